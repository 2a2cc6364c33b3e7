import { defineNamespaceRules, isEvmAddress, PorticoError, type ChainAdapter, type Logger, type Network, type SignatureVerifier } from '@portico/core'
import type { TimerLike } from '../eip1193.js'
import { bindEvmWallet } from '../wallet/bindEvmWallet.js'
import type { ChainClient } from './chainClient.js'
import type { ChainTransportOptions } from './createChainClient.js'
import type { TokenBalanceResult } from './readBalances.js'
import { loadSessionParts } from '../wallet/loadSessionParts.js'

/** The eip155 chain adapter, with the EVM-only token read beside the contract. */
export interface EvmChainAdapter extends ChainAdapter {
  /** A token's name, symbol, decimals and `owner`'s balance, in one deployless multicall. */
  getTokenBalance(params: { network: Network; token: `0x${string}`; owner: `0x${string}` }): Promise<TokenBalanceResult>
}

function toPrefixed(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new PorticoError('Invalid EVM address', { code: 'INVALID_ADDRESS', category: 'VALIDATION_ERROR' })
  return (address.startsWith('0x') ? address : `0x${address}`) as `0x${string}`
}

/**
 * eip155's rules, chain reads through viem (loaded on first use, one client per network), and
 * the capabilities of any EIP-1193 wallet handle.
 */
export function createEvmChainAdapter(options: {
  transport?: ChainTransportOptions
  /** The timer wallet requests are limited with, read at each request (the client's clock once it started). */
  timerOf: () => TimerLike
  silentRequestTimeoutMs?: number
  promptRequestTimeoutMs?: number
  /** The site's eip155 networks, read at each check: smart-account sign-ins are verified on their own chain. @default none */
  networks?: () => readonly Network[]
  /** Where a failure to load the signature verifier is logged (the client's logger once it started). @default none: the check rejects instead */
  logger?: () => Pick<Logger, 'error'> | undefined
}): EvmChainAdapter {
  const clients = new Map<string, Promise<ChainClient>>()
  const chainClient = (network: Network): Promise<ChainClient> => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = loadSessionParts().then(({ createChainClient }) => createChainClient(network, options.transport))
      client.catch(() => clients.delete(network.caipNetworkId))
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
  // The sign-in signature verifier's code (siwx/evmSignatureVerifier.ts) loads on the first check:
  // only a site with sign-in checks signatures. A failed load is not kept: the next check tries again.
  const verifier: { loading?: Promise<SignatureVerifier> } = {}
  const loadVerifier = () =>
    (verifier.loading ??= import('../siwx/evmSignatureVerifier.js').then(
      (module) => module.createEvmSignatureVerifier({ chainClient, ...(options.networks ? { networks: options.networks } : {}) }),
      (error: unknown) => {
        verifier.loading = undefined
        throw error
      },
    ))
  return {
    namespace: 'eip155',
    rules: defineNamespaceRules('eip155', { isAddress: isEvmAddress }),
    signatureVerifier: {
      namespace: 'eip155',
      async verify(params) {
        let loaded: SignatureVerifier
        try {
          loaded = await loadVerifier()
        } catch (error) {
          // Not verified; said where the client logs, else passed on (callers count a rejection as not verified).
          const logger = options.logger?.()
          if (!logger) throw error
          logger.error('The eip155 signature verifier could not be loaded', error)
          return false
        }
        return loaded.verify(params)
      },
    },
    async getBalance({ address, network }) {
      const prefixed = toPrefixed(address)
      const [{ readNativeBalance }, client] = await Promise.all([loadSessionParts(), chainClient(network)])
      return readNativeBalance(client, network, prefixed)
    },
    async getTokenBalance({ network, token, owner }) {
      const [{ readTokenBalance }, client] = await Promise.all([loadSessionParts(), chainClient(network)])
      return readTokenBalance(client, token, owner)
    },
    bindWallet: ({ handle, connector }) =>
      bindEvmWallet(handle, connector, {
        timer: options.timerOf,
        silentTimeoutMs: options.silentRequestTimeoutMs ?? 10_000,
        promptTimeoutMs: options.promptRequestTimeoutMs,
        chainClient,
      }),
  }
}
