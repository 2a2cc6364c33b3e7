import { DEVNET_MNEMONIC, jsonRpcRequest, solanaDevnetKeypair, type TestWalletChain } from '@portico/test-chains'
import { bytesToHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Where the login frame's users' EVM keys start on the mnemonic's path, clear of anvil's funded accounts and the page's wallets. */
export const FRAME_USER_FIRST_INDEX = 1000
/** What each user's EVM account holds on every devnet chain at first login (10,000 ether, as anvil's own accounts). */
const EVM_FUNDING_WEI = 10_000n * 10n ** 18n
/** What each user's Solana account receives at first login (100 SOL). */
const SOLANA_FUNDING_LAMPORTS = 100n * 10n ** 9n

/** The keys of the frame's `index`-th user (in order of first login), the same on every machine. */
export interface FrameUserKeys {
  /** The EVM private key: `mnemonic` at m/44'/60'/0'/0/(FRAME_USER_FIRST_INDEX + index). */
  evmKey: Hex
  /** The 64-byte Solana secret key, derived from the devnet's Solana seed with the label `login-frame/<index>`. */
  solanaSecretKey: Uint8Array
}

/** Derives the keys of the frame's `index`-th user. */
export function frameUserKeys(index: number, mnemonic: string = DEVNET_MNEMONIC): FrameUserKeys {
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`no login-frame user ${index}`)
  const key = mnemonicToAccount(mnemonic, { addressIndex: FRAME_USER_FIRST_INDEX + index }).getHdKey().privateKey
  if (!key) throw new Error(`no private key for login-frame user ${index}`)
  return { evmKey: bytesToHex(key), solanaSecretKey: solanaDevnetKeypair(`login-frame/${index}`).secretKey }
}

/**
 * Funds a new user's accounts: ether on every devnet chain (anvil_setBalance), and SOL on the
 * local Solana runtime (an airdrop), so a fresh login can pay for what it signs.
 */
export async function fundFrameUser(accounts: { evm: string; solana?: string }, chains: readonly TestWalletChain[], solanaRpcUrl?: string): Promise<void> {
  await Promise.all([
    ...chains.map((chain) => jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [accounts.evm, `0x${EVM_FUNDING_WEI.toString(16)}`])),
    ...(solanaRpcUrl && accounts.solana ? [jsonRpcRequest(solanaRpcUrl, 'requestAirdrop', [accounts.solana, Number(SOLANA_FUNDING_LAMPORTS)])] : []),
  ])
}
