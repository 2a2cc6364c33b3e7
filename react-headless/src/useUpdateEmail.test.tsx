import { act, renderHook, waitFor } from '@testing-library/react'
import { connect, openModal } from '@portico/core'
import { createMockEmbeddedSource } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useModal } from './useModal.js'
import { useUpdateEmail } from './useUpdateEmail.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

async function setup() {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } }, email: 'old@example.com' })
  const test = await setupPortico({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await connect(test.client, { connectorId: 'mock-embedded' })
  return { ...test, embedded }
}

describe('useUpdateEmail', () => {
  it('follows UpdateEmailWallet from its route: the new e-mail, the primary code, the secondary code, then the new e-mail is the current one', async () => {
    const { client, wrapper, embedded, platform } = await setup()
    const { result } = renderHook(() => ({ update: useUpdateEmail(), modal: useModal() }), { wrapper })
    expect(result.current.update).toMatchObject({ currentEmail: 'old@example.com', newEmail: undefined, step: undefined })
    act(() => openModal(client, { view: { view: 'UpdateEmailWallet' } }))
    expect(result.current.update.step).toBe('email')

    act(() => result.current.update.start.mutate({ email: 'not-an-email' }))
    await waitFor(() => expect(result.current.update.start.isError).toBe(true))
    expect(result.current.update.start.error?.message).toContain('Please enter a valid email address')
    expect(result.current.update.step).toBe('email')

    await act(() => result.current.update.start.mutateAsync({ email: 'new@example.com' }))
    expect(result.current.update).toMatchObject({ step: 'primary', newEmail: 'new@example.com' })

    act(() => result.current.update.verifyPrimary.mutate({ otp: '000000' }))
    await waitFor(() => expect(result.current.update.verifyPrimary.error?.message).toContain('Invalid code'))
    // The codes just went out: the resend waits 30 s, counted down on the platform clock.
    expect(result.current.update.cooldownSeconds).toBe(30)
    act(() => result.current.update.resend.mutate())
    await waitFor(() => expect(result.current.update.resend.error?.message).toBe('Please try again after 30 seconds'))
    act(() => platform.clock.advance(29_000))
    expect(result.current.update.cooldownSeconds).toBe(1)
    act(() => platform.clock.advance(1000))
    expect(result.current.update.cooldownSeconds).toBe(0)
    await act(() => result.current.update.resend.mutateAsync())
    expect(result.current.update.cooldownSeconds).toBe(30)
    // The first, the one refused within the 30 s, and the one sent after.
    expect(embedded.login.calls.filter((call) => call === 'updateEmail:new@example.com')).toHaveLength(3)
    expect(result.current.update.step).toBe('primary')

    await act(() => result.current.update.verifyPrimary.mutateAsync({ otp: '123456' }))
    expect(result.current.update.step).toBe('secondary')
    await act(() => result.current.update.verifySecondary.mutateAsync({ otp: '123456' }))
    expect(result.current.update).toMatchObject({ currentEmail: 'new@example.com', step: undefined })
    // A finished change ends the wait, as a finished login does.
    expect(result.current.update.cooldownSeconds).toBe(0)
    expect(result.current.modal.isOpen).toBe(true)
  })
})
