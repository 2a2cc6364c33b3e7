import { ProviderRpcError } from '@portico/core'
import type { SessionLink } from '../session/sessionRequester.js'

type Listener = (...args: unknown[]) => void

/** The EIP-1193 provider of the eip155 part of a pairing session. */
export interface SessionEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Used by the source: the wallet moved (session event) or the accounts changed. */
  setChain(reference: string): void
  readonly chain: string
  readonly isWalletConnect: true
}

const toHex = (reference: string) => `0x${BigInt(reference).toString(16)}`

/** The decimal reference of a chain id given as hex or decimal text or a number; undefined otherwise. */
export function eip155Reference(chainId: unknown): string | undefined {
  try {
    if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return String(chainId)
    if (typeof chainId !== 'string' || !/^(0x[0-9a-fA-F]{1,16}|[0-9]{1,20})$/.test(chainId)) return undefined
    const value = BigInt(chainId)
    return value > 0n ? value.toString() : undefined
  } catch {
    return undefined
  }
}

/**
 * An EIP-1193 provider over the eip155 part of a session: eth_chainId and eth_accounts answer from
 * the session; wallet_switchEthereumChain goes to the wallet (and moves the session's current
 * chain when it succeeds, or when the wallet approved the chain but lacks the method);
 * wallet_addEthereumChain and every signing method go to the wallet through the session; a method
 * the wallet did not approve gives 4200. Nothing is read over HTTP: chain reads are the chain
 * adapter's.
 */
export function createEip1193Handle(params: {
  link: SessionLink
  initialChain: string
  accounts: (reference: string) => readonly string[]
  approvedChains: () => readonly string[]
}): SessionEip1193Provider {
  const { link } = params
  let chain = params.initialChain
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
  const setChain = (reference: string) => {
    if (reference === chain) return
    chain = reference
    emit('chainChanged', toHex(reference))
  }
  const send = (method: string, requestParams: unknown, reference = chain) => {
    if (!link.methods('eip155').includes(method)) {
      return Promise.reject(new ProviderRpcError(4200, `The wallet did not approve ${method}`))
    }
    return link.request({ chainId: `eip155:${reference}`, method, params: requestParams })
  }

  return {
    isWalletConnect: true,
    get chain() {
      return chain
    },
    setChain,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params: requestParams }) {
      switch (method) {
        case 'eth_chainId':
          return toHex(chain)
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [...params.accounts(chain)]
        case 'wallet_switchEthereumChain': {
          const target = eip155Reference((Array.isArray(requestParams) ? requestParams[0] : undefined)?.chainId)
          if (!target) throw new ProviderRpcError(-32602, 'Invalid chainId')
          if (target === chain) return null
          const approved = params.approvedChains().includes(`eip155:${target}`)
          if (link.methods('eip155').includes(method)) {
            await send(method, [{ chainId: toHex(target) }])
          } else if (!approved) {
            throw new ProviderRpcError(4902, `Unrecognized chain ID ${toHex(target)}`)
          }
          setChain(target)
          return null
        }
        default:
          return send(method, requestParams)
      }
    },
  }
}
