import { describe, expect, it, vi } from 'vitest'
import { createAbortController } from '../../kernel/utils/abort.js'
import { flush, frameHarness, SECURE_ORIGIN, SECURE_URL, track } from './frame.testkit.js'

describe('createFrameClient: loading and READY', () => {
  it('mounts the secure-login page and posts nothing until 500 ms after READY', async () => {
    const { client, frame, platform, posted, fromFrame } = frameHarness()
    expect(frame.url).toBe(SECURE_URL)
    const user = track(client.request('GET_USER', { chainId: 1 }))
    await platform.clock.advanceAsync(5_000)
    expect(posted()).toEqual([])
    await fromFrame({ type: '@w3m-frame/READY' })
    await platform.clock.advanceAsync(499)
    expect(posted()).toEqual([])
    expect(client.status()).toBe('loading')
    await platform.clock.advanceAsync(1)
    expect(client.status()).toBe('ready')
    expect(posted()).toEqual([{ type: '@w3m-app/GET_USER', id: expect.any(String), payload: { chainId: 1 } }])
    expect(user.status).toBe('pending')
  })

  it('posts only to the frame window, at its exact origin', async () => {
    const { client, frame, platform, ready } = frameHarness()
    await ready()
    void client.request('IS_CONNECTED')
    expect(platform.messaging.posted).toEqual([{ target: frame.window, targetOrigin: SECURE_ORIGIN, data: expect.objectContaining({ type: '@w3m-app/IS_CONNECTED' }) }])
  })

  it.each(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'] as const)(
    'posts %s as soon as the frame says READY, without the 500 ms settling delay (never before: a loading frame would lose it)',
    async (name) => {
      const { client, posted, fromFrame, platform } = frameHarness()
      void client.request(name, { x: 1 })
      await platform.clock.advanceAsync(1_000)
      expect(posted()).toEqual([])
      await fromFrame({ type: '@w3m-frame/READY' })
      expect(posted()).toEqual([{ type: `@w3m-app/${name}`, id: expect.any(String), payload: { x: 1 } }])
      void client.request(name, { x: 2 })
      expect(posted()).toHaveLength(2)
    },
  )

  it("rejects waiting requests with 'iframe_load_failed' (APKT003) when READY does not come within 20 s", async () => {
    const { client, platform } = frameHarness()
    const user = track(client.request('GET_USER'))
    await platform.clock.advanceAsync(19_999)
    expect(user.status).toBe('pending')
    await platform.clock.advanceAsync(1)
    expect(user.status).toBe('rejected')
    expect(user.error).toMatchObject({ shortMessage: 'iframe_load_failed', code: 'APKT003' })
    expect(client.status()).toBe('failed')
    await expect(client.request('GET_CHAIN_ID')).rejects.toMatchObject({ code: 'APKT003' })
  })

  it("rejects the syncs with the rest when the load fails ('iframe_load_failed'), never having posted them", async () => {
    const { client, platform, posted } = frameHarness()
    const theme = track(client.request('SYNC_THEME', {}))
    await platform.clock.advanceAsync(20_000)
    expect(theme.error).toMatchObject({ shortMessage: 'iframe_load_failed' })
    expect(posted()).toEqual([])
  })

  it('a READY arriving after the load failed serves later requests, never the rejected ones', async () => {
    const { client, platform, ready, posted } = frameHarness()
    const early = track(client.request('GET_USER'))
    await platform.clock.advanceAsync(20_000)
    await ready()
    expect(early.status).toBe('rejected')
    expect(posted()).toEqual([])
    void client.request('GET_CHAIN_ID')
    expect(posted().map((message) => message.type)).toEqual(['@w3m-app/GET_CHAIN_ID'])
  })

  it('ignores a second READY (the post-ready delay runs once)', async () => {
    const { client, platform, fromFrame, posted } = frameHarness()
    void client.request('GET_USER')
    await fromFrame({ type: '@w3m-frame/READY' })
    await platform.clock.advanceAsync(300)
    await fromFrame({ type: '@w3m-frame/READY' })
    await platform.clock.advanceAsync(200)
    expect(posted()).toHaveLength(1)
  })

  it("rejects with 'W3mFrame: iframe is not set' where the platform has no frame", async () => {
    const { client } = frameHarness({ noFramePort: true })
    await expect(client.request('GET_USER')).rejects.toMatchObject({ shortMessage: 'W3mFrame: iframe is not set' })
  })
})

