import { InvalidWalletResponseError, isEvmAddress } from '@portico/core'

const HEX_QUANTITY = /^0x[0-9a-f]{1,64}$/i
const MAX_ACCOUNTS = 100

/**
 * The accounts of an `eth_requestAccounts` / `eth_accounts` answer: a list of EVM addresses with
 * their 0x prefix. Anything else is an invalid wallet response.
 */
export function parseAccounts(value: unknown): `0x${string}`[] {
  if (!Array.isArray(value) || value.length > MAX_ACCOUNTS) {
    throw new InvalidWalletResponseError(`account list ${describe(value)}`)
  }
  return value.map((entry: unknown) => {
    if (typeof entry !== 'string' || !entry.startsWith('0x') || !isEvmAddress(entry)) {
      throw new InvalidWalletResponseError(`address ${describe(entry)}`)
    }
    return entry as `0x${string}`
  })
}

/** The chain id of an `eth_chainId` answer (a hex quantity), as a number. */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
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

function describe(value: unknown): string {
  try {
    return JSON.stringify(typeof value === 'string' ? value.slice(0, 80) : value)?.slice(0, 80) ?? String(value)
  } catch {
    return typeof value
  }
}
