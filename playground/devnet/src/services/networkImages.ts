/**
 * The network images of the devnet's registry (`GET /public/getAssetImage/{id}`, SPEC.md section
 * 7), one per devnet chain, under the image ids the test networks of `@portico/core/testing` carry
 * in `assets.imageId`.
 */
export const NETWORK_IMAGES: Readonly<Record<string, { label: string; color: string }>> = Object.freeze({
  'portico-devnet-network-31337': { label: '1', color: '#4f46e5' },
  'portico-devnet-network-31338': { label: '2', color: '#0d9488' },
  'portico-devnet-network-solana': { label: 'S', color: '#9333ea' },
})

/** The SVG of a devnet network image, or undefined for an id the devnet does not know. */
export function networkImageSvg(imageId: string): string | undefined {
  const image = Object.hasOwn(NETWORK_IMAGES, imageId) ? NETWORK_IMAGES[imageId] : undefined
  if (!image) return undefined
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${image.color}"/>` +
    `<path d="M32 10 46 32 32 54 18 32Z" fill="#fff" fill-opacity=".35"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff">${image.label}</text></svg>`
  )
}
