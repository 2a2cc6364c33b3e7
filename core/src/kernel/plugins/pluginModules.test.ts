// A module brought by a plug-in written here, outside core's folders: the router offers its view,
// its reactions run with the client, and what no module provides stays refused.
import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../testing/createTestClient.js'
import { openModal } from '../../modules/modal/flows/openModal.js'
import { getModal } from '../../modules/modal/flows/getModal.js'
import { currentRoute } from '../router/routerReducer.js'
import type { PorticoClient } from '../client/porticoClient.js'
import { defineModule } from './porticoModule.js'
import { definePlugin } from './porticoPlugin.js'

describe('modules by registration', () => {
  it('without a module that provides WalletSend, opening on it is a typed error and the modal stays closed', async () => {
    const { client } = createTestClient()
    await client.ready
    expect(() => openModal(client, { view: { view: 'WalletSend' } })).toThrow(expect.objectContaining({ code: 'VIEW_NOT_PROVIDED' }))
    expect(getModal(client).isOpen).toBe(false)
    // What core's modules provide still opens.
    openModal(client, { view: { view: 'Networks' } })
    expect(currentRoute(client.controllers.router.getSnapshot()).view).toBe('Networks')
  })

  it("a plug-in's module adds its view, and its reactions register once, start after the reconnect and stop with the client", async () => {
    const calls: string[] = []
    let seen: PorticoClient | undefined
    const sendModule = defineModule({
      id: 'send',
      views: ['WalletSend'],
      react(client) {
        seen = client
        calls.push(`react ready=${client.isReady()}`)
        return { stop: () => calls.push('stop'), start: () => calls.push('start') }
      },
    })
    const { client } = createTestClient({ plugins: [definePlugin({ modules: [sendModule] })] })
    expect(seen).toBe(client)
    await client.ready
    expect(calls).toEqual(['react ready=false', 'start'])
    openModal(client, { view: { view: 'WalletSend', send: { amount: '1', to: '0x0', caipNetworkId: 'eip155:1' } } })
    expect(getModal(client).isOpen).toBe(true)
    expect(currentRoute(client.controllers.router.getSnapshot()).view).toBe('WalletSend')
    client.destroy()
    expect(calls).toEqual(['react ready=false', 'start', 'stop'])
  })

  it("refuses a plug-in module that reuses a core module's id", () => {
    expect(() => createTestClient({ plugins: [definePlugin({ modules: [defineModule({ id: 'siwx', views: ['Swap'] })] })] })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
  })

  it('refuses a plug-in whose modules break the contract, before anything starts', () => {
    const hostile = { modules: [{ id: 'send', views: ['Checkout'] }] } as never
    expect(() => createTestClient({ plugins: [hostile] })).toThrow(/"Checkout" is not a view of the modal/)
  })

  it('a module whose reactions throw is logged and the client works without them', async () => {
    const broken = defineModule({
      id: 'broken',
      react() {
        throw new Error('boom')
      },
    })
    const { client, platform } = createTestClient({ plugins: [definePlugin({ modules: [broken] })] })
    await client.ready
    expect(platform.console.entriesOf('error').some((entry) => String(entry.args[0]).includes('The module broken could not register its reactions'))).toBe(true)
    openModal(client)
    expect(getModal(client).isOpen).toBe(true)
  })
})
