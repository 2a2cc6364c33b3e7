const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes in base58 (Bitcoin alphabet), as Solana writes addresses and signatures. */
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
  let text = '1'.repeat(zeros)
  for (let digit = digits.length - 1; digit >= 0; digit--) text += ALPHABET[digits[digit] as number]
  return text
}
