import { describe, expect, it, vi } from 'vitest'
import { announcement, createFakeEventTarget } from '../../test/fakeEventTarget.js'
import type { Eip6963ProviderDetail } from '../eip1193.js'
import { watchEip6963 } from './watchEip6963.js'

const OTHER_UUID = '8b9e8f59-6d0a-4f7a-9a57-8a1d1f1f7e21'
const THIRD_UUID = 'c7a4b3b2-2f8e-4e55-9d5d-0a1b2c3d4e5f'

function setup() {
  const target = createFakeEventTarget()
  const announced: Eip6963ProviderDetail[] = []
  const warnings: string[] = []
  const stop = watchEip6963({
    eventTarget: target,
    onAnnounce: (detail) => announced.push(detail),
    onWarning: (message) => warnings.push(message),
    createRequestEvent: (type) => ({ type }),
  })
  return { target, announced, warnings, stop }
}

describe('watchEip6963', () => {
  it('requests announcements and accepts valid ones', () => {
    const target = createFakeEventTarget()
    const early = announcement()
    target.addWallet(early) // announced before anyone listened: found through the request event
    const announced: Eip6963ProviderDetail[] = []
    watchEip6963({ eventTarget: target, onAnnounce: (detail) => announced.push(detail), createRequestEvent: (type) => ({ type }) })
    expect(target.dispatched).toEqual(['eip6963:requestProvider'])
    expect(announced.map((detail) => detail.info.rdns)).toEqual(['dev.portico.test'])
  })

  it('keeps the first announcement of a uuid and warns about the second', () => {
    const { target, announced, warnings } = setup()
    const first = announcement({ name: 'First' })
    target.announce(first)
    target.announce(announcement({ name: 'Impostor', rdns: 'dev.portico.other' }))
    expect(announced).toHaveLength(1)
    expect(announced[0]?.info.name).toBe('First')
    expect(warnings.join('\n')).toMatch(/second EIP-6963 announcement with uuid/)
  })

  it('skips a wallet repeating its announcement unchanged, without a warning', () => {
    const target = createFakeEventTarget()
    const wallet = announcement()
    target.addWallet(wallet) // answers every request event by announcing again
    const announced: Eip6963ProviderDetail[] = []
    const warnings: string[] = []
    const events = { eventTarget: target, onAnnounce: (detail: Eip6963ProviderDetail) => announced.push(detail), onWarning: (message: string) => warnings.push(message) }
    watchEip6963({ ...events, createRequestEvent: (type) => ({ type }) })
    // Another listener on the page (a second adapter, say) asks again; the wallet re-announces.
    target.dispatchEvent({ type: 'eip6963:requestProvider' })
    target.announce(announcement({ provider: wallet.provider, rdns: 'DEV.Portico.Test' })) // rdns is compared lowercased
    expect(announced).toHaveLength(1)
    expect(warnings).toEqual([])
  })

  it('warns when an announcement reuses a uuid but differs in anything', () => {
    const { target, announced, warnings } = setup()
    const first = announcement()
    target.announce(first)
    target.announce(announcement({ provider: { request: async () => null } })) // another provider object
    target.announce(announcement({ provider: first.provider, name: 'Renamed' }))
    target.announce(announcement({ provider: first.provider, icon: 'data:image/svg+xml,<svg/>' }))
    target.announce(announcement({ provider: first.provider, rdns: 'dev.portico.moved' }))
    expect(announced).toHaveLength(1)
    expect(warnings).toHaveLength(4)
    for (const warning of warnings) expect(warning).toMatch(/^Ignored a second EIP-6963 announcement with uuid/)
  })

  it('does not let another uuid claim an rdns already announced', () => {
    const { target, announced, warnings } = setup()
    const original = announcement({ name: 'Original' })
    target.announce(original)
    target.announce(announcement({ uuid: OTHER_UUID, name: 'Impostor', rdns: 'DEV.portico.test' }))
    expect(announced.map((detail) => detail.info.name)).toEqual(['Original'])
    expect(announced[0]?.provider).toBe(original.provider)
    expect(warnings.join('\n')).toMatch(/rdns dev\.portico\.test was already announced/)
  })

  it('accepts two different wallets and ignores malformed announcements with a warning', () => {
    const { target, announced, warnings } = setup()
    target.announce(announcement())
    target.announce({ info: null })
    target.announce(announcement({ uuid: THIRD_UUID, icon: 'javascript:alert(1)', rdns: 'dev.portico.bad' }))
    target.announce(announcement({ uuid: OTHER_UUID, rdns: 'dev.portico.second', name: 'Second' }))
    expect(announced.map((detail) => detail.info.name)).toEqual(['Test Wallet', 'Second'])
    expect(warnings.filter((warning) => warning.startsWith('Ignored an invalid'))).toHaveLength(2)
  })

  it('refuses a wallet whose name is blank-looking, with a warning', () => {
    const { target, announced, warnings } = setup()
    target.announce(announcement({ name: '\u3164' }))
    target.announce(announcement({ uuid: OTHER_UUID, rdns: 'dev.portico.second', name: '\u200b\u202e \u2800' }))
    expect(announced).toHaveLength(0)
    expect(warnings).toHaveLength(2)
    for (const warning of warnings) expect(warning).toMatch(/^Ignored an invalid EIP-6963 announcement: info\.name: blank-looking/)
  })

  it('shows a name with invisible characters neutralized, and says so once', () => {
    const target = createFakeEventTarget()
    const announced: Eip6963ProviderDetail[] = []
    const warnings: string[] = []
    target.addWallet(announcement({ name: 'Meta\u200dMask\u202e' })) // re-announces on every request
    watchEip6963({ eventTarget: target, onAnnounce: (detail) => announced.push(detail), onWarning: (message) => warnings.push(message), createRequestEvent: (type) => ({ type }) })
    target.dispatchEvent({ type: 'eip6963:requestProvider' })
    expect(announced.map((detail) => detail.info.name)).toEqual(['MetaMask'])
    expect(warnings).toEqual(['Removed 2 invisible or control character(s) from the name of the EIP-6963 wallet dev.portico.test, shown as "MetaMask"'])
  })

  it('survives an event whose detail getter throws', () => {
    const { target, announced, warnings } = setup()
    const listener = vi.fn()
    target.addEventListener('eip6963:announceProvider', listener)
    target.dispatchEvent({
      type: 'eip6963:announceProvider',
      get detail(): never {
        throw new Error('boom')
      },
    })
    expect(announced).toHaveLength(0)
    expect(warnings).toHaveLength(1)
  })

  it('stops listening when stopped', () => {
    const { target, announced, stop } = setup()
    stop()
    expect(target.listenerCount('eip6963:announceProvider')).toBe(0)
    target.announce(announcement())
    expect(announced).toHaveLength(0)
  })
})
