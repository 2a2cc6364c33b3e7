/**
 * The runtime's `TextEncoder` (Node and browsers have it). Core's tsconfig has no DOM lib, and a
 * global declaration here would clash with the DOM's in the packages that compile core's source, so
 * the type is declared for this module only and the encoder is reached through `globalThis`.
 */
type TextEncoderConstructor = new () => { encode(text: string): Uint8Array }

/** The UTF-8 bytes of `text`; a lone surrogate becomes U+FFFD (3 bytes), as every encoder writes it. */
export function utf8Bytes(text: string): Uint8Array {
  const { TextEncoder } = globalThis as unknown as { TextEncoder: TextEncoderConstructor }
  return new TextEncoder().encode(text)
}
