import { deployPorticoAccountFactory, devnetAccounts, startAnvil, type AnvilChain } from '@portico/test-chains'
import { createPublicClient, http, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoginFrame, type LoginFrame } from './startLoginFrame.js'

describe('the login frame with smart accounts', () => {
  let smartChain: AnvilChain
  let plainChain: AnvilChain
  let frame: LoginFrame
  let client: ReturnType<typeof createPublicClient>
  const [deployer, , payee] = devnetAccounts(3)
  const api = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${frame.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: frame.url }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const login = async (email: string) => {
    await api('/api/email', { email })
    const code = frame.mailbox().find((entry) => entry.email === email)?.code
    return (await api('/api/otp', { email, otp: code })).body.token as string
  }

  beforeAll(async () => {
    ;[smartChain, plainChain] = await Promise.all([startAnvil({ chainId: 31993, accounts: 3 }), startAnvil({ chainId: 31994, accounts: 3 })])
    const factory = await deployPorticoAccountFactory({ rpcUrl: smartChain.rpcUrl, chainId: smartChain.chainId, deployerPrivateKey: deployer!.privateKey })
    frame = await startLoginFrame({
      evmChains: [
        { chainId: smartChain.chainId, rpcUrl: smartChain.rpcUrl },
        { chainId: plainChain.chainId, rpcUrl: plainChain.rpcUrl },
      ],
      smartAccounts: [{ chainId: smartChain.chainId, rpcUrl: smartChain.rpcUrl, factory }],
    })
    client = createPublicClient({ transport: http(smartChain.rpcUrl) })
  })
  afterAll(async () => {
    await frame?.stop()
    await Promise.all([smartChain?.stop(), plainChain?.stop()])
  })

  it('names the chains with the factory, offers both accounts there, and switches the type on request', async () => {
    expect((await api('/api/smart-account/networks', {})).body).toEqual({ smartAccountEnabledNetworks: [smartChain.chainId] })
    const token = await login('smart@example.com')
    const eoaSession = (await api('/api/user', { token, chainId: `eip155:${smartChain.chainId}` })).body
    const accounts = eoaSession.accounts as { address: Address; type: string }[]
    expect(accounts.map((account) => account.type)).toEqual(['eoa', 'smartAccount'])
    const [eoa, smart] = accounts.map((account) => account.address)
    expect(eoaSession).toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(await client.getBalance({ address: smart! })).toBe(100n * 10n ** 18n)

    expect((await api('/api/smart-account/preferred', { token, type: 'root' })).status).toBe(400)
    expect((await api('/api/smart-account/preferred', { token, type: 'smartAccount' })).body).toEqual({ type: 'smartAccount', address: smart })
    expect((await api('/api/smart-account/init', { token })).body).toEqual({ address: smart, isDeployed: false })
    expect((await api('/api/account', { token })).body).toEqual({ address: smart, type: 'smartAccount' })

    // The smart account pays: the owner calls execute, deploying the account on the way.
    const rpc = (method: string, params: unknown[]) => api('/api/rpc', { token, method, params, namespace: 'eip155', chainId: `eip155:${smartChain.chainId}` })
    expect((await rpc('eth_accounts', [])).body.result).toEqual([smart])
    const message = 'sign in as a smart account'
    const undeployed = (await rpc('personal_sign', [message, smart])).body.result as Hex
    expect(undeployed.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client.verifyMessage({ address: smart!, message, signature: undeployed })).toBe(true)
    const before = await client.getBalance({ address: payee!.address })
    const sent = await rpc('eth_sendTransaction', [{ from: smart, to: payee!.address, value: '0x2386f26fc10000' }])
    const receipt = await client.getTransactionReceipt({ hash: sent.body.result as Hex })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: payee!.address })).toBe(before + 10n ** 16n)
    expect(await client.getBalance({ address: smart! })).toBe(100n * 10n ** 18n - 10n ** 16n)
    expect((await api('/api/smart-account/init', { token })).body).toEqual({ address: smart, isDeployed: true })
    const deployed = (await rpc('personal_sign', [message, smart])).body.result as Hex
    expect(deployed).toHaveLength(132)
    expect(await client.verifyMessage({ address: smart!, message, signature: deployed })).toBe(true)
    const batch = await rpc('wallet_sendCalls', [{ from: smart, calls: [{ to: payee!.address, value: '0x1' }, { to: payee!.address, value: '0x2' }] }])
    const { id } = batch.body.result as { id: Hex }
    expect((await rpc('wallet_getCallsStatus', [id])).body.result).toMatchObject({ id, status: 200, atomic: true })
    expect(await client.getBalance({ address: payee!.address })).toBe(before + 10n ** 16n + 3n)
    // A request that names another account is refused.
    expect((await rpc('eth_sendTransaction', [{ from: eoa, to: payee!.address, value: '0x1' }])).status).toBe(400)

    expect((await api('/api/smart-account/preferred', { token, type: 'eoa' })).body).toEqual({ type: 'eoa', address: eoa })
    expect((await rpc('eth_accounts', [])).body.result).toEqual([eoa])
    // GET_USER carries the site's stored preference back.
    expect((await api('/api/user', { token, preferredAccountType: 'smartAccount' })).body).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: true })
  })

  it('keeps the EOA on a chain without the factory', async () => {
    const token = await login('plain@example.com')
    await api('/api/rpc', { token, method: 'eth_chainId', params: [], namespace: 'eip155', chainId: `eip155:${plainChain.chainId}` })
    expect((await api('/api/smart-account/preferred', { token, type: 'smartAccount', chainId: plainChain.chainId })).body).toEqual({
      message: 'Smart accounts are not enabled on this network',
    })
    const session = (await api('/api/user', { token, preferredAccountType: 'smartAccount' })).body
    expect(session).toMatchObject({ chainId: plainChain.chainId, preferredAccountType: 'eoa' })
    expect(session.accounts).toHaveLength(1)
  })
})
