import { act, renderHook, waitFor } from '@testing-library/react'
import { openModal } from '@portico/core'
import { createMockEmbeddedSource } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'
import { useFarcasterLogin } from './useFarcasterLogin.js'

const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('useFarcasterLogin', () => {
  it("is available only when the site lists farcaster; follows ConnectingFarcaster's address; connects once approved", async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    const { client, wrapper } = await setupPortico({ features: { socials: ['farcaster'] }, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    embedded.login.farcaster = 'hang'
    const { result } = renderHook(() => ({ farcaster: useFarcasterLogin(), wallet: useEmbeddedWallet() }), { wrapper })
    await waitFor(() => expect(result.current.farcaster.isAvailable).toBe(true))
    expect(result.current.farcaster.uri).toBeUndefined()
    act(() => openModal(client))
    act(() => result.current.farcaster.login.mutate())
    await waitFor(() => expect(result.current.farcaster.uri).toBe('https://secure.portico.test/farcaster?channel=mock'))
    act(() => client.controllers.router.dispatch({ type: 'goBack' }))
    await waitFor(() => expect(result.current.farcaster.login.error?.message).toContain('Connection rejected'))

    embedded.login.farcaster = 'approve'
    await act(() => result.current.farcaster.login.mutateAsync())
    await waitFor(() => expect(result.current.wallet.isConnected).toBe(true))
  })

  it('not available without farcaster in the socials', async () => {
    const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EVM, chainId: 31337 } } })
    const { wrapper } = await setupPortico({ features: { socials: ['github'] }, plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
    const { result } = renderHook(() => useFarcasterLogin(), { wrapper })
    expect(result.current.isAvailable).toBe(false)
  })
})
