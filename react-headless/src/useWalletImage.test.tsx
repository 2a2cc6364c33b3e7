import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registryImageQuery } from '@portico/core'
import { createMemoryServices } from '@portico/core/testing'
import { setupPortico } from './testing/setupPortico.js'
import { useWalletImage } from './useWalletImage.js'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'

describe('useWalletImage', () => {
  it('gives a data URL of the registry image, asks once, and stores it under the wallet image cache', async () => {
    const services = createMemoryServices({ images: { 'img-1': { type: 'image/svg+xml', body: SVG } } })
    const { wrapper, platform } = await setupPortico({ platform: { fetch: services.fetch } })
    const { result } = renderHook(() => [useWalletImage('img-1'), useWalletImage('img-1')], { wrapper })
    await waitFor(() => expect(result.current[0]).toBe(`data:image/svg+xml;base64,${btoa(SVG)}`))
    expect(result.current[1]).toBe(result.current[0])
    expect(services.requests.filter((request) => request.path === '/getWalletImage/img-1')).toHaveLength(1)
    // The image cache writes what arrived within a second in one go.
    platform.clock.advance(1_000)
    expect(platform.storage.getItem('@portico/images/wallet')).toContain('img-1')
  })

  it('stays undefined for a missing image, an HTML body or an id that would leave the path', async () => {
    const services = createMemoryServices({ images: { html: { type: 'image/png', body: '<!doctype html><p>portal' } } })
    const { wrapper, client } = await setupPortico({ platform: { fetch: services.fetch } })
    client.logger.warn = () => undefined
    const { result } = renderHook(() => [useWalletImage('missing'), useWalletImage('html'), useWalletImage('../getWallets'), useWalletImage(null)], { wrapper })
    // Both fetches have failed for good (no data will come): what the hook gives now is final.
    for (const id of ['missing', 'html']) {
      const { key } = registryImageQuery(client, id)!
      await waitFor(() => expect(client.queries.get(key)).toMatchObject({ status: 'error', isFetching: false, data: undefined }))
    }
    expect(services.requests.filter((request) => request.path.includes('Image')).map((request) => request.path).sort()).toEqual(['/getWalletImage/html', '/getWalletImage/missing'])
    expect(result.current).toEqual([undefined, undefined, undefined, undefined])
  })
})