describe('createFrameClient: requests and answers', () => {
  it('gives every request a fresh random id, never reused', async () => {
    const { client, ready, posted } = frameHarness()
    await ready()
    for (let index = 0; index < 200; index++) void client.request('GET_CHAIN_ID')
    const ids = posted().map((message) => message.id)
    expect(new Set(ids).size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[0-9a-z_-]{16,}$/i)
  })

  it('draws ids from the random port', async () => {
    const { client, ready, posted, platform } = frameHarness()
    const spy = vi.spyOn(platform.random, 'id')
    await ready()
    void client.request('GET_USER')
    expect(spy).toHaveBeenCalled()
    expect(posted()[0]?.id).toBe(spy.mock.results[0]?.value)
  })

  it('resolves only on the SUCCESS with the same id and the same request name', async () => {
    const { client, ready, fromFrame, lastPosted, answer } = frameHarness()
    await ready()
    const chain = track(client.request('GET_CHAIN_ID'))
    const { id } = lastPosted()
    await fromFrame({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'another-id', payload: { chainId: 5 } })
    await fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { chainId: 5, address: '0x1' } })
    await fromFrame({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    await flush()
    expect(chain.status).toBe('pending')
    await answer('SUCCESS', { chainId: 10 })
    await flush()
    expect(chain).toMatchObject({ status: 'resolved', value: { chainId: 10 } })
    // A second answer with the same id changes nothing.
    await answer('ERROR', { message: 'late' })
    await flush()
    expect(chain.status).toBe('resolved')
  })

  it("rejects on the matching ERROR with its message, or 'An error occurred' without one", async () => {
    const { client, ready, answer } = frameHarness()
    await ready()
    const first = client.request('CONNECT_OTP', { otp: '123456' })
    await answer('ERROR', { message: 'Invalid code' })
    await expect(first).rejects.toMatchObject({ shortMessage: 'Invalid code', category: 'FRAME_ERROR' })
    for (const payload of [undefined, {}, { message: '' }, { message: 42 }, 'text', null]) {
      const next = client.request('CONNECT_OTP', { otp: '1' })
      await answer('ERROR', payload)
      await expect(next).rejects.toMatchObject({ shortMessage: 'An error occurred' })
    }
  })

  it('returns the e-mail action, the update steps and the new e-mail, validated', async () => {
    const { client, ready, answer } = frameHarness()
    await ready()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await answer('SUCCESS', { action: 'VERIFY_OTP' })
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    const update = client.request('UPDATE_EMAIL', { email: 'c@d.co' })
    await answer('SUCCESS', { action: 'VERIFY_SECONDARY_OTP' })
    await expect(update).resolves.toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '1' })
    await answer('SUCCESS', { newEmail: 'c@d.co' })
    await expect(secondary).resolves.toEqual({ newEmail: 'c@d.co' })
  })

  it('rejects, never hangs, when a SUCCESS carries a malformed payload', async () => {
    const { client, ready, answer, warnings } = frameHarness()
    await ready()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await answer('SUCCESS', { action: 'LOGIN_WITHOUT_CODE' })
    await expect(email).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
    expect(warnings).toContain('Invalid frame answer')
  })
})

