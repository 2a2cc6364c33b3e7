// Reads from the devnet's Solana runtime in Node, for the Solana journeys (solana.e2e.ts): balances
// over plain JSON-RPC, and ed25519 signatures checked with Node's own crypto.
import { createPublicKey, verify } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decodes base58 text (Bitcoin's alphabet, as Solana addresses and signatures use it).
 * @throws Error on a character outside the alphabet
 */
export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = BASE58.indexOf(character)
    if (digit < 0) throw new Error(`not base58: ${JSON.stringify(character)}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  const zeros = /^1*/.exec(text)?.[0].length ?? 0
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/** True when `signature` (base58) is `address`'s ed25519 signature of `message`'s UTF-8 bytes. */
export function verifySolanaSignature(address: string, message: string, signature: string): boolean {
  const publicKey = base58Decode(address)
  const bytes = base58Decode(signature)
  if (publicKey.length !== 32 || bytes.length !== 64) return false
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  return verify(null, new TextEncoder().encode(message), key, bytes)
}

/** One JSON-RPC call to the runtime; an error answer is thrown with its message. */
export async function solanaRpc<T>(rpcUrl: string, method: string, params: readonly unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}

/** The SOL balance of `address`, in lamports. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])
  return BigInt(value)
}

/** Lamports as the page shows them: whole SOL with the decimals that are not zero (core's formatUnits). */
export function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}

/** What `owner` holds of `mint`, in display units as the runtime gives them (`uiAmountString`, e.g. '1002.5'). */
export async function tokenUnitsOf(rpcUrl: string, owner: string, mint: string): Promise<string> {
  const { value } = await solanaRpc<{ value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[] }>(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString ?? '0'
}

/** Lamports as a decimal text of SOL ('999.98999'). */
export function solUnits(lamports: bigint): string {
  return formatSol(lamports).replace(/ SOL$/, '')
}
