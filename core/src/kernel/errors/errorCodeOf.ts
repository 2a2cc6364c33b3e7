/**
 * Reading what a wallet or a library threw, defensively. A thrown value is untrusted: it may be
 * anything, including an object whose getters throw, a Proxy whose traps throw, a revoked Proxy
 * (every operation on it throws, `instanceof` too), a cycle, or an endless chain of fresh objects.
 * Everything here is total: it never throws, and it looks at a bounded number of objects.
 */

/** How many levels of inner errors are followed (the error itself is level 0). */
export const MAX_ERROR_DEPTH = 5
/** How many objects are looked at in all, whatever the nesting. */
const MAX_ERROR_NODES = 32

/**
 * Where wallets and wrappers put the error they carry: `cause` (ES2022, viem), `data` and
 * `data.originalError` (EIP-1193 providers, WalletConnect), `error` (JSON-RPC answers,
 * ethers-style wrappers), `originalError`.
 */
export const INNER_ERROR_KEYS = ['cause', 'data', 'error', 'originalError'] as const

/** A numeric code written as text ("4001", "-32603"): no spaces, sign only in front, no leading zero. */
const NUMERIC_CODE = /^-?(?:0|[1-9][0-9]{0,9})$/

/** `value[key]`, or undefined when reading it throws (a getter, a Proxy trap, a revoked Proxy). */
export function readField(value: unknown, key: PropertyKey): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  try {
    return (value as Record<PropertyKey, unknown>)[key]
  } catch {
    return undefined
  }
}

/** `value instanceof type`, false when asking throws (a revoked Proxy, a throwing prototype trap). */
export function isInstanceOf(value: unknown, type: abstract new (...args: never[]) => unknown): boolean {
  try {
    return value instanceof type
  } catch {
    return false
  }
}

/** A code as wallets send it: a safe integer, or a numeric text of one ("4001"); otherwise undefined. */
export function toErrorCode(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string' || !NUMERIC_CODE.test(value)) return undefined
  const code = Number(value)
  return Number.isSafeInteger(code) ? code : undefined
}

/**
 * The error and the errors it carries (see {@link INNER_ERROR_KEYS}), outermost first (breadth
 * first), each once: at most {@link MAX_ERROR_DEPTH} levels deep and 32 objects in all, so a cycle
 * or an endless chain ends. Only objects (and functions) are listed; never throws.
 */
export function errorChain(error: unknown): object[] {
  const found: object[] = []
  const seen = new Set<unknown>()
  let level: unknown[] = [error]
  for (let depth = 0; depth <= MAX_ERROR_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = []
    for (const value of level) {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue
      if (found.length === MAX_ERROR_NODES) return found
      seen.add(value)
      found.push(value)
      for (const key of INNER_ERROR_KEYS) next.push(readField(value, key))
    }
    level = next
  }
  return found
}

/** Every numeric code in the error and the errors it carries, outermost first (see {@link errorChain}). */
export function errorCodesOf(error: unknown): number[] {
  const codes: number[] = []
  for (const value of errorChain(error)) {
    const code = toErrorCode(readField(value, 'code'))
    if (code !== undefined) codes.push(code)
  }
  return codes
}

/**
 * The code of what a wallet threw, read where wallets put it: `code`, `data.originalError.code`,
 * `cause.code`, `error.code` (and deeper, bounded), as a number or a numeric text ("4001").
 * When several are found, the first one of `preferred` wins (a wallet's specific code, such as
 * 4902, over a wrapper's generic -32603); otherwise the outermost. Undefined when there is none.
 * Never throws, whatever it is given.
 */
export function errorCodeOf(error: unknown, preferred: readonly number[] = []): number | undefined {
  const codes = errorCodesOf(error)
  return codes.find((code) => preferred.includes(code)) ?? codes[0]
}
