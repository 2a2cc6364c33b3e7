import type { FrameClient, FrameRequestOptions } from '@portico/core/embedded'

/** One EIP-1193 request. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | Record<string, unknown>
}

type Listener = (...args: unknown[]) => void

/** The eip155 wallet handle of the embedded wallet: an EIP-1193 provider backed by the frame. */
export interface FrameEip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Tells the provider's listeners (the session's accounts or chain changed on the frame's side). */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', ...args: unknown[]): void
}

export interface FrameEip1193Deps {
  client: FrameClient
  /** The accounts, the selected one first. */
  accounts(): readonly string[]
  chainId(): number
  /** Records the chain the frame moved to. */
  setChainId(chainId: number): void
  /** The RPC address the frame should use on a chain, when the site knows one. */
  rpcUrlOf(chainId: number): string | undefined
  /** Aborted when the session ends. */
  signal?: FrameRequestOptions['signal']
}

const HEX_CHAIN_ID = /^0x[0-9a-f]{1,15}$/i

/**
 * An EIP-1193 provider over the login frame: accounts and chain id are answered from the session,
 * `wallet_switchEthereumChain` becomes SWITCH_NETWORK, every other method goes to the frame as an
 * RPC request, gated there (safe, approved in the frame, or 'Requested RPC call is not allowed').
 */
export function createFrameEip1193(deps: FrameEip1193Deps): FrameEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch {
        // A listener's failure is its own.
      }
    }
  }
  return {
    async request({ method, params }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [...deps.accounts()]
      if (method === 'eth_chainId') return `0x${deps.chainId().toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        const requested = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
        if (typeof requested !== 'string' || !HEX_CHAIN_ID.test(requested)) throw Object.assign(new Error('Invalid chain id'), { code: -32602 })
        const chainId = Number.parseInt(requested, 16)
        const rpcUrl = deps.rpcUrlOf(chainId)
        await deps.client.request('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) }, { signal: deps.signal })
        if (chainId !== deps.chainId()) {
          deps.setChainId(chainId)
          emit('chainChanged', requested.toLowerCase())
        }
        return null
      }
      return deps.client.rpcRequest({ namespace: 'eip155', method, params, chainId: deps.chainId() }, { signal: deps.signal })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit,
  }
}
