import type { Network } from '@portico/core'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { rpcError } from '../../test/scriptedProvider.js'
import type { ChainClient } from './chainClient.js'
import { createChainClient, shouldThrowAtOnce, toViemChain } from './createChainClient.js'

/** A network whose RPC URLs are `urls` (nothing listens: the page's fetch is replaced by {@link stubRpc}). */
function networkOn(...urls: string[]): Network {
  return {
    id: 31337,
    name: 'Devnet',
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  }
}

/** What an RPC URL does with one call: answers a result, fails, or never answers (until the caller gives up). */
type Reply = { result: unknown } | { fail: true } | { hang: true } | { afterMs: number; result: unknown }

/**
 * Replaces the page's fetch with JSON-RPC URLs that answer as `reply` says (on the faked timers for
 * `afterMs`), and records each HTTP request: its URL and the methods of its calls.
 */
function stubRpc(reply: (url: string, method: string) => Reply) {
  const posts: { url: string; methods: string[] }[] = []
  vi.stubGlobal('fetch', async (url: string, init: { body: string; signal?: { addEventListener(type: 'abort', listener: () => void): void } }) => {
    const body = JSON.parse(init.body) as { id: number; method: string } | { id: number; method: string }[]
    const calls = Array.isArray(body) ? body : [body]
    posts.push({ url, methods: calls.map((call) => call.method) })
    const answers = await Promise.all(
      calls.map(async ({ id, method }) => {
        const planned = reply(url, method)
        if ('hang' in planned || 'afterMs' in planned) {
          await new Promise<void>((resolve, reject) => {
            if ('afterMs' in planned) (globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }).setTimeout(resolve, planned.afterMs)
            init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })))
          })
        }
        return 'fail' in planned ? { jsonrpc: '2.0', id, error: { code: -32000, message: 'header not found' } } : { jsonrpc: '2.0', id, result: (planned as { result: unknown }).result }
      }),
    )
    // A response without a body stream: reading it takes promise turns only, so the faked timers' turns settle it.
    const text = JSON.stringify(Array.isArray(body) ? answers : answers[0])
    const headers = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }
    return { ok: true, status: 200, headers, body: null, text: async () => text }
  })
  onTestFinished(() => void vi.unstubAllGlobals())
  return posts
}

/** The URL the next read goes to first, in the fallback's current order (its batch leaves on the faked timers' next turn). */
async function firstAsked(client: ChainClient, posts: { url: string; methods: string[] }[]): Promise<string | undefined> {
  const before = posts.length
  const read = client.request({ method: 'eth_chainId' })
  await vi.advanceTimersByTimeAsync(0)
  await read
  return posts.slice(before).find((post) => post.methods.includes('eth_chainId'))?.url
}

describe('chain RPC transport', () => {
  it('sends the calls made together as one JSON-RPC batch of at most 1000 calls, at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const posts = stubRpc(() => ({ result: '0x0' }))
    const client = await createChainClient(networkOn('http://rpc.test/a'))
    const reads = Array.from({ length: 1001 }, (_, index) => client.request({ method: 'eth_getBalance', params: [`0x${index.toString(16).padStart(40, '0')}`, 'latest'] }))
    // No wait: the batches leave on the next turn, not after a delay.
    await vi.advanceTimersByTimeAsync(0)
    expect(posts.map((post) => post.methods.length)).toEqual([1000, 1])
    await expect(Promise.all(reads)).resolves.toHaveLength(1001)
  })

  it('ranks the URLs when asked: one whose ping goes unanswered for 1 s goes behind one that answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const posts = stubRpc((url, method) => (method === 'net_listening' && url.endsWith('/a') ? { hang: true } : { result: method === 'net_listening' ? true : '0x7a69' }))
    const client = await createChainClient(networkOn('http://rpc.test/a', 'http://rpc.test/b'), { rank: true })
    await vi.advanceTimersByTimeAsync(999)
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/a')
    await vi.advanceTimersByTimeAsync(1)
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/b')
  })

  it('ranks stability above latency (0.7 to 0.3): one failed ping of two puts a fast URL behind a slow one that always answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => void vi.useRealTimers())
    let fastPings = 0
    const posts = stubRpc((url, method) => {
      if (method !== 'net_listening') return { result: '0x7a69' }
      if (url.endsWith('/slow')) return { afterMs: 900, result: true }
      fastPings++
      return fastPings === 2 ? { fail: true } : { result: true }
    })
    const client = await createChainClient(networkOn('http://rpc.test/slow', 'http://rpc.test/fast'), { rank: true })
    // First round of pings, done when the slow answer comes: both answered, the fast one goes first.
    await vi.advanceTimersByTimeAsync(900)
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/fast')
    // The second round, 4 s later (the client's polling interval), has its answers: the fast URL failed its ping.
    // Slow: 0.7 × 1 + 0.3 × 0 = 0.7. Fast: 0.7 × 0.5 + 0.3 × 1 = 0.65 (equal weights would keep it ahead, 0.75 to 0.5).
    await vi.advanceTimersByTimeAsync(4_000 + 1_000)
    expect(fastPings).toBe(2)
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/slow')
  })

  it('ranks on the last 10 rounds of pings: failures older than that no longer hold a URL back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => void vi.useRealTimers())
    let fastPings = 0
    const posts = stubRpc((url, method) => {
      if (method !== 'net_listening') return { result: '0x7a69' }
      if (url.endsWith('/slow')) return { afterMs: 900, result: true }
      fastPings++
      return fastPings <= 5 ? { fail: true } : { result: true }
    })
    const client = await createChainClient(networkOn('http://rpc.test/slow', 'http://rpc.test/fast'), { rank: true })
    // A round takes the slow answer's 900 ms, the next starts 4 s after (and a few ms of timer turns).
    const round = (first: boolean) => vi.advanceTimersByTimeAsync(first ? 910 : 4_910)
    for (let rounds = 0; rounds < 10; rounds++) await round(rounds === 0)
    expect(fastPings).toBe(10)
    // Rounds 1-10: the fast URL failed 5 of 10 (0.7 × 0.5 + 0.3 = 0.65 against the slow one's 0.7).
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/slow')
    await round(false)
    expect(fastPings).toBe(11)
    // Rounds 2-11: 4 of 10 (0.7 × 0.6 + 0.3 = 0.72); counting all 11 rounds it would still be behind (0.68).
    expect(await firstAsked(client, posts)).toBe('http://rpc.test/fast')
  })

  it('rethrows at once on user rejection, unsupported and revert codes, also nested', () => {
    for (const code of [3, 4001, 4100, 4200, 5000, 5002, -32003, -32601]) expect(shouldThrowAtOnce(rpcError(code))).toBe(true)
    expect(shouldThrowAtOnce(rpcError(-32000, 'execution reverted: Insufficient balance'))).toBe(true)
    expect(shouldThrowAtOnce(Object.assign(new Error('outer'), { cause: rpcError(-32000, 'gas required exceeds allowance (0)') }))).toBe(true)
    // A message alone (no code: a network failure's text) is not enough.
    expect(shouldThrowAtOnce(new Error('execution reverted'))).toBe(false)
    expect(shouldThrowAtOnce(Object.assign(new Error('outer'), { cause: rpcError(4001) }))).toBe(true)
    expect(shouldThrowAtOnce(rpcError(-32000, 'header not found'))).toBe(false)
    expect(shouldThrowAtOnce(new Error('fetch failed'))).toBe(false)
  })

  it('turns a network into a viem chain', () => {
    expect(
      toViemChain({
        id: 31337,
        name: 'Devnet',
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      }),
    ).toEqual({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
  })
})
