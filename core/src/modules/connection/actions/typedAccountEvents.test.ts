import { describe, expect, it } from 'vitest'
import type { SourceEvent } from '../../../kernel/plugins/connectorSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'

const ALPHA = 'io.portico.alpha'
const ALPHA_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const test = createTestClient()
  await test.client.ready
  await connect(test.client, { connectorId: ALPHA })
  const emit = (accounts: unknown, extra: Record<string, unknown> = {}) =>
    test.adapter.emit({ type: 'accountsChanged', connectorId: ALPHA, namespace: 'eip155', accounts, ...extra } as SourceEvent)
  return { ...test, emit }
}

describe('accountsChanged with typed accounts (an embedded wallet re-reading its session)', () => {
  it('replaces the account list, the first one selected, and carries the smart account’s deployment', async () => {
    const { client, emit } = await connected()
    emit([{ address: SMART, type: 'smartAccount' }, { address: ALPHA_ADDRESS, type: 'eoa' }], { smartAccountDeployed: true })
    expect(getAccount(client)).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    expect(getAccount(client).allAccounts).toEqual([
      { address: SMART, type: 'smartAccount', namespace: 'eip155' },
      { address: ALPHA_ADDRESS, type: 'eoa', namespace: 'eip155' },
    ])
    emit([{ address: ALPHA_ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }])
    expect(getAccount(client)).toMatchObject({ address: ALPHA_ADDRESS, preferredAccountType: 'eoa', smartAccountDeployed: true })
  })

  it('an equal list changes nothing (no new account object)', async () => {
    const { client, emit } = await connected()
    emit([{ address: SMART, type: 'smartAccount' }, { address: ALPHA_ADDRESS, type: 'eoa' }])
    const before = client.controllers.connection.getSnapshot()
    emit([{ address: SMART, type: 'smartAccount' }, { address: ALPHA_ADDRESS, type: 'eoa' }])
    expect(client.controllers.connection.getSnapshot()).toBe(before)
  })

  it.each([
    ['a malformed address', [{ address: 'not an address', type: 'smartAccount' }]],
    ['a null entry', [null]],
    ['a number', [42]],
    ['an address of another form', [{ address: 'So11111111111111111111111111111111111111112', type: 'eoa' }]],
  ])('ignores a list with %s, with a warning', async (_label, accounts) => {
    const { client, emit } = await connected()
    emit(accounts)
    expect(getAccount(client).address).toBe(ALPHA_ADDRESS)
  })

  it('an unknown type becomes the namespace’s default; a non-boolean deployment is not taken', async () => {
    const { client, emit } = await connected()
    emit([{ address: SMART, type: 'root' }], { smartAccountDeployed: 'yes' })
    expect(getAccount(client)).toMatchObject({ address: SMART, preferredAccountType: 'eoa', smartAccountDeployed: undefined })
  })
})
