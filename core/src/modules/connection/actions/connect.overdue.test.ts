import { describe, expect, it } from 'vitest'
import { ModalClosedError } from '../../../kernel/errors/connectionErrors.js'
import { ConnectSupersededError } from '../../../kernel/errors/ConnectSupersededError.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { closeModal } from '../../modal/flows/closeModal.js'
import { goBack } from '../../modal/flows/goBack.js'
import { openModal } from '../../modal/flows/openModal.js'
import { WALLET_ANSWER_WAIT_MS } from '../connectionController.js'
import { connectFlow } from '../flows/connectFlow.js'
import { getAccount } from './getAccount.js'

const ALPHA = 'io.portico.alpha'
const BETA = 'io.portico.beta'
const BETA_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Waits one real macrotask, so every pending promise callback (a wallet's late answer) has run. */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }).setTimeout(resolve, 0))

async function hungAlpha(options: { debug?: boolean } = {}) {
  const test = createTestClient(options)
  await test.client.ready
  openModal(test.client)
  test.adapter.script(ALPHA, { connect: 'hang' })
  const flow = connectFlow(test.client, { connectorId: ALPHA })
  const attempt = () => test.client.controllers.connection.getSnapshot().attempts.find((entry) => entry.connectorId === ALPHA)
  const timeouts = () => test.client.logger.getLogs().filter((entry) => entry.message === '[APKT004] Wallet Request Timeout')
  return { ...test, flow, attempt, timeouts }
}

describe('a wallet that does not answer the connect request (issue 26)', () => {
  it('is overdue after 20 s on the platform clock: APKT004 is raised, and the request still stands and may still connect', async () => {
    const { client, platform, adapter, flow, attempt, timeouts } = await hungAlpha({ debug: true })
    platform.clock.advance(WALLET_ANSWER_WAIT_MS - 1)
    expect(attempt()?.overdue).toBeUndefined()
    expect(timeouts()).toEqual([])

    platform.clock.advance(1)
    expect(attempt()?.overdue).toBe(true)
    expect(timeouts()).toHaveLength(1)
    // With `debug`, the alert shows in the modal too (SPEC.md section 8's message and code, verbatim).
    expect(client.controllers.alerts.getSnapshot().alert).toEqual({ code: 'APKT004', message: 'Wallet Request Timeout', severity: 'error' })
    expect(adapter.abortedConnects).toBe(0)

    // Still waiting, and the wallet's late approval connects: nothing was withdrawn.
    adapter.releaseHung('approve')
    await expect(flow).resolves.toMatchObject({ connectorId: ALPHA })
    expect(client.controllers.connection.getSnapshot().attempts).toEqual([])
  })

  it('a wallet that answers in time never becomes overdue, and its timer is gone', async () => {
    const { client, platform, adapter, flow, timeouts } = await hungAlpha()
    platform.clock.advance(WALLET_ANSWER_WAIT_MS / 2)
    adapter.releaseHung('approve')
    await flow
    const before = platform.clock.pendingTimers()
    platform.clock.advance(WALLET_ANSWER_WAIT_MS)
    expect(timeouts()).toEqual([])
    expect(platform.clock.pendingTimers()).toBeLessThanOrEqual(before)
    expect(getAccount(client).connectorId).toBe(ALPHA)
  })

  it('stays cancellable when overdue: closing the modal aborts it with Modal closed', async () => {
    const { client, platform, adapter, flow, attempt } = await hungAlpha()
    platform.clock.advance(WALLET_ANSWER_WAIT_MS)
    expect(attempt()?.overdue).toBe(true)
    const rejected = expect(flow).rejects.toBeInstanceOf(ModalClosedError)
    closeModal(client)
    await rejected
    expect(adapter.abortedConnects).toBe(1)
    expect(client.controllers.connection.getSnapshot().attempts).toEqual([])
  })

  it('overdue, the visitor goes back and picks another wallet: a late approval from the first never connects it over the second', async () => {
    const { client, platform, adapter, flow, timeouts } = await hungAlpha()
    platform.clock.advance(WALLET_ANSWER_WAIT_MS)
    const abandoned = expect(flow).rejects.toBeInstanceOf(ConnectSupersededError)
    goBack(client)
    adapter.script(BETA, { connect: 'hang' })
    const chosen = connectFlow(client, { connectorId: BETA })
    await abandoned
    // Beta's wait starts afresh (not overdue).
    expect(client.controllers.connection.getSnapshot().attempts.map((entry) => [entry.connectorId, entry.overdue])).toEqual([[BETA, undefined]])
    // Both wallets approve, Alpha first (its prompt was older): Beta is connected, Alpha never is.
    adapter.releaseHung('approve')
    await expect(chosen).resolves.toMatchObject({ connectorId: BETA })
    await nextMacrotask()
    expect(client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([BETA])
    expect(getAccount(client)).toMatchObject({ connectorId: BETA, address: BETA_ADDRESS })
    expect(adapter.calls.filter((call) => call.method === 'disconnect').map((call) => call.walletId)).toEqual([ALPHA])
    expect(timeouts()).toHaveLength(1)
  })

  it('overdue, Retry asks the same wallet again: the first request is superseded, not connected twice', async () => {
    const { client, platform, adapter, flow, attempt } = await hungAlpha()
    platform.clock.advance(WALLET_ANSWER_WAIT_MS)
    const superseded = expect(flow).rejects.toBeInstanceOf(ConnectSupersededError)
    adapter.script(ALPHA, { connect: 'approve' })
    const retried = connectFlow(client, { connectorId: ALPHA })
    await superseded
    expect(attempt()?.overdue).toBeUndefined()
    await expect(retried).resolves.toMatchObject({ connectorId: ALPHA })
    adapter.releaseHung('approve')
    await nextMacrotask()
    expect(client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([ALPHA])
    expect(client.controllers.modal.getSnapshot().open).toBe(false)
  })
})
