/** The UTF-8 bytes of `text` as 0x-prefixed hex (what personal_sign takes), without a TextEncoder. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  const byte = (value: number): void => {
    hex += value.toString(16).padStart(2, '0')
  }
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd // a lone surrogate, as TextEncoder writes it
    if (code < 0x80) byte(code)
    else if (code < 0x800) {
      byte(0xc0 | (code >> 6))
      byte(0x80 | (code & 0x3f))
    } else if (code < 0x10000) {
      byte(0xe0 | (code >> 12))
      byte(0x80 | ((code >> 6) & 0x3f))
      byte(0x80 | (code & 0x3f))
    } else {
      byte(0xf0 | (code >> 18))
      byte(0x80 | ((code >> 12) & 0x3f))
      byte(0x80 | ((code >> 6) & 0x3f))
      byte(0x80 | (code & 0x3f))
    }
  }
  return `0x${hex}`
}
