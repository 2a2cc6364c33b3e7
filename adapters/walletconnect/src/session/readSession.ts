import { isChainNamespace, type CaipNetworkId, type ChainNamespace, type Network } from '@portico/core'

/** What the sign client keeps of a session (the fields read here). */
export interface WcSession {
  topic: string
  expiry?: number
  namespaces: Record<string, { accounts?: string[]; methods?: string[]; events?: string[]; chains?: string[] }>
  peer?: { metadata?: { name?: unknown; icons?: unknown } }
}

/** One namespace of a session, read: its chains and, per chain, its addresses. */
export interface SessionPart {
  namespace: ChainNamespace
  chains: CaipNetworkId[]
  methods: string[]
  /** Addresses by CAIP-2 chain, in the wallet's order. */
  addresses: Map<string, string[]>
}

/** The session's namespaces, keyed by namespace (keys like `eip155:1` fold into `eip155`). */
export function readSession(session: WcSession): Map<ChainNamespace, SessionPart> {
  const parts = new Map<ChainNamespace, SessionPart>()
  for (const [key, value] of Object.entries(session.namespaces ?? {})) {
    const namespace = key.split(':')[0]
    if (!isChainNamespace(namespace) || typeof value !== 'object' || value === null) continue
    const part: SessionPart = parts.get(namespace) ?? { namespace, chains: [], methods: [], addresses: new Map() }
    parts.set(namespace, part)
    const addChain = (chain: string) => {
      if (!part.chains.includes(chain as CaipNetworkId)) part.chains.push(chain as CaipNetworkId)
    }
    for (const chain of Array.isArray(value.chains) ? value.chains : key.includes(':') ? [key] : []) {
      if (typeof chain === 'string' && chain.startsWith(`${namespace}:`)) addChain(chain)
    }
    for (const method of Array.isArray(value.methods) ? value.methods : []) {
      if (typeof method === 'string' && !part.methods.includes(method)) part.methods.push(method)
    }
    for (const account of Array.isArray(value.accounts) ? value.accounts : []) {
      if (typeof account !== 'string') continue
      const at = account.lastIndexOf(':')
      const chain = account.slice(0, at)
      const address = account.slice(at + 1)
      if (at <= 0 || !chain.startsWith(`${namespace}:`) || address.length === 0) continue
      addChain(chain)
      const list = part.addresses.get(chain) ?? []
      if (!list.includes(address)) list.push(address)
      part.addresses.set(chain, list)
    }
  }
  return parts
}

/** The chain the session starts on: the site's first network (its active one) the wallet approved, else the wallet's first. */
export function initialChain(part: SessionPart, networks: readonly Network[]): string | undefined {
  const withAccounts = part.chains.filter((chain) => (part.addresses.get(chain)?.length ?? 0) > 0)
  const preferred = networks.find((network) => network.chainNamespace === part.namespace && withAccounts.includes(network.caipNetworkId))
  return preferred?.caipNetworkId ?? withAccounts[0]
}

/** The wallet's name and icon from its metadata (core sanitizes both). */
export function walletInfoOf(session: WcSession): { name: string; icon?: string } | undefined {
  const metadata = session.peer?.metadata
  if (typeof metadata?.name !== 'string' || metadata.name.trim() === '') return undefined
  const icon = Array.isArray(metadata.icons) ? metadata.icons.find((entry): entry is string => typeof entry === 'string') : undefined
  return { name: metadata.name, ...(icon ? { icon } : {}) }
}
