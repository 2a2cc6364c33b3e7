import { describe, expect, it } from 'vitest'
import { createTestClient } from '../testing/createTestClient.js'
import { SHAKE_MS } from '../controllers/modalController.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'

describe('openModal', () => {
  it('opens on Connect when not connected and on Account when connected', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
    await connect(client, { connectorId: 'io.portico.alpha' })
    openModal(client)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }])
  })

  it('resets the history to a requested view', async () => {
    const { client } = createTestClient()
    await client.ready
    openModal(client)
    navigate(client, { route: { view: 'ConnectWallets' } })
    openModal(client, { view: { view: 'Networks' } })
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Networks' }])
  })

  it('opens AllWallets on mobile and ConnectingWalletConnectBasic elsewhere when there are no adapters', async () => {
    const desktop = createTestClient({ adapters: [] }).client
    openModal(desktop)
    expect(desktop.controllers.router.getSnapshot().history).toEqual([{ view: 'ConnectingWalletConnectBasic' }])
    const mobile = createTestClient({ adapters: [], platform: { environment: { isMobile: true } } }).client
    openModal(mobile)
    expect(mobile.controllers.router.getSnapshot().history).toEqual([{ view: 'AllWallets' }])
  })
})

describe('SHAKE_MS', () => {
  it('is 500 ms (SPEC.md section 9)', () => {
    expect(SHAKE_MS).toBe(500)
  })
})

describe('closeModal and goBack', () => {
  it('closing resets the view to Connect and clears loading', async () => {
    const { client } = createTestClient()
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    client.controllers.modal.setLoading(true)
    expect(closeModal(client)).toBe(true)
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: false, loading: false })
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })

  it('going back with a single entry closes the modal', () => {
    const { client } = createTestClient()
    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    goBack(client)
    expect(client.controllers.modal.getSnapshot().open).toBe(true)
    goBack(client)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })

  it('refuses to close in the sign-message view when sign-in is required, and shakes for 500 ms', () => {
    const { client, platform } = createTestClient({ siwx: { required: true } })
    openModal(client, { view: { view: 'SIWXSignMessage' } })
    expect(closeModal(client)).toBe(false)
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: true })
    platform.clock.advance(499)
    expect(client.controllers.modal.getSnapshot().shake).toBe(true)
    platform.clock.advance(1)
    expect(client.controllers.modal.getSnapshot().shake).toBe(false)
    expect(closeModal(client, { force: true })).toBe(true)
  })

  it('closes normally in the sign-message view when sign-in is optional', () => {
    const { client } = createTestClient({ siwx: { required: false } })
    openModal(client, { view: { view: 'ApproveTransaction' } })
    expect(closeModal(client)).toBe(true)
  })
})
