const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes as base58 text (Solana messages, keys and signatures on the wire). */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] as number
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] as number) << 8
      digits[digit] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  return '1'.repeat(zeros) + digits.reverse().map((digit) => ALPHABET[digit]).join('')
}

/** Base58 text as bytes, or undefined when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    let carry = ALPHABET.indexOf(text.charAt(index))
    if (carry < 0) return undefined
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] as number) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
