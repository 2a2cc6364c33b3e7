import { isSafeDeepLink } from '@portico/core'
import { WALLETCONNECT_DEEPLINK_CHOICE } from '@walletconnect/sign-client'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEEPLINK_CHOICE_KEY, isSafeDeepLinkChoice, purgeUnsafeDeepLinkChoice, UnsafeDeepLinkChoiceError, type DeepLinkChoiceStore } from './deepLinkChoice.js'

/** A localStorage-like store (sync, text) or an SDK-like one (async, values). */
function store(initial?: unknown, options: { async?: boolean; failRemove?: boolean; failRead?: boolean } = {}) {
  const entries = new Map<string, unknown>(initial === undefined ? [] : [[DEEPLINK_CHOICE_KEY, initial]])
  const read = (key: string) => {
    if (options.failRead) throw new Error('SecurityError')
    return entries.has(key) ? entries.get(key) : options.async ? undefined : null
  }
  const remove = (key: string) => {
    if (options.failRemove) throw new Error('read-only')
    entries.delete(key)
  }
  const port: DeepLinkChoiceStore = options.async
    ? { getItem: async (key) => read(key), removeItem: async (key) => remove(key) }
    : { getItem: read, removeItem: remove }
  return { port, entries }
}

const UNSAFE = ['javascript:alert(document.cookie)', 'JavaScript:alert(1)//', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'intent://wc#Intent;S.browser_fallback_url=https://evil.example;end', 'file:///etc/passwd', 'http://evil.example/wc']
const SAFE = ['https://metamask.app.link', 'metamask://', 'trust://wc', 'http://127.0.0.1:5173/wallet']

describe('the stored deep-link choice the pairing SDK opens', () => {
  it('is the key the SDK reads', () => {
    expect(DEEPLINK_CHOICE_KEY).toBe(WALLETCONNECT_DEEPLINK_CHOICE)
  })

  it.each(UNSAFE)('removes %j, as JSON text (localStorage) and as a value (the SDK storage)', async (href) => {
    const text = store(JSON.stringify({ href, name: 'Wallet' }))
    const value = store({ href, name: 'Wallet' }, { async: true })
    const warnings: string[] = []
    await purgeUnsafeDeepLinkChoice([text.port, value.port], { warn: (message) => void warnings.push(message) })
    expect(text.entries.size).toBe(0)
    expect(value.entries.size).toBe(0)
    expect(warnings).toHaveLength(2)
  })

  it.each(SAFE)('keeps %j', async (href) => {
    const text = store(JSON.stringify({ href, name: 'Wallet' }))
    const value = store({ href, name: 'Wallet' }, { async: true })
    await purgeUnsafeDeepLinkChoice([text.port, value.port])
    expect(text.entries.get(DEEPLINK_CHOICE_KEY)).toBe(JSON.stringify({ href, name: 'Wallet' }))
    expect(value.entries.get(DEEPLINK_CHOICE_KEY)).toEqual({ href, name: 'Wallet' })
  })

  it('keeps a choice exactly when its href passes core’s deep-link check, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...UNSAFE, ...SAFE), fc.webUrl(), fc.string(), fc.constant('javascript:void(0)')),
        fc.boolean(),
        (href, asText) => {
          const choice = { href, name: 'Wallet' }
          expect(isSafeDeepLinkChoice(asText ? JSON.stringify(choice) : choice)).toBe(isSafeDeepLink(href))
        },
      ),
    )
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const href = typeof value === 'object' && value !== null ? (value as { href?: unknown }).href : undefined
        expect(isSafeDeepLinkChoice(value)).toBe(typeof href === 'string' && isSafeDeepLink(href))
      }),
    )
  })

  it('removes what the SDK would only stumble over (not JSON, no href, a number), and never throws on it', async () => {
    for (const stored of ['{', '"javascript:alert(1)"', JSON.stringify({ name: 'x' }), 42, 'x'.repeat(5000)]) {
      const { port, entries } = store(stored, { async: true })
      await purgeUnsafeDeepLinkChoice([port])
      expect(entries.size).toBe(0)
    }
    // A value whose reads throw is judged unsafe without throwing.
    expect(isSafeDeepLinkChoice(new Proxy({}, { get: () => { throw new Error('trap') } }))).toBe(false)
  })

  it('leaves alone a store it cannot read, and refuses to go on when an unsafe link cannot be removed', async () => {
    await expect(purgeUnsafeDeepLinkChoice([store(undefined, { failRead: true }).port, undefined])).resolves.toBeUndefined()
    const stuck = store(JSON.stringify({ href: 'javascript:alert(1)' }), { failRemove: true })
    await expect(purgeUnsafeDeepLinkChoice([stuck.port])).rejects.toBeInstanceOf(UnsafeDeepLinkChoiceError)
  })
})
