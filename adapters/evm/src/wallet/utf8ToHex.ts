/** The host's TextEncoder, present in browsers and Node; declared here because the package compiles without the DOM lib. */
declare const TextEncoder: { new (): { encode(text: string): Uint8Array } }

/** The UTF-8 bytes of `text` as 0x-prefixed hex (what personal_sign takes); a lone surrogate becomes U+FFFD. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
