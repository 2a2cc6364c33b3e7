import type { PorticoError } from '../../kernel/errors/PorticoError.js'
import type { Batcher } from '../../kernel/store/createBatcher.js'
import { createStore, shallowEqual, type ReadableStore } from '../../kernel/store/createStore.js'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/types/namespace.js'
import type { NamespaceNetworkState, Network } from '../../kernel/types/network.js'

export interface ChainsState {
  /** The namespace the visitor is on. */
  activeNamespace: ChainNamespace | undefined
  /** The active network of the active namespace. */
  activeCaipNetwork: Network | undefined
  /** Per-namespace network state, for each namespace that has networks or an adapter. */
  namespaces: Readonly<Partial<Record<ChainNamespace, NamespaceNetworkState>>>
  /** Set while a switch moves the visitor to another namespace. */
  isSwitchingNamespace: boolean
  /** The network a wallet is being asked to switch to, while it has not answered. */
  pendingSwitch: CaipNetworkId | undefined
  /** How the last switch a view asked for ended (SwitchNetwork shows it). */
  lastSwitch: { caipNetworkId: string; error: PorticoError | undefined } | undefined
}

export interface ChainsController extends ReadableStore<ChainsState> {
  /** All networks the site configured, across namespaces, in order. */
  allNetworks(): readonly Network[]
  /** Finds a configured network by CAIP-2 id. */
  findNetwork(caipNetworkId: string): Network | undefined
  /** Makes `network` the active one of its namespace and, unless `keepNamespace`, the active namespace. */
  setActiveNetwork(network: Network, options?: { keepNamespace?: boolean }): void
  /** Sets the active network of a namespace without changing the active namespace. */
  setNamespaceNetwork(namespace: ChainNamespace, network: Network | undefined): void
  /** Adds a network; a duplicate id is ignored. Returns whether it was added. */
  addNetwork(network: Network): boolean
  /** Removes a network; returns whether it existed. */
  removeNetwork(caipNetworkId: CaipNetworkId): boolean
  setApprovedNetworks(namespace: ChainNamespace, ids: readonly CaipNetworkId[], supportsAllNetworks: boolean): void
  /** The chain ids of a namespace where the embedded wallet offers a smart account. */
  setSmartAccountNetworks(namespace: ChainNamespace, chainIds: readonly number[]): void
  setSwitchingNamespace(value: boolean): void
  setPendingSwitch(caipNetworkId: CaipNetworkId | undefined): void
  setLastSwitch(lastSwitch: ChainsState['lastSwitch']): void
}

function namespaceState(networks: readonly Network[]): NamespaceNetworkState {
  return {
    caipNetwork: networks[0],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    requestedCaipNetworks: networks,
    approvedCaipNetworkIds: [],
  }
}

/** Per-namespace network state (SPEC.md section 3). */
export function createChainsController(params: {
  networks: readonly Network[]
  namespaces: readonly ChainNamespace[]
  defaultNetwork: Network
  batcher?: Batcher
}): ChainsController {
  const namespaces: Partial<Record<ChainNamespace, NamespaceNetworkState>> = {}
  for (const namespace of new Set([...params.namespaces, ...params.networks.map((n) => n.chainNamespace)])) {
    namespaces[namespace] = namespaceState(params.networks.filter((n) => n.chainNamespace === namespace))
  }
  const defaultNamespace = params.defaultNetwork.chainNamespace
  namespaces[defaultNamespace] = { ...namespaceState([]), ...namespaces[defaultNamespace], caipNetwork: params.defaultNetwork }

  const store = createStore<ChainsState>({
    activeNamespace: defaultNamespace,
    activeCaipNetwork: params.defaultNetwork,
    namespaces,
    isSwitchingNamespace: false,
    pendingSwitch: undefined,
    lastSwitch: undefined,
  }, params.batcher)

  const patchNamespace = (namespace: ChainNamespace, partial: Partial<NamespaceNetworkState>) => {
    const state = store.getSnapshot()
    const existing = state.namespaces[namespace]
    if (existing && (Object.keys(partial) as (keyof NamespaceNetworkState)[]).every((key) => shallowEqual(existing[key], partial[key]))) return
    const current = existing ?? namespaceState([])
    const next = { ...current, ...partial }
    const activeCaipNetwork = state.activeNamespace === namespace ? next.caipNetwork : state.activeCaipNetwork
    store.set({ ...state, activeCaipNetwork, namespaces: { ...state.namespaces, [namespace]: next } })
  }

  const allNetworks = () =>
    Object.values(store.getSnapshot().namespaces).flatMap((entry) => entry?.requestedCaipNetworks ?? [])

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    allNetworks,
    findNetwork: (caipNetworkId) =>
      allNetworks().find(
        (network) => network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId,
      ),
    setActiveNetwork(network, options) {
      patchNamespace(network.chainNamespace, { caipNetwork: network })
      if (options?.keepNamespace) return
      const state = store.getSnapshot()
      store.set({ ...state, activeNamespace: network.chainNamespace, activeCaipNetwork: network })
    },
    setNamespaceNetwork: (namespace, network) => patchNamespace(namespace, { caipNetwork: network }),
    addNetwork(network) {
      const current = store.getSnapshot().namespaces[network.chainNamespace]?.requestedCaipNetworks ?? []
      if (current.some((entry) => entry.caipNetworkId === network.caipNetworkId)) return false
      patchNamespace(network.chainNamespace, { requestedCaipNetworks: [...current, network] })
      return true
    },
    removeNetwork(caipNetworkId) {
      const namespace = caipNetworkId.split(':')[0] as ChainNamespace
      const entry = store.getSnapshot().namespaces[namespace]
      if (!entry?.requestedCaipNetworks.some((network) => network.caipNetworkId === caipNetworkId)) return false
      const requestedCaipNetworks = entry.requestedCaipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId)
      const caipNetwork =
        entry.caipNetwork?.caipNetworkId === caipNetworkId ? requestedCaipNetworks[0] : entry.caipNetwork
      patchNamespace(namespace, { requestedCaipNetworks, caipNetwork })
      return true
    },
    setApprovedNetworks: (namespace, ids, supportsAllNetworks) =>
      patchNamespace(namespace, { approvedCaipNetworkIds: ids, supportsAllNetworks }),
    setSmartAccountNetworks: (namespace, chainIds) => patchNamespace(namespace, { smartAccountEnabledNetworks: chainIds }),
    setSwitchingNamespace: (value) => store.patch({ isSwitchingNamespace: value }),
    setPendingSwitch: (pendingSwitch) => store.patch({ pendingSwitch }),
    setLastSwitch: (lastSwitch) => store.patch({ lastSwitch }),
  }
}
