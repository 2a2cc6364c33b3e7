import { describe, expect, it } from 'vitest'
import type { PopupHandle } from '../platform/ports.js'
import { defaultAccountType, emptyAccountState } from '../types/account.js'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import { createAccountsController } from './accountsController.js'

const defaults = Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, defaultAccountType(namespace)])) as Parameters<
  typeof createAccountsController
>[0]

const popup: PopupHandle = { closed: false, close: () => undefined, navigate: () => undefined }

describe('accountsController', () => {
  it('starts every namespace with the empty record of SPEC section 3, socialWindow included', () => {
    const accounts = createAccountsController(defaults)
    for (const namespace of CHAIN_NAMESPACES) {
      expect(accounts.getSnapshot()[namespace]).toEqual(emptyAccountState(namespace))
      expect(accounts.getSnapshot()[namespace]).toHaveProperty('socialWindow', undefined)
    }
  })

  it('reset clears the address, balance and social data (socialWindow too), keeping the account type and tab', () => {
    const accounts = createAccountsController(defaults)
    accounts.patch('eip155', {
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      balance: '1',
      socialProvider: 'google',
      socialWindow: popup,
      farcasterUrl: 'https://farcaster.example/x',
      preferredAccountType: 'smartAccount',
      currentTab: 'Activity',
    })
    expect(accounts.getSnapshot().eip155.socialWindow).toBe(popup)
    accounts.reset('eip155')
    expect(accounts.getSnapshot().eip155).toEqual({
      ...emptyAccountState('eip155'),
      preferredAccountType: 'smartAccount',
      currentTab: 'Activity',
    })
    expect(accounts.getSnapshot().eip155.socialWindow).toBeUndefined()
  })

  it('keeps the snapshot when a patch changes nothing', () => {
    const accounts = createAccountsController(defaults)
    const before = accounts.getSnapshot()
    accounts.patch('solana', { socialWindow: undefined })
    expect(accounts.getSnapshot()).toBe(before)
  })
})
