import { describe, expect, it } from 'vitest'
import type { Features } from '../options/porticoOptions.js'
import type { PorticoPlugin } from '../plugins/porticoPlugin.js'
import { json, scriptedServices } from '../services/services.testkit.js'
import { createMockEmbeddedPlugin } from '../../testing/createMockEmbeddedPlugin.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { createMockChainAdapter } from '../../testing/mockChainAdapter.js'
import { createScriptedAnswers } from '../../testing/mockWalletScript.js'
import { getFeatures, watchFeatures, type GetFeaturesReturnType } from './getFeatures.js'

const embedded = () => createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })

/** A client with these local features, plug-ins and remote configuration entries, once started. */
async function featuresOf(local: Features | undefined, plugins: readonly PorticoPlugin[], remote?: readonly unknown[]) {
  const services = scriptedServices(remote ? { 'GET /appkit/v1/config': json(200, { features: remote }) } : {})
  const { client } = createTestClient({ ...(local ? { features: local } : {}), plugins, platform: { fetch: services.fetch } })
  const before = getFeatures(client)
  await client.ready
  return { before, after: getFeatures(client) }
}

describe('getFeatures / watchFeatures', () => {
  it('reads the local features, then calls back once with the remote ones when start-up puts them in force', async () => {
    const services = scriptedServices({ 'GET /appkit/v1/config': json(200, { features: [{ id: 'activity', isEnabled: false }] }) })
    const { client } = createTestClient({ features: { activity: true }, platform: { fetch: services.fetch } })
    expect(getFeatures(client)).toMatchObject({ source: 'local', features: { activity: true } })
    const seen: GetFeaturesReturnType[] = []
    const stop = watchFeatures(client, (features) => seen.push(features))
    await client.ready
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ source: 'remote', features: { activity: false }, requested: { activity: false } })
    // The same content reads equal: no call back for a change elsewhere.
    client.controllers.alerts.close()
    expect(seen).toHaveLength(1)
    stop()
  })

  it('does not call back when the remote configuration asks for what was in force already, beyond the source', async () => {
    const services = scriptedServices({ 'GET /appkit/v1/config': json(200, { features: [{ id: 'swaps', isEnabled: true }] }) })
    const { client } = createTestClient({ platform: { fetch: services.fetch } })
    const first = getFeatures(client)
    const seen: GetFeaturesReturnType[] = []
    const stop = watchFeatures(client, (features) => seen.push(features))
    await client.ready
    // Swaps was asked for, but nothing provides it: the features in force are the same object.
    expect(seen).toHaveLength(1)
    expect(seen[0]?.source).toBe('remote')
    expect(seen[0]?.features).toBe(first.features)
    expect(seen[0]?.missing).toEqual(['email', 'socials', 'swaps'])
    stop()
  })
})

describe('the features in force: requested (local, then remote) AND provided', () => {
  it('e-mail and socials: on by default with the embedded plug-in, off without it', async () => {
    const withPlugin = await featuresOf(undefined, [embedded()])
    expect(withPlugin.before.features).toMatchObject({ email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] })
    expect(withPlugin.before.missing).toEqual([])
    const without = await featuresOf(undefined, [])
    expect(without.before.features).toMatchObject({ email: false, socials: [] })
    expect(without.before.requested).toMatchObject({ email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] })
    expect(without.before.missing).toEqual(['email', 'socials'])
  })

  it('the features nothing provides (swaps, onramp, send, receive, pay with exchange, payments) are off by default and stay off when asked for', async () => {
    const defaults = await featuresOf(undefined, [embedded()])
    expect(defaults.after.features).toMatchObject({ swaps: false, onramp: false, send: false, receive: false, payWithExchange: false, payments: false })
    const asked = await featuresOf({ swaps: true, onramp: true, send: true, receive: true, payWithExchange: true, payments: true }, [embedded()])
    expect(asked.after.requested).toMatchObject({ swaps: true, onramp: true, send: true, receive: true, payWithExchange: true, payments: true })
    expect(asked.after.features).toMatchObject({ swaps: false, onramp: false, send: false, receive: false, payWithExchange: false, payments: false })
    expect(asked.after.missing).toEqual(['swaps', 'onramp', 'send', 'receive', 'payWithExchange', 'payments'])
  })

  it('a plug-in that declares a feature puts it in force when it is asked for, not otherwise', async () => {
    const swapsPlugin: PorticoPlugin = { connectors: { ...embedded().connectors, id: 'swapper' }, provides: ['swaps'] }
    expect((await featuresOf({ swaps: true }, [swapsPlugin])).after.features.swaps).toBe(true)
    expect((await featuresOf({ swaps: false }, [swapsPlugin])).after.features.swaps).toBe(false)
    expect((await featuresOf(undefined, [swapsPlugin])).after.features.swaps).toBe(false)
    // A chain adapter may declare it as well as a connector source.
    const chain = createMockChainAdapter({ namespace: 'solana', answers: createScriptedAnswers(), balanceOf: () => undefined })
    expect((await featuresOf({ swaps: true }, [{ chain, provides: ['swaps'] }])).after.features.swaps).toBe(true)
  })

  it('the remote configuration decides what is asked for; the plug-ins still decide what can be on', async () => {
    const socialOnly = [{ id: 'social_login', isEnabled: true, config: ['github'] }]
    // Local asks for none, remote for social login: on with the plug-in, off without it.
    const provided = await featuresOf({ email: false, socials: false }, [embedded()], socialOnly)
    expect(provided.before.features).toMatchObject({ email: false, socials: [] })
    expect(provided.after).toMatchObject({ source: 'remote', features: { email: false, socials: ['github'] }, missing: [] })
    const unprovided = await featuresOf({ email: false, socials: false }, [], socialOnly)
    expect(unprovided.after).toMatchObject({ source: 'remote', requested: { socials: ['github'] }, features: { socials: [] }, missing: ['socials'] })
    // Local asks for e-mail, remote turns social login off: off even with the plug-in.
    const off = await featuresOf({ email: true }, [embedded()], [{ id: 'social_login', isEnabled: false }])
    expect(off.before.features.email).toBe(true)
    expect(off.after.features).toMatchObject({ email: false, socials: [] })
    expect(off.after.missing).toEqual([])
  })

  it('basic mode turns every gated feature off from the start, before any remote configuration', async () => {
    const services = scriptedServices({ 'GET /appkit/v1/config': 'hang' })
    const { client } = createTestClient({ basic: true, plugins: [embedded()], platform: { fetch: services.fetch } })
    expect(getFeatures(client)).toMatchObject({ source: 'local', features: { email: false, socials: [], activity: false }, missing: [] })
    client.destroy()
  })
})
