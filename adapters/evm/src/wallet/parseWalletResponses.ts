import { InvalidWalletResponseError, isEvmAddress } from '@portico/core'

const HEX_QUANTITY = /^0x[0-9a-f]{1,64}$/i
/** Most accounts taken from one answer; a longer list is an invalid response, never truncated. */
const MAX_ACCOUNTS = 100
/** Longest chain-id text read (`0x` and 64 hex digits); longer is refused before it is parsed. */
const MAX_CHAIN_ID_LENGTH = 66

/**
 * The accounts of an `eth_requestAccounts` / `eth_accounts` answer: a list of at most 100 EVM
 * addresses with their 0x prefix, copied out of the answer (each entry read once). Anything else,
 * a list whose getters or proxy traps throw included, is an invalid wallet response.
 */
export function parseAccounts(value: unknown): `0x${string}`[] {
  let length: unknown
  try {
    length = Array.isArray(value) ? value.length : undefined
  } catch (error) {
    throw new InvalidWalletResponseError('account list (unreadable)', error)
  }
  if (typeof length !== 'number' || length > MAX_ACCOUNTS) {
    throw new InvalidWalletResponseError(`account list ${describe(value)}`)
  }
  const accounts: `0x${string}`[] = []
  for (let index = 0; index < length; index++) {
    let entry: unknown
    try {
      entry = (value as unknown[])[index]
    } catch (error) {
      throw new InvalidWalletResponseError(`address at index ${index} (unreadable)`, error)
    }
    if (typeof entry !== 'string' || !entry.startsWith('0x') || !isEvmAddress(entry)) {
      throw new InvalidWalletResponseError(`address ${describe(entry)}`)
    }
    accounts.push(entry as `0x${string}`)
  }
  return accounts
}

/** The chain id of an `eth_chainId` answer (a hex quantity of at most 64 digits), as a number. */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || value.length > MAX_CHAIN_ID_LENGTH || !HEX_QUANTITY.test(value)) {
    throw new InvalidWalletResponseError(`chain id ${describe(value)}`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidWalletResponseError(`chain id ${describe(value)}`)
  return id
}

/** A chain id as the wallet RPC wants it: `0x` and lower-case hex. */
export function toHexChainId(id: number | string): `0x${string}` {
  const numeric = typeof id === 'number' ? id : /^0x/i.test(id) ? Number.parseInt(id, 16) : Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new TypeError(`Not an EVM chain id: ${String(id)}`)
  return `0x${numeric.toString(16)}`
}

/**
 * A short, safe description of a bad answer for an error message: strings cut to 80 characters,
 * lists and objects never serialized (a hostile one may be huge, or a proxy).
 */
function describe(value: unknown): string {
  try {
    if (typeof value === 'string') return JSON.stringify(value.slice(0, 80))
    if (Array.isArray(value)) return `of ${value.length} entries`
    if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? `${value}n` : String(value).slice(0, 80)
    return 'that is an object'
  } catch {
    return typeof value
  }
}
