import { validate } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { base64Encode } from '../encoding/base64.js'
import { imageDataUrl } from './imageDataUrl.js'
import { bytesMatchType, MAX_IMAGE_BYTES, NotAnImageError, storedImageFromBlob, storedImageSchema } from './storedImage.js'

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 255))
const PNG = latin1('\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01')
const SVG = latin1('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')
const blob = (type: unknown, bytes: Uint8Array) => ({ type, size: bytes.length, arrayBuffer: async () => bytes.slice().buffer })

describe('stored images', () => {
  it('recognises each allowed type by its first bytes', () => {
    expect(bytesMatchType(PNG, 'image/png')).toBe(true)
    expect(bytesMatchType(latin1('\xff\xd8\xff\xe0\0\x10JFIF'), 'image/jpeg')).toBe(true)
    expect(bytesMatchType(latin1('GIF89a\x01\0\x01\0'), 'image/gif')).toBe(true)
    expect(bytesMatchType(latin1('RIFF\0\0\0\0WEBPVP8 '), 'image/webp')).toBe(true)
    expect(bytesMatchType(latin1('\0\0\0\x1cftypavif\0\0'), 'image/avif')).toBe(true)
    expect(bytesMatchType(SVG, 'image/svg+xml')).toBe(true)
    expect(bytesMatchType(latin1('\xef\xbb\xbf <?xml version="1.0"?>\n<svg/>'), 'image/svg+xml')).toBe(true)
    // An HTML page, a PNG said to be a JPEG, an SVG said to be a PNG.
    expect(bytesMatchType(latin1('<!doctype html><title>Gateway</title>'), 'image/svg+xml')).toBe(false)
    expect(bytesMatchType(PNG, 'image/jpeg')).toBe(false)
    expect(bytesMatchType(SVG, 'image/png')).toBe(false)
  })

  it('turns an image body into its stored form, and that into a data URL', async () => {
    const image = await storedImageFromBlob(blob('image/svg+xml; charset=utf-8', SVG))
    expect(image).toEqual({ type: 'image/svg+xml', data: base64Encode(SVG) })
    expect(imageDataUrl(image)).toBe(`data:image/svg+xml;base64,${base64Encode(SVG)}`)
    expect(validate(image, storedImageSchema)[0]).toBeUndefined()
  })

  it('refuses bodies that are not images of an allowed type, too big, empty or unreadable', async () => {
    const refused = [
      blob('text/html', latin1('<html>')),
      blob('image/png', latin1('<!doctype html><p>Maintenance')),
      blob('image/x-icon', PNG),
      blob(undefined, PNG),
      blob('image/png', new Uint8Array()),
      blob('image/png', Uint8Array.from([...PNG, ...new Uint8Array(MAX_IMAGE_BYTES)])),
      { type: 'image/png', arrayBuffer: async () => Promise.reject(new Error('aborted')) },
      { type: 'image/png' },
      null,
      'PNG',
    ]
    for (const body of refused) await expect(storedImageFromBlob(body)).rejects.toBeInstanceOf(NotAnImageError)
  })

  it('refuses a stored value that lies about itself', () => {
    const png = base64Encode(PNG)
    const lies = [
      { type: 'image/png', data: base64Encode(SVG) },
      { type: 'text/html', data: png },
      { type: 'image/png', data: `${png}!` },
      { type: 'image/png', data: '' },
      { type: 'image/png', data: base64Encode(Uint8Array.from([...PNG, ...new Uint8Array(MAX_IMAGE_BYTES)])) },
      { type: 'image/svg+xml', data: base64Encode(latin1('<script>alert(1)</script>')) },
      { type: 'image/png' },
      'data:image/png;base64,' + png,
    ]
    for (const lie of lies) expect(validate(lie, storedImageSchema)[0]).toBeDefined()
  })
})
