import { describe, expect, it } from 'vitest'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from '../../connection/actions/connect.js'
import { getBalance, watchBalance } from './getBalance.js'

const ALPHA = 'io.portico.alpha'

const balanceReads = (adapter: ReturnType<typeof createTestClient>['adapter']) =>
  adapter.calls.filter((call) => call.method === 'getBalance').length

describe('getBalance', () => {
  it('is loading while the chain answers', async () => {
    const { client, adapter } = createTestClient()
    await client.ready
    adapter.script(ALPHA, { getBalance: 'hang' })
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(client).isLoading).toBe(true)
    expect(getBalance(client).balance).toBeUndefined()
    await expect.poll(() => adapter.calls.some((call) => call.method === 'getBalance')).toBe(true)
    adapter.releaseHung()
    await expect.poll(() => getBalance(client)).toMatchObject({ isLoading: false, balance: '10000.0', symbol: 'ETH' })
  })

  it('trusts a balance for its 30 s lifetime, across a reload, then reads it again', async () => {
    const first = createTestClient()
    await first.client.ready
    await connect(first.client, { connectorId: ALPHA })
    await expect.poll(() => getBalance(first.client).balance).toBe('10000.0')
    first.client.destroy()

    const second = createTestClient({ reusePlatform: first.platform })
    second.adapter.authorize(ALPHA)
    await second.client.ready
    await expect.poll(() => getBalance(second.client).balance).toBe('10000.0')
    expect(balanceReads(second.adapter)).toBe(0)
    second.client.destroy()

    await first.platform.clock.advanceAsync(30_000)
    const third = createTestClient({ reusePlatform: first.platform })
    third.adapter.authorize(ALPHA)
    await third.client.ready
    await expect.poll(() => balanceReads(third.adapter)).toBe(1)
    await expect.poll(() => getBalance(third.client).balance).toBe('10000.0')
  })

  it('watchBalance calls back when the balance changes', async () => {
    const { client } = createTestClient()
    await client.ready
    const seen: (string | undefined)[] = []
    const stop = watchBalance(client, (balance) => seen.push(balance.balance))
    await connect(client, { connectorId: ALPHA })
    await expect.poll(() => seen.at(-1)).toBe('10000.0')
    stop()
    expect(seen.filter((balance) => balance !== undefined)).toEqual(['10000.0'])
  })
})
