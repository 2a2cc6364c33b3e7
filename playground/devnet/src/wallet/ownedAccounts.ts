import { solanaDevnetKeypair } from '@portico/test-chains/solana-wallet'
import { keccak256, stringToHex, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** The EVM accounts an owner has: the Portico Test Wallet's, the Second Test Wallet's, one its user switches to, the pairing wallet's. */
export const OWNED_EVM_ROLES = ['main', 'second', 'other', 'pairing'] as const
/** The Solana accounts an owner has: the Solana Test Wallet's, the page's recipient, one nobody connects, the pairing wallet's. */
export const OWNED_SOLANA_ROLES = ['main', 'recipient', 'outsider', 'pairing'] as const

export type OwnedEvmRole = (typeof OWNED_EVM_ROLES)[number]
export type OwnedSolanaRole = (typeof OWNED_SOLANA_ROLES)[number]

export interface OwnedEvmAccount {
  address: Address
  privateKey: Hex
}

export interface OwnedSolanaAccount {
  /** Base58. */
  address: string
  /** 64 bytes (seed and public key), as the Solana test wallet takes it. */
  secretKey: Uint8Array
}

/** The accounts of one owner (an end-to-end file), apart from every other owner's and from the devnet's numbered accounts. */
export interface OwnedAccounts {
  owner: string
  evm: Readonly<Record<OwnedEvmRole, OwnedEvmAccount>>
  solana: Readonly<Record<OwnedSolanaRole, OwnedSolanaAccount>>
}

/** What an owner's name may be: it travels in a page's address (`?accounts=<owner>`). */
const OWNER = /^[a-z0-9][a-z0-9-]{0,63}$/i

/** True when `owner` can name a set of accounts (letters, digits and dashes, at most 64). */
export function isAccountOwner(owner: string): boolean {
  return OWNER.test(owner)
}

/**
 * The accounts `owner` has, the same on every machine and in Node and the browser alike: each EVM
 * key is keccak-256 of `portico devnet/owned/<owner>/<role>`, each Solana key the devnet's Solana
 * derivation of the label `owned/<owner>/<role>`. They hold nothing until the devnet funds them
 * (`POST /__devnet/fund` with `{ owner }`).
 * @throws Error when `owner` is not letters, digits and dashes (at most 64)
 */
export function ownedAccounts(owner: string): OwnedAccounts {
  if (!isAccountOwner(owner)) throw new Error(`not an account owner: ${JSON.stringify(owner)} (letters, digits and dashes, at most 64)`)
  const evmAccount = (role: OwnedEvmRole): OwnedEvmAccount => {
    const privateKey = keccak256(stringToHex(`portico devnet/owned/${owner}/${role}`))
    return { address: privateKeyToAddress(privateKey), privateKey }
  }
  const solanaAccount = (role: OwnedSolanaRole): OwnedSolanaAccount => {
    const keypair = solanaDevnetKeypair(`owned/${owner}/${role}`)
    return { address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey }
  }
  return {
    owner,
    evm: Object.fromEntries(OWNED_EVM_ROLES.map((role) => [role, evmAccount(role)])) as Record<OwnedEvmRole, OwnedEvmAccount>,
    solana: Object.fromEntries(OWNED_SOLANA_ROLES.map((role) => [role, solanaAccount(role)])) as Record<OwnedSolanaRole, OwnedSolanaAccount>,
  }
}
