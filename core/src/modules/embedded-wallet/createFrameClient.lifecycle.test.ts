import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../kernel/errors/UserRejectedRequestError.js'
import { ProviderRpcError } from '../../kernel/errors/providerErrors.js'
import { createAbortController } from '../../kernel/utils/abort.js'
import { APP_REQUESTS, FRAME_TIMINGS, type AppRequest } from './frameEvents.js'
import { flush, frameHarness, track } from './frame.testkit.js'

// Issue 26, round three: what happens to requests when the frame's page restarts, when nothing
// answers, when the network switches under a pending approval, and how aborts reject.

const MINUTE = 60_000

describe('createFrameClient: the frame reloads or leaves for another page', () => {
  it('rejects what the old page was asked, with typed errors, when the reloaded page says READY (READY before its load event)', async () => {
    const { client, frame, ready, fromFrame, platform, posted } = frameHarness()
    await ready()
    frame.load()
    const user = track(client.request('GET_USER'))
    const sign = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{}] }))
    // The page reloads: it says READY before the parent hears its load event.
    await fromFrame({ type: '@w3m-frame/READY' })
    await flush()
    expect(user.error).toMatchObject({ name: 'FrameRequestAbortedError', shortMessage: 'Something went wrong' })
    expect(sign.error).toBeInstanceOf(ProviderRpcError)
    expect(sign.error).toMatchObject({ code: 4900, shortMessage: 'Request was aborted' })
    frame.load()
    // New requests go to the new page, after its settling delay.
    const next = track(client.request('GET_CHAIN_ID'))
    await platform.clock.advanceAsync(FRAME_TIMINGS.postReadyDelayMs)
    expect(posted().at(-1)?.type).toBe('@w3m-app/GET_CHAIN_ID')
    expect(next.status).toBe('pending')
    expect(client.status()).toBe('ready')
  })

  it('rejects what the old page was asked at the load event when the new page has not said READY, and holds new requests until it does', async () => {
    const { client, frame, ready, platform, posted, answer } = frameHarness()
    await ready()
    frame.load()
    const user = track(client.request('GET_USER'))
    frame.load()
    await flush()
    expect(user.error).toMatchObject({ name: 'FrameRequestAbortedError' })
    expect(client.status()).toBe('loading')
    const chain = track(client.request('GET_CHAIN_ID'))
    const before = posted().length
    await platform.clock.advanceAsync(5_000)
    expect(posted()).toHaveLength(before)
    await ready()
    expect(posted().at(-1)?.type).toBe('@w3m-app/GET_CHAIN_ID')
    await answer('SUCCESS', { chainId: 1 })
    await flush()
    expect(chain).toMatchObject({ status: 'resolved', value: { chainId: 1 } })
  })

  it("a frame that went to a page that never says READY fails after 20 s: what waits gets 'iframe_load_failed'", async () => {
    const { client, frame, ready, platform } = frameHarness()
    frame.load()
    await ready()
    frame.load()
    const user = track(client.request('GET_USER'))
    await platform.clock.advanceAsync(FRAME_TIMINGS.readyTimeoutMs)
    expect(user.error).toMatchObject({ code: 'APKT003' })
    expect(client.status()).toBe('failed')
  })

  it('a repeated READY without a page load between is no restart', async () => {
    const { client, ready, fromFrame, answer } = frameHarness()
    await ready()
    const user = track(client.request('GET_USER'))
    await fromFrame({ type: '@w3m-frame/READY' })
    await answer('SUCCESS', { address: '0xabc', chainId: 1 })
    await flush()
    expect(user.status).toBe('resolved')
  })

  it('whatever the order of each page’s READY and load event, a request is rejected exactly when its page is replaced, never while it lives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (readyFirst) => {
        const { client, frame, fromFrame, platform } = frameHarness()
        // Page 0, then one page per entry; each page says READY and fires its load event once.
        const pages = [true, ...readyFirst]
        const asked: ReturnType<typeof track>[] = []
        for (const [index, first] of pages.entries()) {
          if (first) await fromFrame({ type: '@w3m-frame/READY' })
          frame.load()
          if (!first) await fromFrame({ type: '@w3m-frame/READY' })
          await platform.clock.advanceAsync(FRAME_TIMINGS.postReadyDelayMs)
          await flush()
          // Every request asked of an earlier page is rejected now; none of this page's.
          for (const earlier of asked) expect(earlier.status, `page ${index}`).toBe('rejected')
          const mine = track(client.request('GET_USER'))
          await flush()
          expect(mine.status).toBe('pending')
          expect(client.status()).toBe('ready')
          asked.push(mine)
        }
        client.destroy()
      }),
      { numRuns: 60 },
    )
  })
})