describe('createFrameClient: timeouts', () => {
  it.each(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'] as const)(
    "%s gives up after 120 s with 'iframe_request_timeout' (APKT004), then aborts every request",
    async (name) => {
      const { client, platform, ready } = frameHarness()
      await ready()
      const timed = track(client.request(name, {}))
      const other = track(client.request('GET_USER'))
      const rpc = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_blockNumber' }))
      await platform.clock.advanceAsync(119_999)
      expect([timed.status, other.status, rpc.status]).toEqual(['pending', 'pending', 'pending'])
      await platform.clock.advanceAsync(1)
      expect(timed.error).toMatchObject({ shortMessage: 'iframe_request_timeout', code: 'APKT004' })
      expect(other.error).toMatchObject({ shortMessage: 'Something went wrong' })
      expect(rpc.error).toMatchObject({ shortMessage: 'Request was aborted' })
    },
  )

  it('lets an approval wait as long as the visitor reads it; other requests give up alone after 120 s', async () => {
    const { client, platform, ready } = frameHarness()
    await ready()
    const user = track(client.request('GET_USER'))
    const sign = track(client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x00', '0x1'] }))
    await platform.clock.advanceAsync(600_000)
    expect(user.error).toMatchObject({ shortMessage: 'iframe_request_timeout' })
    expect(sign.status).toBe('pending')
  })

  it('an answer in time clears the timer', async () => {
    const { client, platform, ready, answer } = frameHarness()
    await ready()
    const email = track(client.request('CONNECT_EMAIL', { email: 'a@b.co' }))
    await answer('SUCCESS', { action: 'CONNECT' })
    await platform.clock.advanceAsync(200_000)
    expect(email.status).toBe('resolved')
    expect(platform.clock.pendingTimers()).toBe(0)
  })

  it('signOut resolves true on the frame reply, false after at most 3 s without one', async () => {
    const { client, platform, ready, answer } = frameHarness()
    await ready()
    const confirmed = client.signOut()
    await answer('SUCCESS')
    await expect(confirmed).resolves.toBe(true)
    const silent = track(client.signOut())
    await platform.clock.advanceAsync(2_999)
    expect(silent.status).toBe('pending')
    await platform.clock.advanceAsync(1)
    expect(silent).toMatchObject({ status: 'resolved', value: false })
    const refused = client.signOut()
    await answer('ERROR', { message: 'no session' })
    await expect(refused).resolves.toBe(false)
  })

  it('signOut waits at most 3 s also while the frame never loads', async () => {
    const { client, platform } = frameHarness()
    const silent = track(client.signOut())
    await platform.clock.advanceAsync(3_000)
    expect(silent).toMatchObject({ status: 'resolved', value: false })
  })
})

describe('createFrameClient: abort', () => {
  it("rejects an aborted RPC request with 'Request was aborted' and tells the frame", async () => {
    const { client, ready, posted } = frameHarness()
    await ready()
    const controller = createAbortController()
    const sign = client.rpcRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{}] }, { signal: controller.signal })
    controller.abort()
    await expect(sign).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(posted().map((message) => message.type)).toEqual(['@w3m-app/RPC_REQUEST', '@w3m-app/RPC_ABORT'])
  })

  it("rejects other aborted requests with 'Something went wrong', also while waiting for READY", async () => {
    const { client, posted } = frameHarness()
    const controller = createAbortController()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.co' }, { signal: controller.signal })
    controller.abort()
    await expect(email).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    await expect(client.request('GET_USER', undefined, { signal: aborted() })).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(posted()).toEqual([])
  })

  it('abortRpcRequests skips the safe read-only methods', async () => {
    const { client, ready, posted } = frameHarness()
    await ready()
    const read = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_getBalance', params: ['0x1', 'latest'] }))
    const send = track(client.rpcRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{}] }))
    const solana = track(client.rpcRequest({ namespace: 'solana', method: 'solana_signMessage', params: {} }))
    const user = track(client.request('GET_USER'))
    client.abortRpcRequests()
    await flush()
    expect(read.status).toBe('pending')
    expect(user.status).toBe('pending')
    expect(send.error).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(solana.error).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(posted().at(-1)?.type).toBe('@w3m-app/RPC_ABORT')
  })

  it('destroy rejects what is open, removes the frame and stops listening', async () => {
    const { client, ready, frame, platform } = frameHarness()
    await ready()
    const user = client.request('GET_USER')
    client.destroy()
    await expect(user).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(frame.removed).toBe(true)
    expect(platform.messaging.listenerCount()).toBe(0)
    await expect(client.request('GET_USER')).rejects.toMatchObject({ shortMessage: 'W3mFrame: iframe is not set' })
  })
})

