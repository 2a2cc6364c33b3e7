import { describe, expect, it, vi } from 'vitest'
import * as core from '../../exports/index.js'
import { AlertPorticoError } from '../alerts/AlertPorticoError.js'
import { SdkError } from '../errors/SdkError.js'
import { createMemoryPlatform } from '../platform/memoryPlatform.js'
import { createTestClient } from '../../testing/createTestClient.js'
import { openModal } from '../../modules/modal/flows/openModal.js'
import { switchNetwork } from '../../modules/network/actions/switchNetwork.js'
import { isPublicAction, publicAction } from './publicAction.js'

/** A client whose site-given environment port breaks in isMobile (read by openModal). */
function clientWithBrokenEnvironment() {
  const platform = createMemoryPlatform()
  const broken = new TypeError('isMobile is broken')
  const environment = { ...platform.environment, isMobile: () => { throw broken } }
  const { client } = createTestClient({ reusePlatform: { ...platform, environment } })
  return { client, broken }
}

const sdkErrorEvents = (client: core.PorticoClient) =>
  client.controllers.events.getSnapshot().events.filter((event) => event.props.event === 'SDK_ERROR')

describe('public actions wrap unexpected errors (SPEC.md section 8)', () => {
  it('turns an unexpected error into an INTERNAL_SDK_ERROR SdkError, reports it as SDK_ERROR and rethrows it', () => {
    const { client, broken } = clientWithBrokenEnvironment()
    const onBus = vi.fn()
    client.bus.on('SDK_ERROR', onBus)
    let caught: unknown
    try {
      openModal(client)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(SdkError)
    expect(caught).toMatchObject({
      code: 'SDK_ERROR',
      category: 'INTERNAL_SDK_ERROR',
      shortMessage: 'isMobile is broken',
      cause: broken,
    })
    const payload = { category: 'INTERNAL_SDK_ERROR', message: 'isMobile is broken', action: 'openModal' }
    expect(sdkErrorEvents(client).map((event) => event.props.properties)).toEqual([payload])
    expect(onBus).toHaveBeenCalledExactlyOnceWith(payload)
    expect(client.logger.getLogs().some((entry) => entry.message === 'Unexpected error in openModal')).toBe(true)
  })

  it('passes a typed Portico error through unchanged and does not report it', async () => {
    const { client } = createTestClient()
    await client.ready
    const error = await switchNetwork(client, { caipNetworkId: 'eip155:999' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect(error).toMatchObject({ code: 'APKT001', shortMessage: 'Network Not Found' })
    expect(sdkErrorEvents(client)).toEqual([])
  })

  it('wraps an async rejection with the given category, and passes results through', async () => {
    const { client } = createTestClient()
    const failing = publicAction('failing', async (_client: core.PorticoClient, reason: string) => {
      throw new Error(reason)
    }, 'WALLET_ERROR')
    await expect(failing(client, 'gone')).rejects.toMatchObject({ code: 'SDK_ERROR', category: 'WALLET_ERROR', message: 'gone' })
    expect(sdkErrorEvents(client).map((event) => event.props.properties)).toEqual([
      { category: 'WALLET_ERROR', message: 'gone', action: 'failing' },
    ])
    const fine = publicAction('fine', async (_client: core.PorticoClient, value: number) => value * 2)
    await expect(fine(client, 21)).resolves.toBe(42)
  })

  it('covers every action and flow @portico/core exports', () => {
    const actions = [
      'connect', 'resetConnectState', 'disconnect', 'switchNetwork', 'reconnect', 'signMessage', 'sendTransaction',
      'transferToken', 'estimateFees', 'waitForReceipt', 'sendCalls', 'writeContract', 'getCapabilities', 'addNetwork',
      'removeNetwork', 'setTheme', 'getAccount', 'watchAccount', 'getBalance', 'watchBalance', 'refreshBalance',
      'getNetwork', 'watchNetwork', 'getConnectors', 'watchConnectors', 'getConnectorStatus',
      'openModal', 'closeModal', 'canCloseModal', 'goBack', 'navigate', 'connectFlow', 'disconnectFlow',
      'selectNetworkFlow', 'switchActiveChainFlow', 'switchNetworkViewFlow',
    ] as const
    for (const name of actions) expect(isPublicAction(core[name]), name).toBe(true)
    expect(isPublicAction(core.createPortico)).toBe(false)
  })

  it("passes a flow's typed error through unchanged and does not report it", async () => {
    const { client } = createTestClient()
    await client.ready
    const error = await core.connectFlow(client, { connectorId: 'nope' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(core.ConnectorNotFoundError)
    expect(error).toMatchObject({ shortMessage: 'No connector found for connection' })
    expect(sdkErrorEvents(client)).toEqual([])
  })
})
