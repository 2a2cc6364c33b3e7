import type { StoredImage } from './storedImage.js'

/** The `data:` URL of a cached image, for an `<img src>` (a strict CSP allows `img-src data:`). */
export function imageDataUrl(image: StoredImage): string {
  return `data:${image.type};base64,${image.data}`
}
