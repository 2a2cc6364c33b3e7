/** The host's TextEncoder, present in browsers and Node; declared here because the package compiles without the DOM lib. */
declare const TextEncoder: { new (): { encode(text: string): Uint8Array } }

/** The UTF-8 bytes of `text` (what `solana:signMessage` takes); a lone surrogate becomes U+FFFD. */
export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}
