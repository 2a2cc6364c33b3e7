import { PorticoError } from '../errors/PorticoError.js'

/**
 * The runtime's base64 codec, `btoa` and `atob` (browsers and Node have them). Core's tsconfig has
 * no DOM lib, so their types are declared for this module only and reached through `globalThis`.
 */
const runtime = (): { atob(text: string): string; btoa(binary: string): string } => globalThis as never

// Padded groups only, and the bits the padding leaves over must be zero (one text per byte string:
// 'AAX=' is refused, as strict decoders refuse it, instead of being read as 'AAU=').
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$/

/** Standard base64 (with padding) of `bytes`: stored images, serialized Solana transactions. */
export function base64Encode(bytes: Uint8Array): string {
  let binary = ''
  // In slices, so a large image never passes more arguments than a call may take.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return runtime().btoa(binary)
}

/** True for canonical standard base64 text: padded, with zero bits under the padding (the only form `base64Decode` takes). */
export function isBase64(text: string): boolean {
  return BASE64.test(text)
}

/**
 * The first `limit` bytes of standard, padded base64 text (all of it without a limit); only the
 * groups that hold those bytes are decoded.
 * @throws PorticoError code 'INVALID_BASE64' for anything else (unpadded, URL-safe, spaces, line breaks,
 *   non-zero bits under the padding: `atob` would take some of them).
 */
export function base64Decode(text: string, limit = Infinity): Uint8Array {
  if (!isBase64(text)) {
    throw new PorticoError('Invalid base64 string', {
      code: 'INVALID_BASE64',
      category: 'VALIDATION_ERROR',
      details: `${text.length} characters, not canonical padded standard base64`,
    })
  }
  const groups = Math.min(text.length / 4, Math.ceil(limit / 3))
  return Uint8Array.from(runtime().atob(text.slice(0, groups * 4)).slice(0, limit), (char) => char.charCodeAt(0))
}
