import {
  ChainNotSupportedError,
  SwitchChainNotSupportedError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  isUnrecognizedChainError,
  type Network,
} from '@portico/core'
import type { Eip1193RequestArguments } from '../eip1193.js'
import { toHexChainId } from './parseWalletResponses.js'

/** Texts with which wallets say they do not know a chain (mobile wallets often lack the 4902 code). */
const UNRECOGNIZED_CHAIN_TEXT = /unrecogni[sz]ed chain|unknown chain|chain (?:id )?(?:has )?not (?:been )?added|try adding the chain/i
const NO_SWITCHING_TEXT = /does not support (?:programmatic )?(?:chain )?switching|switch(?:ing)? (?:chains? )?(?:is )?not supported/i

export interface SwitchChainParams {
  /** Sends one wallet request (already mapped to typed errors). */
  request(args: Eip1193RequestArguments): Promise<unknown>
  network: Network
  /** Shown in 'X does not support programmatic chain switching'. */
  walletName?: string
}

/** The `wallet_addEthereumChain` parameter for a network (SPEC.md section 7). */
export function toAddChainParameter(network: Network): Record<string, unknown> {
  const rpcUrls = [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)]
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

function isUnrecognized(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return [error, cause].some(
    (candidate) =>
      isUnrecognizedChainError(candidate) ||
      (candidate instanceof Error && UNRECOGNIZED_CHAIN_TEXT.test(candidate.message)),
  )
}

function refusesSwitching(error: unknown): boolean {
  return error instanceof UnsupportedProviderMethodError || (error instanceof Error && NO_SWITCHING_TEXT.test(error.message))
}

/**
 * Moves the wallet to `network` (SPEC.md section 4, Network switch): `wallet_switchEthereumChain`;
 * when the wallet does not know the chain (4902, 32603, or the texts mobile wallets use),
 * `wallet_addEthereumChain` and a second switch. A rejection stays a UserRejectedRequestError; a
 * wallet that cannot switch on request gives SwitchChainNotSupportedError; any other failure of
 * the add-chain path gives 'Chain is not supported'.
 */
export async function switchChain(params: SwitchChainParams): Promise<void> {
  const { request, network, walletName } = params
  const chainId = toHexChainId(network.id)
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    if (error instanceof UserRejectedRequestError) throw error
    if (refusesSwitching(error)) throw new SwitchChainNotSupportedError({ walletName, cause: error })
    if (!isUnrecognized(error)) throw error
  }
  if (network.rpcUrls.default.http.length === 0) throw new ChainNotSupportedError({ details: `${chainId} has no RPC URL to add` })
  try {
    await request({ method: 'wallet_addEthereumChain', params: [toAddChainParameter(network)] })
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (error instanceof UserRejectedRequestError) throw error
    throw new ChainNotSupportedError({ cause: error })
  }
}
