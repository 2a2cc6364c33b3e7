import { describe, expect, it } from 'vitest'
import { storedImageSchema } from '../../../kernel/images/storedImage.js'
import { isSafeStoreLink } from '../storeLink.js'
import { formatNativeLink, formatUniversalLink, isSafeWalletBase } from '../../pairing/walletLinks.js'
import { readWalletPage } from '../services/walletListingSchema.js'
import { bundledWalletImage } from './bundledWalletImage.js'
import { bundledWalletPage } from './bundledWalletPage.js'
import { BUNDLED_WALLETS } from './bundledWallets.js'

const everything = { page: 1, entries: 100 }

describe('bundledWalletPage', () => {
  it('answers as the registry would: pages, count, include, exclude, chains and a search without case', () => {
    const all = bundledWalletPage(everything)
    expect(all.count).toBe(all.data.length)
    const [first, second] = all.data
    expect(bundledWalletPage({ page: 2, entries: 1 }).data.map((wallet) => wallet.id)).toEqual([second?.id])
    expect(bundledWalletPage({ ...everything, include: [second?.id ?? ''] }).data).toEqual([second])
    expect(bundledWalletPage({ ...everything, exclude: [first?.id ?? ''] }).data.map((wallet) => wallet.id)).not.toContain(first?.id)
    expect(bundledWalletPage({ ...everything, search: 'RAIN' }).data.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    // A site on bitcoin only gets the wallets that pair on bip122; one on a namespace none serves gets none.
    const bitcoin = bundledWalletPage({ ...everything, chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(bitcoin.data.length).toBeGreaterThan(0)
    expect(bitcoin.data.length).toBeLessThan(all.data.length)
    expect(bundledWalletPage({ ...everything, chains: ['stacks:1'] })).toEqual({ data: [], count: 0, dropped: 0 })
  })

  it('gives listings the registry schema keeps whole, with links the pairing and store helpers accept', () => {
    const page = bundledWalletPage(everything)
    expect(readWalletPage({ data: page.data, count: page.count })).toEqual(page)
    for (const wallet of page.data) {
      expect(isSafeWalletBase(wallet.mobile_link)).toBe(true)
      const link = wallet.mobile_link ?? ''
      expect(link.startsWith('https:') ? formatUniversalLink(link, 'wc:x@2') : formatNativeLink(link, 'wc:x@2')).toMatch(/wc\?uri=wc%3Ax%402$/)
      for (const store of [wallet.app_store, wallet.play_store, wallet.chrome_store, wallet.homepage]) if (store) expect(isSafeStoreLink(store)).toBe(true)
    }
  })
})

describe('bundled icons', () => {
  it('are images the image cache accepts (their source and licence: icons/NOTICE.md)', async () => {
    for (const wallet of BUNDLED_WALLETS) {
      const image = await bundledWalletImage(`portico-bundled-${wallet.icon}`)
      expect(storedImageSchema.is(image)).toBe(true)
    }
    expect(await bundledWalletImage('portico-bundled-toString')).toBeUndefined()
    expect(await bundledWalletImage('c57ca95b')).toBeUndefined()
  })
})