describe('createFrameClient: RPC gating', () => {
  it('runs safe methods without asking, and unsafe ones with the approval view open until they settle', async () => {
    const approvals: string[] = []
    const { client, ready, answer, lastPosted } = frameHarness({
      ui: { approvalRequested: ({ method }) => approvals.push(`open ${method}`), approvalSettled: ({ method }) => approvals.push(`settled ${method}`) },
    })
    await ready()
    const balance = client.rpcRequest({ namespace: 'eip155', method: 'eth_getBalance', params: ['0x1', 'latest'] })
    expect(lastPosted()).toMatchObject({ type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_getBalance', params: ['0x1', 'latest'], chainNamespace: 'eip155' } })
    await answer('SUCCESS', '0x10')
    await expect(balance).resolves.toBe('0x10')
    expect(approvals).toEqual([])
    const sign = client.rpcRequest({ namespace: 'eip155', method: 'personal_sign', params: ['0x68', '0x1'], chainId: 1 })
    expect(approvals).toEqual(['open personal_sign'])
    await answer('ERROR', { message: 'User rejected' })
    await expect(sign).rejects.toMatchObject({ shortMessage: 'User rejected' })
    expect(approvals).toEqual(['open personal_sign', 'settled personal_sign'])
  })

  it.each([
    ['eip155', 'Personal_sign'],
    ['eip155', ' personal_sign'],
    ['eip155', 'personal_sign '],
    ['eip155', 'eth_sign'],
    ['eip155', 'solana_signMessage'],
    ['solana', 'personal_sign'],
    ['bip122', 'eth_call'],
    ['eip155', 'constructor'],
    ['eip155', '__proto__'],
    ['cosmos', 'cosmos_signDirect'],
  ])("refuses %s %j: 'Requested RPC call is not allowed', rejects all, opens the modal, 'Action not allowed' after 300 ms", async (namespace, method) => {
    const calls: string[] = []
    const { client, ready, platform, posted } = frameHarness({
      ui: { openModal: () => calls.push('open'), showError: (message) => calls.push(message) },
    })
    await ready()
    const user = track(client.request('GET_USER'))
    const refused = client.rpcRequest({ namespace, method })
    await expect(refused).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4200 })
    expect(user.error).toMatchObject({ shortMessage: 'Something went wrong' })
    expect(posted().map((message) => message.type)).toEqual(['@w3m-app/GET_USER'])
    expect(calls).toEqual(['open'])
    await platform.clock.advanceAsync(299)
    expect(calls).toEqual(['open'])
    await platform.clock.advanceAsync(1)
    expect(calls).toEqual(['open', 'Action not allowed'])
  })
})

