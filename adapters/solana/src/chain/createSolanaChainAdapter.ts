import { toDisplayUnits, type ChainAdapter, type Network } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import { toSolanaError } from '../errors/toSolanaError.js'
import type { SolanaWalletCapabilities } from '../wallet/solanaCapabilities.js'
import { bindSolanaWallet } from '../wallet/bindSolanaWallet.js'
import { checkAddress } from '../wallet/checkRequest.js'
import { loadWeb3 } from './loadWeb3.js'
import { readTokenBalances, type SolanaTokenBalance } from './readTokenBalances.js'
import { SOLANA_RULES } from './solanaRules.js'
import { createSolanaSignatureVerifier } from '../siwx/solanaSignatureVerifier.js'
import type { TimerLike } from './waitForSignature.js'
import { UnsupportedChainError } from '../errors/solanaErrors.js'

/** The solana chain adapter, with the SPL token read beside the contract. */
export interface SolanaChainAdapter extends ChainAdapter {
  /** Every SPL Token and Token-2022 balance of `address`, with decimals. */
  getTokenBalances(params: { address: string; network: Network }): Promise<SolanaTokenBalance[]>
  bindWallet(params: Parameters<ChainAdapter['bindWallet']>[0]): SolanaWalletCapabilities
}

function rpcUrlOf(network: Network): string {
  if (network?.chainNamespace !== 'solana') throw new UnsupportedChainError({ details: `${String(network?.caipNetworkId)} is not a solana network` })
  const url = network.rpcUrls?.default?.http?.[0]
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new UnsupportedChainError({ details: `${network.caipNetworkId} has no http(s) RPC URL` })
  return url
}

/**
 * solana's rules, chain reads through web3.js (loaded on first use, one Connection per network and
 * URL), and the capabilities of any Wallet Standard handle.
 */
export function createSolanaChainAdapter(options: { timerOf: () => TimerLike }): SolanaChainAdapter {
  const connections = new Map<string, Promise<Connection>>()
  const connectionOf = (network: Network): Promise<Connection> => {
    let url: string
    try {
      url = rpcUrlOf(network)
    } catch (error) {
      return Promise.reject(error)
    }
    const key = `${network.caipNetworkId} ${url}`
    let connection = connections.get(key)
    if (!connection) {
      connection = loadWeb3().then((web3) => new web3.Connection(url, { commitment: 'confirmed' }))
      connection.catch(() => connections.delete(key))
      connections.set(key, connection)
    }
    return connection
  }
  const read = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw toSolanaError(error)
    }
  }
  return {
    namespace: 'solana',
    rules: SOLANA_RULES,
    signatureVerifier: createSolanaSignatureVerifier(),
    async getBalance({ address, network }) {
      const owner = checkAddress(address, 'address')
      const [web3, connection] = await Promise.all([loadWeb3(), connectionOf(network)])
      const lamports = await read(() => connection.getBalance(new web3.PublicKey(owner)))
      return { balance: toDisplayUnits(BigInt(lamports), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },
    async getTokenBalances({ address, network }) {
      const owner = checkAddress(address, 'address')
      const [web3, connection] = await Promise.all([loadWeb3(), connectionOf(network)])
      return read(() => readTokenBalances(web3, connection, owner))
    },
    bindWallet: ({ handle }) => bindSolanaWallet(handle, { connectionOf, timer: options.timerOf }),
  }
}
