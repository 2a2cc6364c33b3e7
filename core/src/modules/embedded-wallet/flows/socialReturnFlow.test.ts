import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import type { MemoryPlatform } from '../../../kernel/platform/memoryPlatform.js'
import { createMemoryStorage } from '../../../kernel/platform/memoryStorage.js'
import { SOCIAL_LOGIN_START_KEY } from './socialLoginStart.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { completeSocialReturn, socialResultUriFrom } from './socialReturnFlow.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SECURE = 'https://secure.portico.test'
const SITE = 'https://shop.example/checkout?item=7'
const RESULT = `${SECURE}/social/done?code=abc123`

/** The one-time state of the login this tab started (see miniAppSocialLogin.test.ts for the start itself). */
const STATE = 'state-of-this-tab-0123456789'

/**
 * A site whose page address carries `result_uri=<value>` (undefined: no parameter at all) and the
 * state of a social login this tab started a minute before.
 */
async function start(value: string | undefined, options: { socials?: false; embedded?: boolean } = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const url = value === undefined ? SITE : `${SITE}&result_uri=${encodeURIComponent(value)}&portico_social_state=${STATE}`
  const sessionStorage = createMemoryStorage({ [SOCIAL_LOGIN_START_KEY]: JSON.stringify({ state: STATE, provider: 'github', at: 0 }) })
  const test = createTestClient({
    logLevel: 'warn',
    ...(options.socials === false ? { features: { socials: false } } : {}),
    ...(options.embedded === false ? {} : { plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] }),
    platform: { now: 60_000, environment: { url }, sessionStorage },
  })
  await test.client.ready
  return { ...test, embedded }
}
const href = (platform: MemoryPlatform) => (platform.environment as { href(): string }).href()
const socialCalls = (embedded: ReturnType<typeof createMockEmbeddedSource>) => embedded.login.calls.filter((call) => call.startsWith('connectSocial:'))

describe('the mini-app social-login return (SPEC.md section 2: result_uri)', () => {
  it('at start-up, reads result_uri from the page address, removes it (the rest of the address kept) and completes the login', async () => {
    const { client, platform, embedded } = await start(RESULT)
    await expect.poll(() => getEmbeddedWallet(client).isConnected).toBe(true)
    expect(socialCalls(embedded)).toEqual([`connectSocial:${RESULT}`])
    expect(href(platform)).toBe(SITE)
  })

  it('a page address without it: nothing asked of the frame, the address untouched', async () => {
    const { client, platform, embedded } = await start(undefined)
    await expect(completeSocialReturn(client)).resolves.toBeUndefined()
    expect(embedded.login.calls).toEqual([])
    expect(href(platform)).toBe(SITE)
  })

  it.each([
    ['another origin', 'https://evil.example/social/done?code=abc123'],
    ['a look-alike host', 'https://secure.portico.test.evil.example/social/done'],
    ['another port', 'https://secure.portico.test:8443/social/done'],
    ['plain http', 'http://secure.portico.test/social/done'],
    ['credentials', 'https://visitor:secret@secure.portico.test/social/done'],
    ['javascript:', 'javascript:alert(1)//https://secure.portico.test/'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', '/social/done?code=abc123'],
    ['a protocol-relative address', '//secure.portico.test/social/done'],
    ['malformed', 'https://'],
    ['empty', ''],
    ['too long', `${SECURE}/social/done?code=${'a'.repeat(5000)}`],
  ])('%s: ignored with a warning, still removed from the address, nothing connected', async (_label, value) => {
    const { client, platform, embedded } = await start(value)
    // The start-up run handled it: warned, asked the frame nothing.
    await expect
      .poll(() => client.logger.getLogs().some((entry) => entry.level === 'warn' && entry.message.includes('not an address of the secure login site')))
      .toBe(true)
    await expect(completeSocialReturn(client)).resolves.toBeUndefined()
    expect(socialCalls(embedded)).toEqual([])
    expect(getEmbeddedWallet(client).isConnected).toBe(false)
    expect(href(platform)).toBe(SITE)
  })

  it('repeated: once removed, a second run (or a second client on the page) finds nothing; a login already connected is not replaced', async () => {
    const { client, embedded } = await start(RESULT)
    await expect.poll(() => getEmbeddedWallet(client).isConnected).toBe(true)
    await expect(completeSocialReturn(client)).resolves.toBeUndefined()
    expect(socialCalls(embedded)).toHaveLength(1)

    const again = await start(RESULT)
    await expect.poll(() => getEmbeddedWallet(again.client).isConnected).toBe(true)
    ;(again.platform.environment as { update(changes: { url: string }): void }).update({ url: `${SITE}&result_uri=${encodeURIComponent(RESULT)}` })
    await expect(completeSocialReturn(again.client)).resolves.toBeUndefined()
    expect(socialCalls(again.embedded)).toHaveLength(1)
    expect(href(again.platform)).toBe(SITE)
  })

  it('with social login off, it is removed and ignored; a site without the embedded wallet leaves its address alone', async () => {
    const off = await start(RESULT, { socials: false })
    await expect(completeSocialReturn(off.client)).resolves.toBeUndefined()
    expect(href(off.platform)).toBe(SITE)
    expect(socialCalls(off.embedded)).toEqual([])

    const bare = await start(RESULT, { embedded: false })
    await expect(completeSocialReturn(bare.client)).resolves.toBeUndefined()
    expect(href(bare.platform)).toContain('result_uri=')
  })
})

describe('socialResultUriFrom', () => {
  it('accepts only addresses on the exact secure origin, normalised', () => {
    expect(socialResultUriFrom(RESULT, SECURE)).toBe(RESULT)
    expect(socialResultUriFrom('HTTPS://SECURE.portico.test:443/social/done', SECURE)).toBe(`${SECURE}/social/done`)
    expect(socialResultUriFrom('http://127.0.0.1:4601/social/done?code=1', 'http://127.0.0.1:4601')).toBe('http://127.0.0.1:4601/social/done?code=1')
    expect(socialResultUriFrom('http://127.0.0.1:4602/social/done', 'http://127.0.0.1:4601')).toBeUndefined()
  })

  it('property: whatever the input, a result it returns is an http(s) address on the secure origin without credentials', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]+/, SECURE)),
      fc.tuple(fc.constantFrom('javascript:', 'data:', 'vbscript:', 'file:', 'https://', 'http://', '//'), fc.string()).map(([scheme, rest]) => scheme + rest),
    )
    fc.assert(
      fc.property(hostile, (raw) => {
        const result = socialResultUriFrom(raw, SECURE)
        if (result === undefined) return
        const url = parseWhatwgUrl(result)
        expect(`${url?.protocol}//${url?.host}`).toBe(SECURE)
        expect(`${url?.username}${url?.password}`).toBe('')
      }),
    )
  })
})
