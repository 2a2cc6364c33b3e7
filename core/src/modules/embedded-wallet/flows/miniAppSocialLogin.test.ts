import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import { getSocialProviders, hiddenSocialProviders } from '../actions/getSocialProviders.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { SocialLoginNotStartedError, SocialRedirectFailedError } from '../embeddedLoginErrors.js'
import type { MemoryEnvironmentOptions } from '../../../kernel/platform/memoryEnvironment.js'
import { createMemoryEnvironment } from '../../../kernel/platform/memoryEnvironment.js'
import { createMemoryStorage, createThrowingStorage, type MemoryStorage } from '../../../kernel/platform/memoryStorage.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { parseWhatwgUrl } from '../../../kernel/utils/whatwgUrl.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { socialProviderAddress, socialReturnAddress } from './miniAppSocialLogin.js'
import { openModal } from '../../modal/flows/openModal.js'
import { SOCIAL_LOGIN_START_KEY } from './socialLoginStart.js'
import { socialLoginFlow } from './socialLoginFlow.js'
import { completeSocialReturn } from './socialReturnFlow.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SITE = 'https://shop.example/checkout?item=7'
const START = 1_700_000_000_000

/** A site in the mini-app (or, with `environment`, elsewhere) with the embedded wallet and these socials. */
async function site(options: { environment?: Partial<MemoryEnvironmentOptions>; sessionStorage?: MemoryStorage; now?: number } = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = createTestClient({
    logLevel: 'warn',
    features: { socials: ['google', 'github', 'x', 'facebook', 'discord'] },
    plugins: [{ connectors: embedded, provides: ['email', 'socials'] }],
    platform: {
      now: options.now ?? START,
      environment: { url: SITE, isMiniApp: true, ...options.environment },
      ...(options.sessionStorage ? { sessionStorage: options.sessionStorage } : {}),
    },
  })
  await test.client.ready
  return { ...test, embedded }
}
const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
}
const top = (client: Awaited<ReturnType<typeof site>>['client']) => client.controllers.router.getSnapshot().history.at(-1)

/** Where the page was sent, and the address in it the secure site returns to. */
function leftFor(assigned: string | undefined) {
  const provider = parseWhatwgUrl(assigned ?? '')
  const back = parseWhatwgUrl(provider?.searchParams.get('return_uri') ?? '')
  return { provider, back, state: back?.searchParams.get('portico_social_state') ?? null }
}

/** The address the secure site sends the page back to: the return address with `result_uri`. */
function returned(back: { href: string } | undefined, result: string): string {
  const url = parseWhatwgUrl(back?.href ?? '')
  if (!url) throw new Error('no return address')
  url.searchParams.set('result_uri', result)
  return url.href
}

