import { devnetAccounts, jsonRpcRequest, startAnvil, startSolanaRuntime, type AnvilChain, type SolanaRuntime } from '@portico/test-chains'
import bs58 from 'bs58'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameUserKeys } from './frameUserKeys.js'
import { startLoginFrame, type LoginFrame } from './startLoginFrame.js'

/** The accounts of the frame's `index`-th user (in order of first login). */
function derived(index: number): { evm: string; solana: string } {
  const keys = frameUserKeys(index)
  return { evm: privateKeyToAccount(keys.evmKey).address, solana: bs58.encode(keys.solanaSecretKey.slice(32)) }
}

describe('startLoginFrame', () => {
  let chain: AnvilChain
  let solana: SolanaRuntime
  let frame: LoginFrame
  // Keys are derived in order of first login: the social test below logs in first (user 0), the
  // e-mail test's visitor is user 1.
  const user = { address: derived(1).evm }
  const solanaUser = { address: derived(1).solana }
  /** Calls the frame's API as its own page does (same origin), or as `origin`. */
  const api = async (path: string, body: Record<string, unknown>, origin = frame.url) => {
    const response = await fetch(`${frame.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31991 })
    solana = await startSolanaRuntime({ port: 0 })
    frame = await startLoginFrame({
      evmChains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
      solana: { rpcUrl: solana.rpcUrl },
    })
  })
  afterAll(async () => {
    await frame?.stop()
    await solana?.stop()
    await chain?.stop()
  })

  it('serves the frame page on its own loopback origin, speaking the protocol', async () => {
    expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await (await fetch(frame.frameUrl)).text()
    expect(page).toContain("post({ type: '@w3m-frame/READY' })")
    expect(page).toContain('event.origin !== parentOrigin')
  })

  it('the stand-in social provider returns to a page that tells only the opener of the given parent origin, and its code logs in once', async () => {
    const provider = await (await fetch(`${frame.url}/social?provider=github&parent=${encodeURIComponent('http://127.0.0.1:5173')}`)).text()
    const href = /href="([^"]+)"/.exec(provider)?.[1]?.replace(/&#38;/g, '&') ?? ''
    const done = new URL(href)
    expect(done.origin).toBe(frame.url)
    expect(done.pathname).toBe('/social/done')
    expect(done.searchParams.get('parent')).toBe('http://127.0.0.1:5173')
    const page = await (await fetch(done.href)).text()
    expect(page).toContain('window.opener.postMessage({ resultUri: location.href }, parent)')
    const first = await api('/api/social', { uri: done.href })
    expect(first.status).toBe(200)
    expect(first.body.email).toBe('github.visitor@devnet.example')
    expect((await api('/api/social', { uri: done.href })).status).toBe(400)
  })

  it('for a mini-app login (the page itself came, with return_uri), the provider returns to a page that sends it back with result_uri; only loopback return addresses', async () => {
    const back = 'http://127.0.0.1:5173/?embedded=1&portico_social_state=s'
    const doneOf = async (returnUri: string) => {
      const provider = await (await fetch(`${frame.url}/social?provider=github&return_uri=${encodeURIComponent(returnUri)}`)).text()
      return new URL(/href="([^"]+)"/.exec(provider)?.[1]?.replace(/&#38;/g, '&') ?? '')
    }
    const done = await doneOf(back)
    expect(done.searchParams.get('return_uri')).toBe(back)
    expect(await (await fetch(done.href)).text()).toContain("target.searchParams.set('result_uri', result.href)")
    expect((await doneOf('https://evil.example/')).searchParams.has('return_uri')).toBe(false)
  })

  it('answers its API only to its own page', async () => {
    expect((await api('/api/email', { email: 'a@b.co' }, 'http://127.0.0.1:1')).status).toBe(403)
  })

  it('delivers a one-time code to the mailbox, logs in with it, signs and sends on the devnet chains, and signs out', async () => {
    expect(await api('/api/email', { email: 'not an e-mail' })).toEqual({ status: 400, body: { message: 'Please enter a valid email address' } })
    expect(await api('/api/email', { email: 'visitor@example.com' })).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const code = frame.mailbox()[0]?.code
    expect(code).toMatch(/^\d{6}$/)
    expect(await (await fetch(`${frame.url}/mailbox`)).text()).toContain(code)
    expect(await api('/api/otp', { email: 'visitor@example.com', otp: code === '000000' ? '111111' : '000000' })).toEqual({ status: 400, body: { message: 'Invalid code' } })
    const { body: session } = await api('/api/otp', { email: 'visitor@example.com', otp: code })
    const token = session.token as string
    expect(token).toMatch(/^[0-9a-f]{48}$/)

    const evm = await api('/api/user', { token, chainId: `eip155:${chain.chainId}` })
    expect(evm.body).toMatchObject({ email: 'visitor@example.com', address: user.address, chainId: chain.chainId })
    const sol = await api('/api/user', { token, chainId: 'solana:localnet' })
    expect(sol.body).toMatchObject({ address: solanaUser.address })

    const sent = await api('/api/rpc', { token, namespace: 'eip155', method: 'eth_sendTransaction', params: [{ from: user.address, to: devnetAccounts(1)[0]!.address, value: '0x1' }], chainId: chain.chainId })
    const hash = sent.body.result as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = (await jsonRpcRequest(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string }
    expect(receipt.status).toBe('0x1')

    const message = bs58.encode(new TextEncoder().encode('hello'))
    const signed = await api('/api/rpc', { token, namespace: 'solana', method: 'solana_signMessage', params: { message, pubkey: solanaUser.address } })
    expect(bs58.decode(String((signed.body.result as { signature: string }).signature))).toHaveLength(64)

    await api('/api/signout', { token })
    expect((await api('/api/user', { token, chainId: 'eip155:1' })).status).toBe(401)
    expect(await api('/api/session', { token })).toEqual({ status: 200, body: { isConnected: false } })
  })

  /** Logs `email` in with the mailed code; resolves with the session token. */
  const login = async (email: string) => {
    await api('/api/email', { email })
    const { body } = await api('/api/otp', { email, otp: frame.mailbox()[0]?.code })
    return body.token as string
  }

  it('derives funded accounts for any number of users, distinct per user, the same for a returning one', async () => {
    const tokens = [await login('third@example.com'), await login('fourth@example.com'), await login('fifth@example.com')]
    const addresses = await Promise.all(tokens.map(async (token) => (await api('/api/user', { token, chainId: `eip155:${chain.chainId}` })).body.address as string))
    expect(new Set(addresses).size).toBe(3)
    expect(addresses).toEqual([derived(2).evm, derived(3).evm, derived(4).evm])
    for (const address of addresses) expect(BigInt(String(await jsonRpcRequest(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])))).toBe(10_000n * 10n ** 18n)
    const lamports = (await jsonRpcRequest(solana.rpcUrl, 'getBalance', [derived(4).solana])) as { value: number }
    expect(lamports.value).toBe(100 * 10 ** 9)
    const again = await login('third@example.com')
    expect((await api('/api/user', { token: again, chainId: `eip155:${chain.chainId}` })).body.address).toBe(derived(2).evm)
  })

  it('changes the e-mail: a code to the current address, then one to the new address; the account stays, the old address no longer logs in to it', async () => {
    const token = await login('before@example.com')
    const { body: before } = await api('/api/user', { token, chainId: `eip155:${chain.chainId}` })
    expect(await api('/api/email/update', { token, email: 'not an e-mail' })).toEqual({ status: 400, body: { message: 'Please enter a valid email address' } })
    expect((await api('/api/email/update', { token, email: 'third@example.com' })).status).toBe(400)
    expect((await api('/api/email/update', { token: 'forged', email: 'after@example.com' })).status).toBe(401)
    expect((await api('/api/email/update/secondary', { token, otp: '123456' })).status).toBe(400)

    expect(await api('/api/email/update', { token, email: 'after@example.com' })).toEqual({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = frame.mailbox()[0]!
    expect(primary.email).toBe('before@example.com')
    // The secondary step waits for the primary code.
    expect((await api('/api/email/update/secondary', { token, otp: primary.code })).status).toBe(400)
    expect(await api('/api/email/update/primary', { token, otp: primary.code === '000000' ? '111111' : '000000' })).toEqual({ status: 400, body: { message: 'Invalid code' } })
    expect((await api('/api/email/update/primary', { token, otp: primary.code })).status).toBe(200)
    const secondary = frame.mailbox()[0]!
    expect(secondary.email).toBe('after@example.com')
    expect((await api('/api/email/update/primary', { token, otp: primary.code })).status).toBe(400)
    expect(await api('/api/email/update/secondary', { token, otp: secondary.code })).toEqual({ status: 200, body: { newEmail: 'after@example.com' } })

    const { body: after } = await api('/api/user', { token, chainId: `eip155:${chain.chainId}` })
    expect(after).toMatchObject({ email: 'after@example.com', address: before.address })
    const relogged = await login('after@example.com')
    expect((await api('/api/user', { token: relogged, chainId: `eip155:${chain.chainId}` })).body.address).toBe(before.address)
    const fresh = await login('before@example.com')
    expect((await api('/api/user', { token: fresh, chainId: `eip155:${chain.chainId}` })).body.address).not.toBe(before.address)
  })

  it('Farcaster: a channel whose sign-in page approves it; the waiting frame then logs in a user without an e-mail, once', async () => {
    const { body: started } = await api('/api/farcaster/start', {})
    const url = new URL(String(started.url))
    expect(url.origin).toBe(frame.url)
    const waiting = api('/api/farcaster/wait', { channel: started.channel })
    const page = await (await fetch(url)).text()
    const approve = /href="([^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&') ?? ''
    expect(approve).toContain('/farcaster/approve?channel=')
    expect(await (await fetch(`${frame.url}${approve}`)).text()).toContain('Approved')
    const { status, body } = await waiting
    expect(status).toBe(200)
    const user = await api('/api/user', { token: body.token, chainId: `eip155:${chain.chainId}` })
    expect(user.body).toMatchObject({ email: null, userName: expect.stringMatching(/^devnet-fid-/) })
    expect((await api('/api/farcaster/wait', { channel: started.channel })).status).toBe(400)
    expect(await (await fetch(`${frame.url}/farcaster?channel=forged`)).text()).toContain('unknown or already used')
  })
})