describe('createFrameClient: trust', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://secure.example.evil.example' }],
    ['another port', { origin: 'https://secure.example:8443' }],
    ['http instead of https', { origin: 'http://secure.example' }],
    ['a trailing slash', { origin: `${SECURE_ORIGIN}/` }],
    ['the null origin', { origin: 'null' }],
    ['another window of the right origin', { source: { other: true } }],
    ['no window', { source: null }],
  ])("ignores answers from %s with an 'Untrusted Origin' warning", async (_label, from) => {
    const { client, ready, fromFrame, lastPosted, warnings } = frameHarness()
    await ready()
    const user = track(client.request('GET_USER'))
    const { id } = lastPosted()
    await fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { address: '0xabc', chainId: 1 } }, from)
    await fromFrame({ type: '@w3m-frame/GET_USER_ERROR', id, payload: { message: 'forged' } }, from)
    await flush()
    expect(user.status).toBe('pending')
    expect(warnings.filter((warning) => warning === 'Untrusted Origin')).toHaveLength(2)
  })

  it('does not count a READY from elsewhere', async () => {
    const { client, platform, fromFrame, posted } = frameHarness()
    void client.request('GET_USER')
    await fromFrame({ type: '@w3m-frame/READY' }, { origin: 'https://evil.example' })
    await platform.clock.advanceAsync(1_000)
    expect(posted()).toEqual([])
    expect(client.status()).toBe('loading')
  })

  it('keeps the trusted origin whatever storage and the page hold', async () => {
    const { client, ready, fromFrame, lastPosted, platform } = frameHarness({
      platform: { storageContent: { '@portico/secure_site_url': JSON.stringify('https://evil.example') }, environment: { origin: 'https://evil.example' } },
    })
    await ready()
    const user = track(client.request('GET_USER'))
    await fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id: lastPosted().id, payload: { address: '0x1', chainId: 1 } }, { origin: 'https://evil.example' })
    await flush()
    expect(user.status).toBe('pending')
    expect(client.origin).toBe(SECURE_ORIGIN)
    expect(platform.messaging.posted.every((entry) => entry.targetOrigin === SECURE_ORIGIN)).toBe(true)
  })

  it('ignores invalid frame events with a warning, never throwing', async () => {
    const { client, ready, fromFrame, lastPosted, warnings, answer } = frameHarness()
    await ready()
    const user = track(client.request('GET_USER'))
    const { id } = lastPosted()
    for (const data of [
      null,
      'READY',
      { type: '@w3m-frame/GET_USER_SUCCESS' },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: 7 },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: 'x'.repeat(500) },
      { type: '@w3m-frame/UNKNOWN_SUCCESS', id },
      { type: '@w3m-frame/get_user_SUCCESS', id },
      { type: ' @w3m-frame/GET_USER_SUCCESS', id },
    ]) {
      await expect(fromFrame(data)).resolves.toBeUndefined()
    }
    expect(user.status).toBe('pending')
    expect(warnings.filter((warning) => warning === 'Invalid frame event ignored')).toHaveLength(8)
    await answer('SUCCESS', { address: '0xabc', chainId: '1' }, { type: '@w3m-app/GET_USER', id, payload: undefined })
    await flush()
    expect(user).toMatchObject({ status: 'resolved', value: { address: '0xabc', chainId: '1' } })
  })

  it('hears SESSION_UPDATE from the frame only', async () => {
    const { client, fromFrame } = frameHarness()
    const updates = vi.fn()
    client.onSessionUpdate(updates)
    await fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: {} }, { origin: 'https://evil.example' })
    await fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })
    expect(updates).toHaveBeenCalledTimes(1)
  })
})

function aborted() {
  const controller = createAbortController()
  controller.abort()
  return controller.signal
}

describe('createFrameClient: the page frame', () => {
  it("without a frame port, places the frame in the page's document", () => {
    const appended: { src: string; contentWindow: unknown }[] = []
    const document = {
      title: '',
      querySelector: () => null,
      createElement: () => ({ src: '', title: '', style: { cssText: '' }, contentWindow: { page: true }, setAttribute: () => undefined, remove: () => undefined }),
      body: { appendChild: (node: { src: string; contentWindow: unknown }) => void appended.push(node) },
    }
    const globals = globalThis as { document?: unknown }
    globals.document = document
    try {
      const { client } = frameHarness({ noFramePort: true })
      expect(appended.map((node) => node.src)).toEqual([SECURE_URL])
      expect(client.frame()?.window).toEqual({ page: true })
    } finally {
      delete globals.document
    }
  })
})
