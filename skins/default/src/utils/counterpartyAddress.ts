import { truncateAddress } from '@portico/react'
import { displayText } from './displayText.js'

/**
 * A counterparty's address as an Activity row shows it: its first 8 and last 8 characters after a
 * `0x` prefix (`0x3C44CdDd...FA4293BC`), where SPEC.md's 4 + 6 elsewhere would show a poisoner's
 * look-alike exactly like the genuine address. Address poisoning matches the characters wallets
 * show (commonly 4 to 6 at each end); matching 16 hex digits takes about 2^64 tries, out of reach.
 * The whole address is the row's tooltip. Bidirectional controls an API put in it are removed.
 */
export function counterpartyAddress(address: string): string {
  const text = displayText(address)
  return truncateAddress(text, { start: text.startsWith('0x') ? 10 : 8, end: 8 })
}
