import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from './closeModal.js'
import { getModal, watchModal } from './getModal.js'
import { getRoute, watchRoute } from './getRoute.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { goBack } from './goBack.js'

describe('getModal / watchModal, getRoute / watchRoute', () => {
  it('read the modal and its view, and report each change once', async () => {
    const { client } = createTestClient()
    await client.ready
    expect(getModal(client)).toEqual({ isOpen: false, isLoading: false, shake: false })
    expect(getRoute(client).route).toEqual({ view: 'Connect' })
    const modals: boolean[] = []
    const views: string[] = []
    const stopModal = watchModal(client, (modal) => modals.push(modal.isOpen))
    const stopRoute = watchRoute(client, ({ route }) => views.push(route.view))

    openModal(client)
    navigate(client, { route: { view: 'Networks' } })
    expect(getRoute(client).history.map((route) => route.view)).toEqual(['Connect', 'Networks'])
    goBack(client)
    closeModal(client)
    expect(modals).toEqual([true, false])
    expect(views).toEqual(['Networks', 'Connect'])

    stopModal()
    stopRoute()
    openModal(client)
    expect(modals).toEqual([true, false])
    client.destroy()
  })
})
