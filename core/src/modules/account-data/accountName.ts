/** SPEC.md sections 5 and 9: at least 4 characters, each a letter, a digit or a hyphen. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** Longest name taken (a DNS label). */
export const ACCOUNT_NAME_MAX_LENGTH = 63

const NAME = /^[A-Za-z0-9-]+$/

/** True for a name a visitor may register: 4 to 63 letters (ASCII), digits or hyphens. */
export function isValidAccountName(name: string): boolean {
  return name.length >= ACCOUNT_NAME_MIN_LENGTH && name.length <= ACCOUNT_NAME_MAX_LENGTH && NAME.test(name)
}

/**
 * The message a wallet signs to register `name` for `address`: JSON, so the service reads the
 * same fields it verifies. `timestamp` is the platform clock's, in ms.
 */
export function accountNameMessage(params: { name: string; address: string; timestamp: number }): string {
  return JSON.stringify({ name: params.name, address: params.address, attributes: {}, timestamp: Math.floor(params.timestamp / 1000) })
}
