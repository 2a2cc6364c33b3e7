import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from '../../connection/actions/connect.js'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { openModal } from './openModal.js'
import { canCloseModal, closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { navigate } from './navigate.js'
import { createDefaultSiwx } from '../../siwx/createDefaultSiwx.js'
import type { SiwxSession } from '../../siwx/siwxMessage.js'

const sessionUntil = (expiresAt?: number): SiwxSession => ({
  data: {
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:31337',
    domain: 'shop.example',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'abcdef0123456789',
    ...(expiresAt !== undefined ? { expirationTime: new Date(expiresAt).toISOString() } : {}),
  },
  message: 'Sign in to shop.example',
  signature: '0x01',
})
const SESSION = sessionUntil()

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

  it('closing hides the toast of the view that was showing', () => {
    const { client } = createTestClient()
    openModal(client)
    client.controllers.snackbar.show('Something went wrong', 'error')
    closeModal(client)
    expect(client.controllers.snackbar.getSnapshot().open).toBe(false)
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

  it('going back from the only view closes as closeModal does: a pending connect is rejected with Modal closed', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script('io.portico.alpha', { connect: 'hang' })
    openModal(client, { view: { view: 'ConnectingExternal', connectorId: 'io.portico.alpha' } })
    const pending = connect(client, { connectorId: 'io.portico.alpha' })
    goBack(client)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Connect' }])
  })

  it('going back to Connect while connected shows Account instead (the router knows the connection itself)', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    openModal(client, { view: { view: 'Connect' } })
    navigate(client, { route: { view: 'ConnectWallets' } })
    goBack(client)
    expect(client.controllers.router.getSnapshot().history).toEqual([{ view: 'Account' }])
  })

  it('refuses to close in the sign-message view when sign-in is required, and shakes for 500 ms', () => {
    const { client, platform } = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
    openModal(client, { view: { view: 'SIWXSignMessage' } })
    expect(closeModal(client)).toBe(false)
    expect(client.controllers.modal.getSnapshot()).toMatchObject({ open: true, shake: true })
    platform.clock.advance(499)
    expect(client.controllers.modal.getSnapshot().shake).toBe(true)
    platform.clock.advance(1)
    expect(client.controllers.modal.getSnapshot().shake).toBe(false)
    expect(closeModal(client, { force: true })).toBe(true)
  })

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'with sign-in required and no session, refuses to close in %s; with a session, closes',
    (view) => {
      const { client, platform } = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
      openModal(client, { view: { view } })
      expect(canCloseModal(client)).toBe(false)
      expect(closeModal(client)).toBe(false)
      expect(client.controllers.modal.getSnapshot().open).toBe(true)
      expect(client.controllers.router.getSnapshot().history).toEqual([{ view }])

      client.controllers.siwx.setSession(sessionUntil(platform.clock.now() + 1_000))
      expect(canCloseModal(client)).toBe(true)
      expect(closeModal(client)).toBe(true)
      expect(client.controllers.modal.getSnapshot().open).toBe(false)
    },
  )

  it('treats an expired session as none, and a cleared one too', () => {
    const { client, platform } = createTestClient({ siwx: createDefaultSiwx({ required: true }) })
    openModal(client, { view: { view: 'SIWXSignMessage' } })
    client.controllers.siwx.setSession(sessionUntil(platform.clock.now() + 1_000))
    platform.clock.advance(1_000)
    expect(closeModal(client)).toBe(false)
    client.controllers.siwx.setSession(SESSION)
    expect(canCloseModal(client)).toBe(true)
    client.controllers.siwx.setSession(undefined)
    expect(canCloseModal(client)).toBe(false)
  })

  it('closes normally in the sign-message view when sign-in is optional', () => {
    const { client } = createTestClient({ siwx: createDefaultSiwx({ required: false }) })
    openModal(client, { view: { view: 'ApproveTransaction' } })
    expect(closeModal(client)).toBe(true)
  })
})
