import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createMemoryPlatform } from '../platform/memoryPlatform.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { createMockAdapter } from '../../testing/createMockAdapter.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../testing/testNetworks.js'
import { resolveOptions } from './resolveOptions.js'
import { InvalidOptionsError } from './InvalidOptionsError.js'

const environment = createMemoryPlatform({
  environment: { origin: 'https://shop.example', title: 'Shop', description: 'A shop', icon: 'https://shop.example/icon.png' },
}).environment

const base = { projectId: 'p1', networks: [testEvmMainnet] }

function errorOf(input: unknown): unknown {
  try {
    resolveOptions(input, environment)
  } catch (error) {
    return error
  }
  throw new Error('expected resolveOptions to throw')
}

describe('resolveOptions', () => {
  it('refuses a missing or blank project id with APKT008 Project ID Missing', () => {
    for (const projectId of [undefined, '', '   ']) {
      const error = errorOf({ ...base, projectId }) as { code: string; shortMessage: string }
      expect(error.code).toBe('APKT008')
      expect(error.shortMessage).toBe('Project ID Missing')
    }
  })

  it('refuses siweConfig together with siwx, verbatim', () => {
    const error = errorOf({ ...base, siwx: {}, siweConfig: {} }) as Error
    expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it('fills the defaults of SPEC section 6 and the metadata from the page', () => {
    const options = resolveOptions(base, environment)
    expect(options.metadata).toEqual({
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: ['https://shop.example/icon.png'],
    })
    expect(options.debug).toBe(true)
    expect(options.enableWalletGuide).toBe(true)
    expect(options.enableWallets).toBe(true)
    expect(options.enableEIP6963).toBe(true)
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.enableReconnect).toBe(true)
    expect(options.enableAuthLogger).toBe(true)
    expect(options.enableMobileFullScreen).toBe(false)
    expect(options.features.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(options.defaultNetwork).toBe(testEvmMainnet)
    expect(options.defaultAccountTypes.bip122).toBe('payment')
    expect(options.defaultAccountTypes.eip155).toBe('eoa')
    expect(options.logLevel).toBe('error')
  })

  it('turns a default off only when set to false, and mobile full screen on only when true', () => {
    const options = resolveOptions(
      { ...base, debug: false, enableReconnect: false, enableMobileFullScreen: true, features: { socials: false } },
      environment,
    )
    expect(options.debug).toBe(false)
    expect(options.enableReconnect).toBe(false)
    expect(options.enableMobileFullScreen).toBe(true)
    expect(options.features.socials).toEqual([])
    expect(options.features.email).toBe(true)
  })

  it.each(['debug', 'enableWalletGuide', 'enableWallets', 'enableEIP6963', 'enableNetworkSwitch', 'enableReconnect', 'enableAuthLogger'] as const)(
    '%s is on unless set false (SPEC section 6)',
    (key) => {
      expect(resolveOptions(base, environment)[key]).toBe(true)
      expect(resolveOptions({ ...base, [key]: undefined }, environment)[key]).toBe(true)
      expect(resolveOptions({ ...base, [key]: true }, environment)[key]).toBe(true)
      expect(resolveOptions({ ...base, [key]: false }, environment)[key]).toBe(false)
    },
  )

  it('enableMobileFullScreen is on only when set true (SPEC section 6)', () => {
    expect(resolveOptions(base, environment).enableMobileFullScreen).toBe(false)
    expect(resolveOptions({ ...base, enableMobileFullScreen: undefined }, environment).enableMobileFullScreen).toBe(false)
    expect(resolveOptions({ ...base, enableMobileFullScreen: false }, environment).enableMobileFullScreen).toBe(false)
    expect(resolveOptions({ ...base, enableMobileFullScreen: true }, environment).enableMobileFullScreen).toBe(true)
  })

  it('passes the featured, included and excluded wallet ids through, with their defaults', () => {
    const defaults = resolveOptions(base, environment)
    expect(defaults.featuredWalletIds).toEqual([])
    expect(defaults.includeWalletIds).toBeUndefined()
    expect(defaults.excludeWalletIds).toEqual([])
    const given = resolveOptions(
      { ...base, featuredWalletIds: ['b', 'a'], includeWalletIds: ['a', 'c'], excludeWalletIds: ['d'] },
      environment,
    )
    expect(given.featuredWalletIds).toEqual(['b', 'a'])
    expect(given.includeWalletIds).toEqual(['a', 'c'])
    expect(given.excludeWalletIds).toEqual(['d'])
    expect(resolveOptions({ ...base, includeWalletIds: [] }, environment).includeWalletIds).toEqual([])
    expect(errorOf({ ...base, excludeWalletIds: [''] })).toMatchObject({ path: 'excludeWalletIds.0' })
  })

  it('names the first invalid option, including unknown keys', () => {
    expect(errorOf({ ...base, enableReconect: true })).toMatchObject({ path: 'enableReconect' })
    expect(errorOf({ ...base, networks: [] })).toMatchObject({ path: 'networks' })
    expect(errorOf({ ...base, features: { socials: ['myspace'] } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, themeMode: 'sepia' })).toMatchObject({ path: 'themeMode' })
  })

  it('refuses a network whose caipNetworkId does not match its namespace and id', () => {
    const error = errorOf({ ...base, networks: [{ ...testEvmMainnet, caipNetworkId: 'eip155:1' }] })
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect((error as Error).message).toMatch(/does not match eip155:31337/)
  })

  it('refuses RPC URLs that are not http(s) and icons that are not images', () => {
    const badRpc = { ...testEvmMainnet, rpcUrls: { default: { http: ['javascript:alert(1)'] } } }
    expect(errorOf({ ...base, networks: [badRpc] })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, metadata: { icons: ['javascript:alert(1)'] } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, termsConditionsUrl: 'javascript:alert(1)' })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, walletGuideUrl: 'javascript:alert(1)' })).toMatchObject({ path: 'walletGuideUrl' })
    expect(resolveOptions({ ...base, walletGuideUrl: 'https://example.com/guide' }, environment).walletGuideUrl).toBe(
      'https://example.com/guide',
    )
  })

  it('refuses theme variables that could escape their CSS declaration', () => {
    for (const accent of ['red;} body{display:none', 'url(https://evil.example/x)', '</style>']) {
      expect(errorOf({ ...base, themeVariables: { accent } })).toMatchObject({ path: 'themeVariables.accent' })
    }
    expect(resolveOptions({ ...base, themeVariables: { accent: '#47a1ff', borderRadius: '8px' } }, environment).themeVariables)
      .toEqual({ accent: '#47a1ff', borderRadius: '8px' })
  })

  it('refuses a default network that is not one of the networks', () => {
    expect(errorOf({ ...base, defaultNetwork: testEvmSecond })).toMatchObject({ path: 'defaultNetwork' })
    expect(resolveOptions({ ...base, networks: [testEvmMainnet, testEvmSecond], defaultNetwork: testEvmSecond }, environment).defaultNetwork)
      .toBe(testEvmSecond)
  })

  it('refuses two chain adapters for one namespace, and two connector sources with one id', () => {
    const a = createMockAdapter({ wallets: [] })
    const b = createMockAdapter({ wallets: [] })
    expect(errorOf({ ...base, adapters: [{ chain: a.chain }, { chain: b.chain }] })).toMatchObject({ path: 'adapters' })
    expect(errorOf({ ...base, adapters: [{ connectors: a.connectors }, { connectors: b.connectors }] })).toMatchObject({ path: 'adapters' })
    const solana = createMockAdapter({ namespace: 'solana', wallets: [] })
    expect(resolveOptions({ ...base, adapters: [a, solana] }, environment).adapters).toEqual([a, solana])
  })

  it('refuses a chain adapter without a namespace, a plug-in with no role, and a source that serves no namespace', () => {
    const { chain, connectors } = createMockAdapter({ wallets: [] })
    const messageOf = (adapters: unknown[]) => (errorOf({ ...base, adapters }) as Error).message
    expect(messageOf([{ chain: { ...chain, namespace: undefined } }])).toMatch(/The adapter must have a namespace/)
    expect(messageOf([{}])).toMatch(/a plug-in needs a chain adapter, a connector source, modules, or several of them/)
    expect(messageOf([{ connectors: { ...connectors, namespaces: [] } }])).toMatch(/must declare the namespaces it serves/)
    expect(messageOf([{ connectors: { ...connectors, namespaces: ['nowhere'] } }])).toMatch(/must declare the namespaces it serves/)
  })

  it("checks a plug-in's provides: a list of the features a plug-in provides, nothing else", () => {
    const { connectors } = createMockAdapter({ wallets: [] })
    const messageOf = (provides: unknown) => (errorOf({ ...base, adapters: [{ connectors, provides }] }) as Error).message
    expect(resolveOptions({ ...base, adapters: [{ connectors, provides: ['email', 'socials'] }] }, environment).adapters[0]?.provides).toEqual(['email', 'socials'])
    expect(messageOf(['activity'])).toMatch(/provides names "activity", which is not a feature a plug-in provides/)
    expect(messageOf(['__proto__'])).toMatch(/provides names "__proto__"/)
    expect(messageOf([{ toString: () => 'email' }])).toMatch(/provides names object/)
    expect(messageOf('email')).toMatch(/provides must be a list of features/)
    expect(messageOf(Array.from({ length: 9 }, () => 'email'))).toMatch(/provides must be a list of features/)
    // A plug-in whose provides cannot even be read is refused with a typed error.
    const hostile = {
      connectors,
      get provides(): never {
        throw new Error('no')
      },
    }
    expect(isPorticoError(errorOf({ ...base, adapters: [hostile] }))).toBe(true)
  })

  it('ignores duplicate network ids, keeping the first', () => {
    const copy = { ...testEvmMainnet, name: 'Copy' }
    const options = resolveOptions({ ...base, networks: [testEvmMainnet, testSolana, copy] }, environment)
    expect(options.networks.map((network) => network.name)).toEqual([testEvmMainnet.name, testSolana.name])
  })

  it('refuses hostile values that superstruct cannot print, with a typed error', () => {
    expect(errorOf({ ...base, metadata: { name: { toString: '' } } })).toBeInstanceOf(InvalidOptionsError)
  })

  it('throws only typed Portico errors, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withMap: true, withSet: true }), (input) => {
        try {
          resolveOptions(input, environment)
        } catch (error) {
          expect(isPorticoError(error)).toBe(true)
        }
      }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (extra) => {
        try {
          resolveOptions({ ...base, ...extra }, environment)
        } catch (error) {
          expect(isPorticoError(error)).toBe(true)
        }
      }),
    )
  })

  it('fills the services defaults (no service address, 10 s timeout, error reports on), telemetry on and basic off; a site overrides each', () => {
    const defaults = resolveOptions(base, environment)
    expect(defaults.services).toEqual({
      apiUrl: undefined,
      analyticsUrl: undefined,
      blockchainApiUrl: undefined,
      clientId: undefined,
      timeoutMs: 10_000,
      errorReports: true,
    })
    expect([defaults.telemetry, defaults.basic]).toEqual([true, false])
    const given = resolveOptions(
      { ...base, services: { apiUrl: 'http://127.0.0.1:4000', clientId: 'c1', errorReports: false }, telemetry: false, basic: true },
      environment,
    )
    expect(given.services).toMatchObject({ apiUrl: 'http://127.0.0.1:4000', analyticsUrl: undefined, clientId: 'c1', errorReports: false })
    expect([given.telemetry, given.basic]).toEqual([false, true])
  })

  it('refuses services URLs that are not http(s), and unknown services keys', () => {
    expect(errorOf({ ...base, services: { apiUrl: 'javascript:alert(1)' } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, services: { analyticsUrl: 'file:///etc/passwd' } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, services: { blockchainApiUrl: 'data:text/html,x' } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, services: { timeoutMs: -1 } })).toBeInstanceOf(InvalidOptionsError)
    expect(errorOf({ ...base, services: { proxy: 'x' } })).toBeInstanceOf(InvalidOptionsError)
  })
})
