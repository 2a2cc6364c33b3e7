import { act, renderHook, waitFor } from '@testing-library/react'
import { connect } from '@portico/core'
import { createMockEmbeddedSource } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setupPortico.js'
import { useAccount } from './useAccount.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

const EOA = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SMART = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

async function setup(enabledNetworks: readonly number[] = [31337]) {
  const embedded = createMockEmbeddedSource({ accounts: { eip155: { address: EOA, chainId: 31337 } }, smartAccount: { address: SMART, enabledNetworks } })
  const test = await setupPortico({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await connect(test.client, { connectorId: 'mock-embedded' })
  return { ...test, embedded }
}

describe('useEmbeddedWallet: the account type', () => {
  it('tells the type and whether the smart account is offered, and switches in the mutation shape', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => ({ wallet: useEmbeddedWallet(), account: useAccount() }), { wrapper })
    expect(result.current.wallet).toMatchObject({ preferredAccountType: 'eoa', isSmartAccountAvailable: true, smartAccountDeployed: false })
    expect(result.current.wallet.switchAccountType.isIdle).toBe(true)
    await act(() => result.current.wallet.switchAccountType.mutateAsync('smartAccount'))
    expect(result.current.wallet.switchAccountType).toMatchObject({ isSuccess: true, data: { type: 'smartAccount', address: SMART, superseded: false } })
    expect(result.current.wallet.preferredAccountType).toBe('smartAccount')
    expect(result.current.account.address).toBe(SMART)
  })

  it('a refused switch is an error in the mutation, and the type stays', async () => {
    const { wrapper, embedded } = await setup()
    embedded.login.accountTypeSwitch = { error: 'Smart account not deployed' }
    const { result } = renderHook(() => useEmbeddedWallet(), { wrapper })
    act(() => result.current.switchAccountType.mutate('smartAccount'))
    await waitFor(() => expect(result.current.switchAccountType.isError).toBe(true))
    expect(result.current.switchAccountType.error?.message).toContain('Smart account not deployed')
    expect(result.current.preferredAccountType).toBe('eoa')
  })

  it('says the smart account is not available on a network without one', async () => {
    const { wrapper } = await setup([10])
    const { result } = renderHook(() => useEmbeddedWallet(), { wrapper })
    expect(result.current.isSmartAccountAvailable).toBe(false)
  })
})
