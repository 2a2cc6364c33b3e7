import type {
  AdapterConnectResult,
  AdapterContext,
  AdapterEvents,
  ChainAdapter,
} from '../adapter/createAdapter.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'

/** A scripted wallet of the mock adapter. */
export interface MockWallet {
  id: string
  name: string
  /** @default 'INJECTED' */
  type?: ConnectorType
  address: string
  /** The chain reference the wallet starts on, e.g. `31337`. */
  chainId: string | number
  imageUrl?: string
  rdns?: string
  /** Native balance in display units. @default '1.5' */
  balance?: string
}

/**
 * How a wallet answers its next requests: approve, reject as the visitor would (code 4001),
 * hang until released, or fail with an internal error. For switchNetwork, 'unsupported' answers
 * with the unrecognized-chain code 4902.
 */
export type MockBehavior = 'approve' | 'reject' | 'hang' | 'fail' | 'unsupported'

export interface MockScript {
  connect?: MockBehavior
  reconnect?: MockBehavior
  disconnect?: MockBehavior
  switchNetwork?: MockBehavior
  getBalance?: MockBehavior
  signMessage?: MockBehavior
}

export interface MockCall {
  method: keyof MockScript
  walletId: string
  params?: unknown
}

export interface MockAdapter extends ChainAdapter {
  /** Sets how a wallet answers from now on. */
  script(walletId: string, script: MockScript): void
  /** Resolves every hung request as approved. */
  releaseHung(): void
  /** Marks a wallet as still authorizing the site (a reconnect then succeeds silently). */
  authorize(walletId: string, authorized?: boolean): void
  /** Replaces the discovered wallets (as a new announcement would). */
  setWallets(wallets: readonly MockWallet[]): void
  /** Emits a wallet-side event through the adapter context. */
  emit<K extends keyof AdapterEvents>(type: K, payload: AdapterEvents[K]): void
  /** Every request the adapter received, in order. */
  readonly calls: readonly MockCall[]
}

/**
 * A stand-in signature: hex of the signer and the message. Not a real signature (the mock holds no
 * key); tests that verify signatures run against the devnet's wallets instead.
 */
function mockSignature(address: string, message: string): string {
  const text = `${address}:${message}`
  let hex = '0x'
  for (let index = 0; index < text.length; index++) hex += (text.charCodeAt(index) & 0xff).toString(16).padStart(2, '0')
  return hex
}

/** An error shaped like an EIP-1193 provider error. */
function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/**
 * A mock adapter with scripted wallets, for tests of core and of anything built on it. It serves
 * one namespace, lists its wallets as connectors, and answers as each wallet's script says. Like a
 * real adapter it honours the context's `enableEIP6963`: when false, ANNOUNCED wallets are not listed.
 */
export function createMockAdapter(params: { namespace?: ChainNamespace; wallets: readonly MockWallet[] }): MockAdapter {
  const namespace = params.namespace ?? 'eip155'
  let wallets = [...params.wallets]
  const scripts = new Map<string, MockScript>()
  const authorized = new Set<string>()
  const chainOf = new Map<string, string | number>()
  const calls: MockCall[] = []
  const hung: (() => void)[] = []
  let context: AdapterContext | undefined

  const toConnector = (wallet: MockWallet): Connector => ({
    id: wallet.id,
    name: wallet.name,
    type: wallet.type ?? 'INJECTED',
    chain: namespace,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
  })
  /** The wallets discovery would find: announced ones only while EIP-6963 discovery is on. */
  const discovered = (): MockWallet[] =>
    context?.enableEIP6963 === false ? wallets.filter((wallet) => (wallet.type ?? 'INJECTED') !== 'ANNOUNCED') : wallets
  const walletOf = (walletId: string): MockWallet => {
    const wallet = discovered().find((entry) => entry.id === walletId)
    if (!wallet) throw providerError(4100, `Unknown mock wallet ${walletId}`)
    return wallet
  }
  const answer = <T>(method: keyof MockScript, walletId: string, value: () => T, requestParams?: unknown): Promise<T> => {
    calls.push({ method, walletId, ...(requestParams === undefined ? {} : { params: requestParams }) })
    const behavior = scripts.get(walletId)?.[method] ?? 'approve'
    switch (behavior) {
      case 'reject':
        return Promise.reject(providerError(4001, 'User rejected the request.'))
      case 'fail':
        return Promise.reject(providerError(-32603, 'Internal wallet error'))
      case 'unsupported':
        return Promise.reject(providerError(4902, 'Unrecognized chain ID'))
      case 'hang':
        return new Promise<T>((resolve) => hung.push(() => resolve(value())))
      default:
        return Promise.resolve().then(value)
    }
  }
  const result = (wallet: MockWallet): AdapterConnectResult => ({
    address: wallet.address,
    chainId: chainOf.get(wallet.id) ?? wallet.chainId,
    walletInfo: { name: wallet.name, ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}) },
  })

  return {
    namespace,
    calls,
    setup(ctx) {
      context = ctx
      ctx.setConnectors(discovered().map(toConnector))
      return () => {
        context = undefined
      }
    },
    connect({ connectorId, network }) {
      const wallet = walletOf(connectorId)
      return answer('connect', connectorId, () => {
        authorized.add(connectorId)
        return result(wallet)
      }, { network: network?.caipNetworkId })
    },
    reconnect({ connectorId }) {
      const wallet = wallets.find((entry) => entry.id === connectorId)
      return answer('reconnect', connectorId, () => (wallet && authorized.has(connectorId) ? result(wallet) : null))
    },
    disconnect({ connectorId }) {
      return answer('disconnect', connectorId, () => {
        authorized.delete(connectorId)
      })
    },
    switchNetwork({ connectorId, network }: { connectorId: string; network: Network }) {
      return answer('switchNetwork', connectorId, () => {
        chainOf.set(connectorId, network.id)
        context?.emit('chainChanged', { connectorId, chainId: network.id })
      }, { network: network.caipNetworkId })
    },
    getBalance({ address, network }) {
      const wallet = wallets.find((entry) => entry.address === address)
      return answer('getBalance', wallet?.id ?? address, () => ({
        balance: wallet?.balance ?? '1.5',
        symbol: network.nativeCurrency.symbol,
      }))
    },
    signMessage({ connectorId, address, message }) {
      return answer('signMessage', connectorId, () => ({ signature: mockSignature(address, message) }), { message })
    },
    script(walletId, script) {
      scripts.set(walletId, { ...scripts.get(walletId), ...script })
    },
    releaseHung() {
      for (const release of hung.splice(0)) release()
    },
    authorize(walletId, value = true) {
      if (value) authorized.add(walletId)
      else authorized.delete(walletId)
    },
    setWallets(next) {
      wallets = [...next]
      context?.setConnectors(discovered().map(toConnector))
    },
    emit(type, payload) {
      context?.emit(type, payload)
    },
  }
}
