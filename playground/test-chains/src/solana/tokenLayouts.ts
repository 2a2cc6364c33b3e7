import { PublicKey } from '@solana/web3.js'
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './solanaPrograms.js'

/** The fields of an SPL mint the runtime writes and reports (Token and Token-2022 share the base layout). */
export interface MintState {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  freezeAuthority: string | null
}

/** The fields of an SPL token account the runtime writes and reports. */
export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  /** 0 uninitialized, 1 initialized, 2 frozen. */
  state: number
}

const key = (bytes: Uint8Array, offset: number): string => new PublicKey(bytes.subarray(offset, offset + 32)).toBase58()
const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The 82 bytes of a mint (COption authorities, u64 supply, u8 decimals, initialized flag). */
export function encodeMint(mint: MintState): Uint8Array {
  const bytes = new Uint8Array(MINT_SIZE)
  const data = view(bytes)
  if (mint.mintAuthority !== null) {
    data.setUint32(0, 1, true)
    bytes.set(new PublicKey(mint.mintAuthority).toBytes(), 4)
  }
  data.setBigUint64(36, mint.supply, true)
  bytes[44] = mint.decimals
  bytes[45] = 1
  if (mint.freezeAuthority !== null) {
    data.setUint32(46, 1, true)
    bytes.set(new PublicKey(mint.freezeAuthority).toBytes(), 50)
  }
  return bytes
}

/** Reads a mint; undefined when the bytes are not an initialized mint. */
export function decodeMint(bytes: Uint8Array): MintState | undefined {
  // A Token-2022 mint with extensions is padded to the token account size plus its TLV data.
  if (bytes.length !== MINT_SIZE && bytes.length <= TOKEN_ACCOUNT_SIZE) return undefined
  if (bytes[45] !== 1) return undefined
  const data = view(bytes)
  return {
    mintAuthority: data.getUint32(0, true) === 1 ? key(bytes, 4) : null,
    supply: data.getBigUint64(36, true),
    decimals: bytes[44] as number,
    freezeAuthority: data.getUint32(46, true) === 1 ? key(bytes, 50) : null,
  }
}

/** The 165 bytes of an initialized token account with no delegate, not native, no close authority. */
export function encodeTokenAccount(account: Omit<TokenAccountState, 'state'>): Uint8Array {
  const bytes = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  bytes.set(new PublicKey(account.mint).toBytes(), 0)
  bytes.set(new PublicKey(account.owner).toBytes(), 32)
  view(bytes).setBigUint64(64, account.amount, true)
  bytes[108] = 1
  return bytes
}

/** Reads a token account; undefined when the bytes are not one (a mint, or uninitialized). */
export function decodeTokenAccount(bytes: Uint8Array): TokenAccountState | undefined {
  if (bytes.length < TOKEN_ACCOUNT_SIZE) return undefined
  // Token-2022 accounts with extensions carry the account type (2) right after the base layout.
  if (bytes.length > TOKEN_ACCOUNT_SIZE && bytes[TOKEN_ACCOUNT_SIZE] !== 2) return undefined
  const state = bytes[108] as number
  if (state === 0) return undefined
  return { mint: key(bytes, 0), owner: key(bytes, 32), amount: view(bytes).getBigUint64(64, true), state }
}

/** `amount` in display units as decimal text, never rounded (`1500000` with 6 decimals is `1.5`). */
export function toUiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
