const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Bytes as base58 (Solana addresses, signatures and messages). */
export function toBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + digits.reverse().map((digit) => BASE58[digit]).join('')
}

/**
 * Base58 text as bytes.
 * @throws TypeError on a character outside the alphabet
 */
export function fromBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = BASE58.indexOf(char)
    if (carry < 0) throw new TypeError('Not base58')
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

/** Bytes as standard base64 with padding (serialized Solana transactions). */
export function toBase64(bytes: Uint8Array): string {
  let out = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]]
    const chunk = (a << 16) | (b << 8) | c
    out += BASE64[(chunk >> 18) & 63]! + BASE64[(chunk >> 12) & 63]!
    out += index + 1 < bytes.length ? BASE64[(chunk >> 6) & 63]! : '='
    out += index + 2 < bytes.length ? BASE64[chunk & 63]! : '='
  }
  return out
}

/**
 * Standard base64 (padding optional) as bytes.
 * @throws TypeError on anything else
 */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) throw new TypeError('Not base64')
  const bytes: number[] = []
  for (let index = 0; index < clean.length; index += 4) {
    const values = [...clean.slice(index, index + 4)].map((char) => BASE64.indexOf(char))
    const chunk = values.reduce((sum, value, position) => sum | (value << (18 - 6 * position)), 0)
    bytes.push((chunk >> 16) & 0xff)
    if (values.length > 2) bytes.push((chunk >> 8) & 0xff)
    if (values.length > 3) bytes.push(chunk & 0xff)
  }
  return Uint8Array.from(bytes)
}
