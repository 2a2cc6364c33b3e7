import { act, renderHook, waitFor } from '@testing-library/react'
import { openModal } from '@portico/core'
import { createMockEmbeddedSource } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useEmailLogin } from './useEmailLogin.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'
import { useSocialLogin } from './useSocialLogin.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup(options: Parameters<typeof setupPortico>[0] = {}) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
  const test = await setupPortico({ ...options, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  return { ...test, embedded }
}

describe('useEmailLogin, useEmbeddedWallet', () => {
  it('sends the code, follows the code step from the route, verifies and signs out', async () => {
    const { client, wrapper, embedded, platform } = await setup()
    const { result } = renderHook(() => ({ login: useEmailLogin(), wallet: useEmbeddedWallet() }), { wrapper })
    expect(result.current.wallet).toMatchObject({ isAvailable: true, isConnected: false })
    expect(result.current.login).toMatchObject({ email: undefined, step: undefined })
    act(() => openModal(client))

    await act(() => result.current.login.sendCode.mutateAsync({ email: 'visitor@example.com' }))
    expect(result.current.login).toMatchObject({ email: 'visitor@example.com', step: 'otp' })

    act(() => result.current.login.verifyOtp.mutate({ otp: '999999' }))
    await waitFor(() => expect(result.current.login.verifyOtp.isError).toBe(true))
    expect(result.current.login.verifyOtp.error?.message).toContain('Invalid code')

    // The code just went out: the resend waits 30 s, counted down on the platform clock.
    expect(result.current.login.cooldownSeconds).toBe(30)
    act(() => platform.clock.advance(10_000))
    expect(result.current.login.cooldownSeconds).toBe(20)
    act(() => platform.clock.advance(20_000))
    expect(result.current.login.cooldownSeconds).toBe(0)
    await act(() => result.current.login.resend.mutateAsync())
    expect(embedded.login.calls.filter((call) => call === 'connectEmail:visitor@example.com')).toHaveLength(2)
    expect(result.current.login.cooldownSeconds).toBe(30)

    await act(() => result.current.login.verifyOtp.mutateAsync({ otp: '123456' }))
    await waitFor(() => expect(result.current.wallet).toMatchObject({ isConnected: true, authName: 'email' }))
    // A login ends the wait.
    expect(result.current.login.cooldownSeconds).toBe(0)

    await act(() => result.current.wallet.signOut.mutateAsync())
    await waitFor(() => expect(result.current.wallet.isConnected).toBe(false))
  })

  it("a malformed e-mail is the typed 'Please enter a valid email address'", async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    act(() => result.current.sendCode.mutate({ email: 'not-an-email' }))
    await waitFor(() => expect(result.current.sendCode.isError).toBe(true))
    expect(result.current.sendCode.error?.message).toContain('Please enter a valid email address')
    expect(result.current.step).toBeUndefined()
  })
})

describe('useSocialLogin', () => {
  it("lists the site's popup providers only with the embedded wallet, and opens the popup in the call itself", async () => {
    const { client, wrapper, platform } = await setup({ features: { socials: ['github', 'farcaster', 'google'] } })
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    await waitFor(() => expect(result.current.providers).toEqual(['github', 'google']))
    act(() => openModal(client))
    act(() => result.current.login.mutate({ provider: 'github' }))
    expect(platform.popup.opened).toHaveLength(1)
    expect(result.current.provider).toBe('github')

    const without = await setupPortico({ features: { socials: ['github'] } })
    const { result: bare } = renderHook(() => useSocialLogin(), { wrapper: without.wrapper })
    expect(bare.current.providers).toEqual([])
  })

  it('in a messaging-app mini-app: the providers it hides on this system are left out, and the login goes through the page', async () => {
    const { client, wrapper, platform } = await setup({
      features: { socials: ['google', 'x', 'github', 'facebook', 'farcaster'] },
      platform: { environment: { isMiniApp: true, isAndroid: true } },
    })
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    await waitFor(() => expect(result.current.providers).toEqual(['google', 'github']))
    expect(result.current.via).toBe('page')
    act(() => openModal(client))
    act(() => result.current.login.mutate({ provider: 'github' }))
    expect(platform.popup.opened).toEqual([])
    await waitFor(() => expect(platform.navigation.assigned).toHaveLength(1))
    expect(result.current.login.isPending).toBe(true)

    const desktop = await setup({ features: { socials: ['google', 'x'] } })
    const { result: popup } = renderHook(() => useSocialLogin(), { wrapper: desktop.wrapper })
    await waitFor(() => expect(popup.current.providers).toEqual(['google', 'x']))
    expect(popup.current.via).toBe('popup')
  })

  it('says when the browser blocked the popup, and a fresh login call opens it (issue 26)', async () => {
    const { client, wrapper, platform } = await setup({ features: { socials: ['github'] } })
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    await waitFor(() => expect(result.current.providers).toEqual(['github']))
    act(() => openModal(client))
    expect(result.current.isBlocked).toBe(false)
    platform.popup.setBlocked(true)
    act(() => result.current.login.mutate({ provider: 'github' }))
    await waitFor(() => expect(result.current.login.isError).toBe(true))
    expect(result.current).toMatchObject({ provider: 'github', isBlocked: true })

    platform.popup.setBlocked(false)
    act(() => result.current.login.mutate({ provider: 'github' }))
    expect(platform.popup.opened.at(-1)?.handle).not.toBeNull()
    expect(result.current).toMatchObject({ provider: 'github', isBlocked: false })
  })
})

