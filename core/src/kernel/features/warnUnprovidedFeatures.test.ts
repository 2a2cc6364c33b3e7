import { describe, expect, it, vi } from 'vitest'
import { getFeatures } from './getFeatures.js'
import { createMemoryPlatform } from '../platform/memoryPlatform.js'
import { createMemoryServices } from '../../testing/memoryServices.js'
import { createMockEmbeddedPlugin } from '../../testing/createMockEmbeddedPlugin.js'
import { createTestClient, type TestClientOptions } from '../../testing/createTestClient.js'

const embedded = () => createMockEmbeddedPlugin({ accounts: { eip155: { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', chainId: 31337 } } })

/** The console warnings and logged warnings a new client gives about features, once started. */
async function warningsOf(options: TestClientOptions) {
  const { client, platform } = createTestClient(options)
  await client.ready
  // The warning's code loads by import(): let it arrive.
  await vi.dynamicImportSettled()
  const mentions = (value: unknown) => String(value).includes('switched on but stay off')
  const consoleWarnings = platform.console.entries.filter((entry) => entry.level === 'warn' && mentions(entry.args[0])).map((entry) => String(entry.args[0]))
  const logged = client.logger.getLogs().filter((entry) => entry.level === 'warn' && mentions(entry.message))
  return { client, consoleWarnings, logged }
}

describe('the warning about features switched on that nothing provides', () => {
  it('names the embedded wallet for e-mail and socials, once, on the console while debug is on', async () => {
    const { client, consoleWarnings } = await warningsOf({ features: { email: true, socials: ['google'], swaps: true } })
    expect(consoleWarnings).toEqual([
      [
        'Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:',
        '- email, socials: add createEmbeddedWallet() from @portico/adapter-embedded to `adapters`',
        '- swaps: no Portico package provides it yet',
      ].join('\n'),
    ])
    // Read after start-up: the remote configuration arriving did not repeat it.
    expect(client.isReady()).toBe(true)
  })

  it('says nothing for defaults, for what is provided, for what is off, or in basic mode', async () => {
    expect((await warningsOf({})).consoleWarnings).toEqual([])
    expect((await warningsOf({ features: { email: true, socials: ['x'] }, plugins: [embedded()] })).consoleWarnings).toEqual([])
    expect((await warningsOf({ features: { email: false, socials: false, swaps: false } })).consoleWarnings).toEqual([])
    expect((await warningsOf({ basic: true, features: { swaps: true, email: true } })).consoleWarnings).toEqual([])
  })

  it('with debug off (production) it only goes to the log, at level warn', async () => {
    const quiet = await warningsOf({ debug: false, features: { onramp: true } })
    expect(quiet.consoleWarnings).toEqual([])
    const logged = await warningsOf({ debug: false, logLevel: 'warn', features: { onramp: true } })
    expect(logged.logged.map((entry) => entry.message)).toEqual([
      'Portico: these features are switched on but stay off, because no plug-in in `adapters` provides them:\n- onramp: no Portico package provides it yet',
    ])
  })

  it('a console that throws loses the warning, never the client', async () => {
    const platform = createMemoryPlatform({ fetch: createMemoryServices().fetch })
    platform.console.warn = () => {
      throw new Error('console is broken')
    }
    const { client } = createTestClient({ features: { swaps: true }, reusePlatform: platform })
    await client.ready
    await vi.dynamicImportSettled()
    expect(getFeatures(client).missing).toEqual(['email', 'socials', 'swaps'])
  })
})
