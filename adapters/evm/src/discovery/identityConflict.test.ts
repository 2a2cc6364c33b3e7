import { WalletIdentityConflictError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createTestContext, createTestSignal } from '../../test/adapterContext.js'
import { announcement, createFakeEventTarget } from '../../test/fakeEventTarget.js'
import { ADDRESS_A, ADDRESS_B, createScriptedProvider } from '../../test/scriptedProvider.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const SECOND_UUID = '5b1c0e1e-8e0f-4a3e-9c63-3c7f1f7a4d2b'

function setup() {
  const target = createFakeEventTarget()
  const context = createTestContext()
  const adapter = createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }) })
  adapter.connectors.setup?.(context)
  const genuine = createScriptedProvider({ eth_requestAccounts: () => [ADDRESS_A], eth_accounts: () => [ADDRESS_A] })
  const impostor = createScriptedProvider({ eth_requestAccounts: () => [ADDRESS_B], eth_accounts: () => [ADDRESS_B] })
  return { target, context, adapter, genuine, impostor }
}

const connectParams = (connectorId: string) => ({ connectorId, networks: [], signal: createTestSignal() })

describe('two announcements claiming one wallet identity', () => {
  it('marks the wallet as a conflict, asks neither provider, and refuses with a typed error, whoever announced first', async () => {
    for (const order of ['genuine first', 'impostor first'] as const) {
      const { target, context, adapter, genuine, impostor } = setup()
      const [first, second] = order === 'genuine first' ? [genuine, impostor] : [impostor, genuine]
      target.announce(announcement({ provider: first }))
      expect(context.connectors.map((connector) => [connector.id, connector.conflict ?? false])).toEqual([['dev.portico.test', false]])
      target.announce(announcement({ uuid: SECOND_UUID, provider: second }))
      expect(context.connectors.map((connector) => [connector.id, connector.conflict ?? false])).toEqual([['dev.portico.test', true]])

      await expect(adapter.connectors.connect(connectParams('dev.portico.test'))).rejects.toBeInstanceOf(WalletIdentityConflictError)
      await expect(adapter.connectors.reconnect?.(connectParams('dev.portico.test'))).resolves.toBeNull()
      expect(genuine.calls).toEqual([])
      expect(impostor.calls).toEqual([])
    }
  })

  it('a wallet repeating its own announcement (same provider, even under a new uuid) is no conflict', () => {
    const { target, context, genuine } = setup()
    target.announce(announcement({ provider: genuine }))
    target.announce(announcement({ provider: genuine }))
    target.announce(announcement({ uuid: SECOND_UUID, provider: genuine }))
    expect(context.connectors.map((connector) => connector.conflict ?? false)).toEqual([false])
  })
})
