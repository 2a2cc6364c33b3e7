import { enums, object, refine, string, type Infer } from 'superstruct'
import { base64Decode, base64Encode, isBase64 } from '../encoding/base64.js'

/** The image types a cached image may have (what an `<img>` shows without running anything). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Largest image kept (bytes): registry icons are a few KB; anything bigger is not an icon. */
export const MAX_IMAGE_BYTES = 48 * 1024

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * True when the first bytes are those of `type`: the signature of a PNG, JPEG, GIF, WebP or AVIF,
 * or markup that starts an SVG document. A body that claims to be an image but is an HTML page
 * (a captive portal, a gateway) or anything else fails.
 */
export function bytesMatchType(bytes: Uint8Array, type: ImageType): boolean {
  switch (type) {
    case 'image/png':
      return bytes.length > 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n'
    case 'image/jpeg':
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    case 'image/gif':
      return bytes.length > 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    case 'image/webp':
      return bytes.length > 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP'
    case 'image/avif':
      return bytes.length > 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))
    case 'image/svg+xml': {
      const head = ascii(bytes, 0, Math.min(bytes.length, 512)).replace(/^\ufeff|^\xef\xbb\xbf/, '').trimStart().toLowerCase()
      return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))
    }
  }
}

const imageData = refine(string(), 'image data', (data) => isBase64(data) && data.length > 0 && (data.length / 4) * 3 <= MAX_IMAGE_BYTES + 2)

/**
 * A cached image as it is stored: its type and its bytes in base64, checked on every read (a
 * stored value can lie): an allowed type, padded base64 of at most MAX_IMAGE_BYTES, and bytes
 * that start as an image of that type does.
 */
export const storedImageSchema = refine(object({ type: enums(IMAGE_TYPES), data: imageData }), 'image of its type', (image) =>
  isBase64(image.data) && bytesMatchType(base64Decode(image.data, 512), image.type),
)
export type StoredImage = Infer<typeof storedImageSchema>

/** Thrown for a body that is not an image this cache keeps. */
export class NotAnImageError extends TypeError {
  constructor(reason: string) {
    super(`Not an image: ${reason}`)
    this.name = 'NotAnImageError'
  }
}

interface BlobLike {
  type?: unknown
  size?: unknown
  arrayBuffer?: () => Promise<ArrayBuffer>
}

/**
 * The stored form of an image body (a Blob from the fetch port): its declared type must be one of
 * IMAGE_TYPES (parameters such as `; charset=utf-8` are ignored), it must be at most
 * MAX_IMAGE_BYTES and its bytes must match the type.
 * @throws NotAnImageError otherwise.
 */
export async function storedImageFromBlob(blob: unknown): Promise<StoredImage> {
  if (typeof blob !== 'object' || blob === null) throw new NotAnImageError('no body')
  const { type, size, arrayBuffer } = blob as BlobLike
  const mime = typeof type === 'string' ? type.split(';')[0]?.trim().toLowerCase() : undefined
  const allowed = IMAGE_TYPES.find((candidate) => candidate === mime)
  if (!allowed) throw new NotAnImageError(`type ${String(mime).slice(0, 40)}`)
  if (typeof size === 'number' && size > MAX_IMAGE_BYTES) throw new NotAnImageError(`${size} bytes`)
  if (typeof arrayBuffer !== 'function') throw new NotAnImageError('unreadable body')
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await arrayBuffer.call(blob))
  } catch {
    throw new NotAnImageError('unreadable body')
  }
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw new NotAnImageError(`${bytes.length} bytes`)
  if (!bytesMatchType(bytes, allowed)) throw new NotAnImageError(`the bytes are not ${allowed}`)
  return { type: allowed, data: base64Encode(bytes) }
}