describe('the mini-app social login (SPEC.md section 2): the page leaves for the provider and comes back', () => {
  it('no popup: the social step shows, a one-time state is kept in session storage, the page leaves with where to come back', async () => {
    const { client, platform, embedded } = await site()
    openModal(client)
    const flow = socialLoginFlow(client, { provider: 'github' })
    const closed = expect(flow).rejects.toBeInstanceOf(ModalClosedError)
    expect(platform.popup.opened).toEqual([])
    expect(top(client)).toEqual({ view: 'EmailLogin', step: 'social', provider: 'github' })
    await flush()
    expect(platform.navigation.assigned).toHaveLength(1)
    const { provider, back, state } = leftFor(platform.navigation.assigned[0])
    expect(`${provider?.origin}${provider?.pathname}`).toBe(`${embedded.login.origin}/social`)
    expect(provider?.searchParams.get('provider')).toBe('github')
    expect(back?.href.startsWith('https://shop.example/checkout?item=7&portico_social_state=')).toBe(true)
    expect(state).toMatch(/^.{16,}$/)
    expect(JSON.parse(platform.sessionStorage.getItem(SOCIAL_LOGIN_START_KEY) ?? 'null')).toEqual({ state, provider: 'github', at: START })
    // Until the page has gone the flow waits; closing the modal ends it.
    closeModal(client)
    await closed
  })

  it('coming back with result_uri and the state: the login completes once, the address is cleaned, the start is used up', async () => {
    const first = await site()
    openModal(first.client)
    void socialLoginFlow(first.client, { provider: 'github' }).catch(() => undefined)
    await flush()
    const { back } = leftFor(first.platform.navigation.assigned[0])
    const result = `${first.embedded.login.origin}/social/done?code=abc123`
    const comeBack = returned(back, result)

    // The same tab loads the page again, on the return address.
    const again = await site({ environment: { url: comeBack }, sessionStorage: first.platform.sessionStorage, now: START + 45_000 })
    await expect.poll(() => getEmbeddedWallet(again.client).isConnected).toBe(true)
    expect(again.embedded.login.calls).toEqual([`connectSocial:${result}`])
    expect(again.platform.environment.href()).toBe(SITE)
    expect(again.platform.sessionStorage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()

    // The same address once more (a reload, a shared link): nothing started it now.
    const replay = await site({ environment: { url: comeBack }, sessionStorage: first.platform.sessionStorage, now: START + 50_000 })
    await expect.poll(() => replay.client.controllers.snackbar.getSnapshot().message).toBe('This sign-in was not started on this page')
    expect(replay.client.controllers.snackbar.getSnapshot()).toMatchObject({ variant: 'error', code: 'SOCIAL_LOGIN_NOT_STARTED' })
    expect(replay.client.controllers.modal.getSnapshot().open).toBe(true)
    expect(top(replay.client)).toEqual({ view: 'Connect' })
    expect(replay.embedded.login.calls).toEqual([])
    expect(replay.platform.environment.href()).toBe(SITE)
    expect(getEmbeddedWallet(replay.client).isConnected).toBe(false)
  })

  it.each([
    ['no start kept in this tab (a link from elsewhere)', { keep: false, state: 'same' as const, after: 1000 }],
    ['another state', { keep: true, state: 'other' as const, after: 1000 }],
    ['no state in the address', { keep: true, state: 'none' as const, after: 1000 }],
    ['started more than 10 minutes ago', { keep: true, state: 'same' as const, after: 10 * 60_000 + 1 }],
    ['started in the future (another clock)', { keep: true, state: 'same' as const, after: -61_000 }],
  ])("%s: refused with 'This sign-in was not started on this page', result_uri and state still removed", async (_label, { keep, state, after }) => {
    const sessionStorage = createMemoryStorage()
    const kept = 'k'.repeat(24)
    if (keep) sessionStorage.setItem(SOCIAL_LOGIN_START_KEY, JSON.stringify({ state: kept, provider: 'github', at: START }))
    const url = parseWhatwgUrl(SITE)
    if (!url) throw new Error('SITE is an address')
    url.searchParams.set('result_uri', 'https://secure.portico.test/social/done?code=abc123')
    if (state !== 'none') url.searchParams.set('portico_social_state', state === 'same' ? kept : 'z'.repeat(24))
    const returning = await site({ environment: { url: url.href }, sessionStorage, now: START + after })
    // The start-up run refused it.
    await expect.poll(() => returning.client.controllers.snackbar.getSnapshot().code).toBe('SOCIAL_LOGIN_NOT_STARTED')
    expect(returning.client.logger.getLogs().some((entry) => entry.level === 'warn' && entry.message.includes('did not start was refused'))).toBe(true)
    expect(returning.embedded.login.calls).toEqual([])
    expect(returning.platform.environment.href()).toBe(SITE)
    expect(sessionStorage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
  })

  it('the refusal is the typed error when the flow runs by hand', async () => {
    const sessionStorage = createMemoryStorage()
    const returning = await site({ sessionStorage })
    returning.platform.environment.update({ url: `${SITE}&result_uri=${encodeURIComponent('https://secure.portico.test/social/done?code=1')}&portico_social_state=${'q'.repeat(20)}` })
    await expect(completeSocialReturn(returning.client)).rejects.toBeInstanceOf(SocialLoginNotStartedError)
  })

  it('back without a result (the visitor left the provider): the state is removed and the start dropped, nothing shown', async () => {
    const sessionStorage = createMemoryStorage()
    sessionStorage.setItem(SOCIAL_LOGIN_START_KEY, JSON.stringify({ state: 's'.repeat(24), provider: 'github', at: START }))
    const returning = await site({ environment: { url: `${SITE}&portico_social_state=${'s'.repeat(24)}` }, sessionStorage })
    await expect.poll(() => returning.platform.environment.href()).toBe(SITE)
    expect(sessionStorage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
    expect(returning.client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it("cannot leave safely: 'Failed to initiate social connection', back to Connect with a toast, the page stays", async () => {
    // Session storage that refuses the state.
    const refusing = await site({ sessionStorage: createThrowingStorage() })
    openModal(refusing.client)
    await expect(socialLoginFlow(refusing.client, { provider: 'github' })).rejects.toBeInstanceOf(SocialRedirectFailedError)
    await expect(socialLoginFlow(refusing.client, { provider: 'github' })).rejects.toMatchObject({ shortMessage: 'Failed to initiate social connection' })
    expect(refusing.platform.navigation.assigned).toEqual([])
    expect(top(refusing.client)).toEqual({ view: 'Connect' })
    expect(refusing.client.controllers.snackbar.getSnapshot()).toMatchObject({ variant: 'error', code: 'SOCIAL_REDIRECT_FAILED' })

    // A frame that gives no web address.
    const hostile = await site()
    const steps = await hostile.embedded.session()
    for (const address of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'https://user:pw@secure.portico.test/social', `https://secure.portico.test/${'a'.repeat(9000)}`]) {
      steps.getSocialRedirectUri = async () => address
      openModal(hostile.client)
      await expect(socialLoginFlow(hostile.client, { provider: 'github' })).rejects.toBeInstanceOf(SocialRedirectFailedError)
    }
    expect(hostile.platform.navigation.assigned).toEqual([])
    expect(hostile.platform.sessionStorage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
  })

  it('the modal closed while the frame was answering: the page stays and no state is kept', async () => {
    const { client, platform, embedded } = await site()
    const steps = await embedded.session()
    let answer: (uri: string) => void = () => undefined
    steps.getSocialRedirectUri = () => new Promise((resolve) => (answer = resolve))
    openModal(client)
    const flow = socialLoginFlow(client, { provider: 'github' })
    await flush()
    closeModal(client)
    answer(`${embedded.login.origin}/social?provider=github`)
    await expect(flow).rejects.toBeInstanceOf(ModalClosedError)
    expect(platform.navigation.assigned).toEqual([])
    expect(platform.sessionStorage.getItem(SOCIAL_LOGIN_START_KEY)).toBeNull()
  })

  it('outside the mini-app the popup is used as before, and the page never leaves', async () => {
    const { client, platform } = await site({ environment: { isMiniApp: false } })
    openModal(client)
    void socialLoginFlow(client, { provider: 'github' }).catch(() => undefined)
    expect(platform.popup.opened).toHaveLength(1)
    await flush()
    expect(platform.navigation.assigned).toEqual([])
  })
})

describe('the providers a mini-app hides (SPEC.md section 5)', () => {
  it('google on iOS, x on a Mac, facebook and x on Android; none outside the mini-app', () => {
    const env = (facts: Partial<MemoryEnvironmentOptions>) => hiddenSocialProviders(createMemoryEnvironment({ isMiniApp: true, ...facts }))
    expect(env({ isIos: true })).toEqual(['google'])
    expect(env({ isMac: true })).toEqual(['x'])
    expect([...env({ isAndroid: true })].sort()).toEqual(['facebook', 'x'])
    expect(env({})).toEqual([])
    expect(hiddenSocialProviders(createMemoryEnvironment({ isMiniApp: false, isIos: true, isAndroid: true, isMac: true }))).toEqual([])
  })

  it('the list offered drops them in order, and starting one anyway is refused before anything happens', async () => {
    const android = await site({ environment: { isAndroid: true } })
    expect(getSocialProviders(android.client)).toEqual(['google', 'github', 'discord'])
    openModal(android.client)
    await expect(socialLoginFlow(android.client, { provider: 'x' })).rejects.toBeInstanceOf(SocialRedirectFailedError)
    expect(android.platform.navigation.assigned).toEqual([])
    expect(android.embedded.login.calls).toEqual([])
    const ios = await site({ environment: { isIos: true } })
    expect(getSocialProviders(ios.client)).toEqual(['github', 'x', 'facebook', 'discord'])
    const desktop = await site({ environment: { isMiniApp: false, isIos: true } })
    expect(getSocialProviders(desktop.client)).toEqual(['google', 'github', 'x', 'facebook', 'discord'])
  })
})

describe('the addresses the page leaves and comes back with', () => {
  it('the return address is this page with the state and without an earlier result; the provider address carries it', () => {
    expect(socialReturnAddress(`${SITE}&result_uri=old&portico_social_state=old#top`, 'S'.repeat(20))).toBe(`${SITE}&portico_social_state=${'S'.repeat(20)}#top`)
    expect(socialReturnAddress('file:///etc/passwd', 'S'.repeat(20))).toBeUndefined()
    const provider = socialProviderAddress('https://secure.portico.test/social?provider=github&return_uri=https://evil.example/', 'https://shop.example/?a=1&portico_social_state=s')
    expect(parseWhatwgUrl(provider ?? '')?.searchParams.getAll('return_uri')).toEqual(['https://shop.example/?a=1&portico_social_state=s'])
  })

  it('property: whatever the frame answers, the page only ever leaves for a credential-free web address returning to this page', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (redirect) => {
        const target = socialProviderAddress(redirect, 'https://shop.example/?portico_social_state=s')
        if (target === undefined) return
        const url = parseWhatwgUrl(target)
        expect(['https:', 'http:']).toContain(url?.protocol)
        expect(`${url?.username}${url?.password}`).toBe('')
        expect(url?.searchParams.getAll('return_uri')).toEqual(['https://shop.example/?portico_social_state=s'])
      }),
    )
  })
})