describe('createFrameClient: every request has a time limit on the platform clock', () => {
  /** The requests a site sends by name (RPC requests are below). */
  const NAMED = APP_REQUESTS.filter((name): name is Exclude<AppRequest, 'RPC_REQUEST' | 'RPC_ABORT'> => name !== 'RPC_REQUEST' && name !== 'RPC_ABORT')
  const limitOf = (name: AppRequest) =>
    name === 'SIGN_OUT' ? FRAME_TIMINGS.signOutTimeoutMs : name === 'CONNECT_FARCASTER' ? FRAME_TIMINGS.approvalTimeoutMs : FRAME_TIMINGS.requestTimeoutMs

  it.each(NAMED.filter((name) => name !== 'SIGN_OUT'))('%s rejects with a typed error when the frame never answers', async (name) => {
    const { client, ready, platform } = frameHarness()
    await ready()
    const pending = track(client.request(name, {}))
    await platform.clock.advanceAsync(limitOf(name) - 1)
    expect(pending.status).toBe('pending')
    await platform.clock.advanceAsync(1)
    expect(pending.status).toBe('rejected')
    expect(pending.error).toMatchObject({ shortMessage: 'iframe_request_timeout', code: 'APKT004' })
    expect(platform.clock.pendingTimers()).toBe(0)
  })

  it('a request other than a login one times out alone: the others keep waiting', async () => {
    const { client, ready, platform } = frameHarness()
    await ready()
    const user = track(client.request('GET_USER'))
    await platform.clock.advanceAsync(MINUTE)
    const sign = track(client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x1'] }))
    await platform.clock.advanceAsync(FRAME_TIMINGS.requestTimeoutMs - MINUTE)
    expect(user.error).toMatchObject({ code: 'APKT004' })
    expect(sign.status).toBe('pending')
  })

  it('a safe RPC request gives up after 120 s; one waiting for the visitor’s approval after 30 minutes, and the frame drops it', async () => {
    const { client, ready, platform, posted } = frameHarness()
    await ready()
    const read = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_blockNumber' }))
    const sign = track(client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x1'] }))
    await platform.clock.advanceAsync(FRAME_TIMINGS.requestTimeoutMs)
    expect(read.error).toMatchObject({ code: 4900, shortMessage: 'Request was aborted' })
    // Reading an approval takes its time.
    await platform.clock.advanceAsync(10 * MINUTE)
    expect(sign.status).toBe('pending')
    await platform.clock.advanceAsync(FRAME_TIMINGS.approvalTimeoutMs - FRAME_TIMINGS.requestTimeoutMs - 10 * MINUTE)
    expect(sign.error).toBeInstanceOf(ProviderRpcError)
    expect(sign.error).toMatchObject({ code: 4900, shortMessage: 'Request was aborted' })
    expect(posted().at(-1)?.type).toBe('@w3m-app/RPC_ABORT')
  })
})

describe('createFrameClient: a network switch while a request waits for the visitor', () => {
  it('rejects the waiting approval (4001) and tells the frame before the switch; a late approval changes nothing', async () => {
    const { client, ready, posted, answer, lastPosted } = frameHarness()
    await ready()
    const read = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_getBalance', params: ['0x1', 'latest'] }))
    const readMessage = lastPosted()
    const send = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{}], chainId: 1 }))
    const sendMessage = lastPosted()
    const switched = track(client.request('SWITCH_NETWORK', { chainId: 10 }))
    await flush()
    expect(send.error).toBeInstanceOf(ProviderRpcError)
    expect(send.error).toMatchObject({ code: 4001, shortMessage: 'Request was aborted' })
    expect(posted().map((message) => message.type).slice(-2)).toEqual(['@w3m-app/RPC_ABORT', '@w3m-app/SWITCH_NETWORK'])
    await answer('SUCCESS', { chainId: 10 })
    // The frame approves late, on the new chain: nobody hears it.
    await answer('SUCCESS', '0xhash', sendMessage)
    await answer('SUCCESS', '0x10', readMessage)
    await flush()
    expect(switched.status).toBe('resolved')
    expect(send.status).toBe('rejected')
    // A read is answered for the chain it named, and keeps going.
    expect(read).toMatchObject({ status: 'resolved', value: '0x10' })
  })

  it('also rejects an approval still waiting for READY', async () => {
    const { client, fromFrame, posted, platform } = frameHarness()
    const send = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{}] }))
    void client.request('SWITCH_NETWORK', { chainId: 10 })
    await flush()
    expect(send.error).toMatchObject({ code: 4001 })
    await fromFrame({ type: '@w3m-frame/READY' })
    await platform.clock.advanceAsync(FRAME_TIMINGS.postReadyDelayMs)
    expect(posted().map((message) => message.type)).toEqual(['@w3m-app/SWITCH_NETWORK'])
  })
})

