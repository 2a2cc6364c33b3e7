import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import * as networks from '../../../exports/networks.js'
import { createPortico } from '../../../kernel/createPortico.js'
import { networkSchema } from '../../../kernel/options/networkSchema.js'
import { createMemoryPlatform } from '../../../kernel/platform/memoryPlatform.js'
import { isSafeImageUrl } from '../../../kernel/utils/urlSafety.js'
import { getNetwork } from '../actions/getNetwork.js'

const entries = Object.entries(networks)

/** The SVG text of a `data:image/svg+xml,` URL. */
function svgOf(imageUrl: string): string {
  expect(imageUrl.startsWith('data:image/svg+xml,')).toBe(true)
  return decodeURIComponent(imageUrl.slice('data:image/svg+xml,'.length))
}

describe('the ready-made networks carry their marks', () => {
  it.each(entries)('%s has an inline image that the network schema and the image-safety check accept', (_name, network) => {
    const imageUrl = network.assets?.imageUrl ?? ''
    expect(isSafeImageUrl(imageUrl)).toBe(true)
    expect(is(network, networkSchema)).toBe(true)
    // One SVG element that asks for nothing: no script, no link, no outside address.
    const svg = svgOf(imageUrl)
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[-\d,]+'>.*<\/svg>$/)
    expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/script|href|url\(|https?:|<image|<foreignObject|on\w+=/i)
  })

  it('gives each mainnet its own mark, and each testnet the mark of a mainnet of its namespace', () => {
    const mainnets = entries.filter(([, network]) => !network.testnet).map(([, network]) => network)
    const marks = mainnets.map((network) => network.assets?.imageUrl)
    expect(new Set(marks).size).toBe(mainnets.length)
    for (const [name, testnet] of entries.filter(([, network]) => network.testnet === true)) {
      const mainnet = mainnets.find((network) => network.assets?.imageUrl === testnet.assets?.imageUrl)
      expect(mainnet?.chainNamespace, name).toBe(testnet.chainNamespace)
    }
  })

  it('keep the marks as they are through createPortico, and a site that gives its own image keeps its own', async () => {
    const ownImage = 'https://images.example.com/our-ethereum.png'
    const ownMainnet = { ...networks.mainnet, assets: { imageUrl: ownImage } }
    const client = createPortico({
      projectId: 'portico-test',
      networks: [ownMainnet, networks.base, networks.solana],
      adapters: [],
      platform: createMemoryPlatform(),
    })
    await client.ready
    const images = getNetwork(client).networks.map((network) => network.assets?.imageUrl)
    expect(images).toEqual([ownImage, networks.base.assets?.imageUrl, networks.solana.assets?.imageUrl])
    client.destroy()
  })
})
