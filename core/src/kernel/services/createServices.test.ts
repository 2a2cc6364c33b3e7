import { describe, expect, it } from 'vitest'
import {
  connect,
  disconnect,
  fetchActivity,
  fetchCatalogue,
  fetchIdentity,
  fetchTokenBalances,
  getBalance,
  getFeatures,
  getTokenBalances,
  refreshBalance,
  registerAccountName,
  registryImageQuery,
  sendTransaction,
  signMessage,
} from '../../exports/index.js'
import { createMockEmbeddedPlugin } from '../../testing/createMockEmbeddedPlugin.js'
import { BETA_WALLET, createTestClient, MEMORY_SERVICE_URLS } from '../../testing/createTestClient.js'
import { storedImageSchema } from '../images/storedImage.js'
import { ServiceNotConfiguredError } from './ServiceNotConfiguredError.js'

const HINT = /no outside service is contacted unless you set its URL/

/** A site that sets no service, with the embedded wallet (e-mail and social login, which ask for the origin check). */
function siteWithoutServices() {
  const embedded = createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })
  return createTestClient({ services: {}, logLevel: 'debug', plugins: [embedded] })
}

describe('a client with no services set', () => {
  it('makes no HTTP request and sends no beacon through start-up, connect, sign, send, balances, catalogue and disconnect', async () => {
    const { client, platform } = siteWithoutServices()
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    await signMessage(client, { message: 'hello' })
    await sendTransaction(client, { to: BETA_WALLET.address, value: 10n ** 15n })
    await refreshBalance(client)
    await fetchTokenBalances(client)
    await fetchIdentity(client)
    await fetchActivity(client)
    await fetchCatalogue(client, { kind: 'recommended' })
    await fetchCatalogue(client, { kind: 'search', search: 'rain' })
    await expect(registerAccountName(client, { name: 'visitor' })).rejects.toBeInstanceOf(ServiceNotConfiguredError)
    // The analytics sender would be due by now, and the page hides.
    await platform.clock.advanceAsync(60_000)
    platform.environment.hide()
    await disconnect(client)
    await platform.clock.advanceAsync(60_000)

    expect(platform.fetches).toEqual([])
    expect(platform.beacons).toEqual([])
    expect(client.controllers.alerts.getSnapshot().alert).toBeUndefined()
  })

  it('still reads the native balance from the chain, as the token list too', async () => {
    const { client } = siteWithoutServices()
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    await refreshBalance(client)
    await fetchTokenBalances(client)
    expect(getBalance(client)).toMatchObject({ balance: '10000.0', symbol: 'ETH' })
    const { balances, error } = getTokenBalances(client)
    expect(error).toBeUndefined()
    expect(balances).toEqual([expect.objectContaining({ symbol: 'ETH', address: undefined, quantity: { decimals: '18', numeric: '10000.0' } })])
  })

  it('offers the bundled pairing wallets, their icons from the bundle', async () => {
    const { client } = siteWithoutServices()
    const page = await fetchCatalogue(client, { kind: 'recommended' })
    expect(page?.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'OKX Wallet'])
    expect(page?.count).toBeGreaterThan(4)
    const icon = page?.data[0]?.image_id
    const query = icon ? registryImageQuery(client, icon) : undefined
    const image = query ? await client.queries.fetch(query) : undefined
    expect(image?.type).toBe('image/svg+xml')
    expect(storedImageSchema.is(image)).toBe(true)
    // Any other image would need the registry: there is no query for it at all.
    expect(registryImageQuery(client, 'portico-devnet-network-31337', 'asset')).toBeUndefined()
  })

  it('reports what is missing in getFeatures, with the option to set, and turns off the features that cannot answer', async () => {
    const { client } = siteWithoutServices()
    await client.ready
    const { features, missingServices } = getFeatures(client)
    expect(missingServices).toContainEqual({ feature: 'walletRegistry', option: 'services.apiUrl' })
    expect(missingServices).toContainEqual({ feature: 'analytics', option: 'services.analyticsUrl' })
    expect(missingServices).toContainEqual({ feature: 'activity', option: 'services.blockchainApiUrl' })
    expect(features).toMatchObject({ activity: false, analytics: false, email: true })
  })

  it('says so once, in one debug-level hint that names every option, never as an error or a warning', async () => {
    const { client, platform } = siteWithoutServices()
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    await fetchTokenBalances(client)
    await fetchActivity(client)
    await fetchIdentity(client)
    const hints = client.logger.getLogs().filter((entry) => HINT.test(entry.message))
    expect(hints).toHaveLength(1)
    expect(hints[0]?.level).toBe('debug')
    for (const option of ['services.apiUrl', 'services.analyticsUrl', 'services.blockchainApiUrl']) expect(hints[0]?.message).toContain(option)
    expect(client.logger.getLogs().filter((entry) => entry.level === 'error' || entry.level === 'warn')).toEqual([])
    expect([...platform.console.entriesOf('error'), ...platform.console.entriesOf('warn')]).toEqual([])
  })

  it('gives no hint and reports nothing missing when every service is set', async () => {
    const { client } = createTestClient({ services: MEMORY_SERVICE_URLS, logLevel: 'debug' })
    await client.ready
    expect(getFeatures(client).missingServices).toEqual([])
    expect(client.logger.getLogs().filter((entry) => HINT.test(entry.message))).toEqual([])
  })
})