describe('createFrameClient: aborted requests reject as EIP-1193 provider errors', () => {
  it('the visitor’s cancel (the signal, the modal closed) is 4001, a user rejection to any wallet library', async () => {
    const { client, ready } = frameHarness()
    await ready()
    const controller = createAbortController()
    const signed = track(client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x1'] }, { signal: controller.signal }))
    const sent = track(client.rpcRequest({ namespace: 'solana', method: 'solana_signMessage', params: {} }))
    controller.abort()
    client.abortRpcRequests()
    await flush()
    for (const { error } of [signed, sent]) {
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001, shortMessage: 'Request was aborted' })
      expect(typeof (error as { code: unknown }).code).toBe('number')
      expect(isUserRejection(error)).toBe(true)
    }
  })

  it('a request lost with the frame (removed, failed, timed out) is 4900, never a rejection by the visitor', async () => {
    const { client, ready } = frameHarness()
    await ready()
    const sign = track(client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x1'] }))
    client.destroy()
    await flush()
    expect(sign.error).toMatchObject({ code: 4900, shortMessage: 'Request was aborted' })
    expect(isUserRejection(sign.error)).toBe(false)
  })
})

describe('createFrameClient: the site’s data reaches the frame', () => {
  it('posts the dapp data as soon as the frame says READY (not before: a frame still loading loses it), and again after it reloads', async () => {
    const { client, frame, platform, posted, fromFrame, ready } = frameHarness()
    const metadata = { name: 'Portico Shop', description: 'A shop', url: 'https://shop.example', icons: [] }
    void client.request('SYNC_DAPP_DATA', metadata).catch(() => undefined)
    await platform.clock.advanceAsync(1_000)
    expect(posted()).toEqual([])
    await fromFrame({ type: '@w3m-frame/READY' })
    // At once: no settling delay for it.
    expect(posted()).toEqual([{ type: '@w3m-app/SYNC_DAPP_DATA', id: expect.any(String), payload: metadata }])
    frame.load()
    await platform.clock.advanceAsync(FRAME_TIMINGS.postReadyDelayMs)
    // The frame reloads: its new page is told again.
    frame.load()
    await ready()
    expect(posted().filter((message) => message.type === '@w3m-app/SYNC_DAPP_DATA').map((message) => message.payload)).toEqual([metadata, metadata])
  })

  it('posts the latest theme and dapp data once each after a reload', async () => {
    const { client, frame, posted, ready } = frameHarness()
    await ready()
    frame.load()
    void client.request('SYNC_THEME', { themeMode: 'light' }).catch(() => undefined)
    void client.request('SYNC_THEME', { themeMode: 'dark' }).catch(() => undefined)
    void client.request('SYNC_DAPP_DATA', { name: 'Shop' }).catch(() => undefined)
    frame.load()
    await ready()
    const after = posted().slice(3)
    expect(after).toHaveLength(2)
    expect(after.map((message) => [message.type, message.payload])).toEqual(
      expect.arrayContaining([
        ['@w3m-app/SYNC_DAPP_DATA', { name: 'Shop' }],
        ['@w3m-app/SYNC_THEME', { themeMode: 'dark' }],
      ]),
    )
  })
})
