import { createWalletClient, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../startDevnet.js'

/** The blockchain-data stand-in answering from a real anvil chain, through the local services. */
describe('the blockchain-data stand-in', () => {
  let devnet: Devnet
  const get = async (path: string) => {
    const response = await fetch(`${devnet.services!.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${devnet.services!.url}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'one', port: 0 }], solana: false, log: false })
  })
  afterAll(() => devnet?.stop())

  it('reads balances from the chain: ether and the PTT token, with values from the local price table', async () => {
    const alice = devnet.accounts[1]!.address
    const { status, body } = await get(`/v1/account/${alice}/balance?chainId=eip155:31337&currency=usd`)
    expect(status).toBe(200)
    const balances = body.balances as { symbol: string; quantity: { numeric: string; decimals: string }; value: number; address?: string }[]
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'PTT'])
    expect(balances[1]).toMatchObject({ quantity: { numeric: '10000', decimals: '18' }, value: 5000, address: `eip155:31337:${devnet.chains[0]!.tokenAddress}` })
  })

  it('a native and a token transfer made on chain appear in the history of both parties, newest first', async () => {
    const [sender, receiver] = [devnet.accounts[2]!, devnet.accounts[7]!]
    const chain = devnet.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(chain.rpcUrl),
      chain: { id: chain.chainId, name: 'one', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
    }).extend(publicActions)
    const nativeHash = await wallet.sendTransaction({ to: receiver.address, value: parseEther('0.25') })
    const tokenHash = await wallet.writeContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'transfer', args: [receiver.address, parseUnits('12.5', 18)] })
    // Both mined before the stand-in is asked (a CI run once asked before the token transfer's block).
    await Promise.all([nativeHash, tokenHash].map((hash) => wallet.waitForTransactionReceipt({ hash })))

    const { body } = await get(`/v1/account/${receiver.address}/history?chainId=eip155:31337`)
    const items = body.data as { id: string; metadata: Record<string, string>; transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }[] }[]
    expect(items.map((item) => item.id), JSON.stringify(items)).toEqual([tokenHash, nativeHash])
    expect(items[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: sender.address, chain: 'eip155:31337', hash: tokenHash },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { symbol: 'PTT' } }],
    })
    expect(items[1]?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' }, fungible_info: expect.objectContaining({ symbol: 'ETH' }) })])

    const sent = await get(`/v1/account/${sender.address}/history?chainId=eip155:31337`)
    const first = (sent.body.data as { metadata: { operationType: string }; transfers: { direction: string }[] }[])[0]
    expect(first).toMatchObject({ metadata: { operationType: 'send' }, transfers: [{ direction: 'out' }] })
    // Another chain id has nothing of this chain.
    expect((await get(`/v1/account/${receiver.address}/history?chainId=eip155:1`)).body.data).toEqual([])
  })

  it('registers a name only with a valid signature of the message naming the address, then resolves it both ways', async () => {
    const owner = devnet.accounts[3]!
    const signer = privateKeyToAccount(owner.privateKey)
    const message = JSON.stringify({ name: 'devnet-owner', address: owner.address, attributes: {}, timestamp: 1 })
    const forged = await privateKeyToAccount(devnet.accounts[4]!.privateKey).signMessage({ message })
    expect((await post('/v1/profile/account', { coin_type: '2147514985', address: owner.address, message, signature: forged })).status).toBe(401)
    expect((await post('/v1/profile/account', { coin_type: '2147514985', address: owner.address, message: 'not json', signature: forged })).status).toBe(400)

    const signature = await signer.signMessage({ message })
    const registered = await post('/v1/profile/account', { coin_type: '2147514985', address: owner.address, message, signature })
    expect(registered).toMatchObject({ status: 200, body: { name: 'devnet-owner' } })
    expect((await get(`/v1/profile/reverse/${owner.address}`)).body).toEqual([expect.objectContaining({ name: 'devnet-owner' })])
    expect((await get(`/v1/identity/${owner.address.toLowerCase()}`)).body).toEqual({ name: 'devnet-owner', avatar: null })
    expect((await get('/v1/profile/account/devnet-owner')).status).toBe(200)

    // Someone else cannot take it.
    const other = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const theirs = JSON.stringify({ name: 'devnet-owner', address: other.address, attributes: {}, timestamp: 2 })
    expect((await post('/v1/profile/account', { coin_type: '60', address: other.address, message: theirs, signature: await other.signMessage({ message: theirs }) })).status).toBe(409)
  })

  it('prices the tokens asked for by their CAIP-10 address, from the local table, and nothing else', async () => {
    const ptt = `eip155:31337:${devnet.chains[0]!.tokenAddress}`
    const { status, body } = await post('/v1/fungible/price', { currency: 'usd', projectId: 'p', addresses: [ptt, 'eip155:31337:0x0000000000000000000000000000000000000001', 'eip155:9:x'] })
    expect(status).toBe(200)
    expect(body).toEqual({ fungibles: [{ name: 'Portico Test Token', symbol: 'PTT', iconUrl: null, price: 0.5, address: ptt }] })
    expect((await post('/v1/fungible/price', { addresses: 'all' })).status).toBe(400)
  })

  it('suggests names near the one asked for, marking those already registered', async () => {
    const owner = devnet.accounts[6]!
    const signer = privateKeyToAccount(owner.privateKey)
    const message = JSON.stringify({ name: 'suggest-me', address: owner.address, attributes: {}, timestamp: 1 })
    await post('/v1/profile/account', { coin_type: '60', address: owner.address, message, signature: await signer.signMessage({ message }) })
    const { status, body } = await get('/v1/profile/suggestions/suggest-me')
    expect(status).toBe(200)
    expect(body.suggestions).toEqual([
      { name: 'suggest-me', registered: true },
      { name: 'suggest-me-1', registered: false },
      { name: 'suggest-me-2', registered: false },
      { name: 'suggest-me-web3', registered: false },
    ])
  })

  it('refuses malformed addresses and lists the chains it follows', async () => {
    expect((await get('/v1/account/not-an-address/balance?chainId=eip155:31337')).status).toBe(400)
    expect((await get('/v1/supported-chains')).body).toEqual({ http: ['eip155:31337'], ws: [] })
  })
})
