import { createPublicClient, encodeFunctionData, erc20Abi, http, numberToHex, parseEther, toHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../accounts/devnetAccounts.js'
import { startAnvil, type AnvilChain } from '../anvil/startAnvil.js'
import { deployPorticoToken } from '../token/deployPorticoToken.js'
import { createTestWallet, type TestWallet } from './createTestWallet.js'

const accounts = devnetAccounts(8)
let chains: AnvilChain[] = []
let tokenAddress: Address
let wallet: TestWallet

beforeAll(async () => {
  chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  // Account 0 deploys the token and gives account 1 some; the wallet holds account 1.
  tokenAddress = await deployPorticoToken({
    rpcUrl: chains[0]!.rpcUrl,
    chainId: chains[0]!.chainId,
    deployerPrivateKey: accounts[0]!.privateKey,
    initialSupply: 1_000n,
    fund: [accounts[1]!.address],
    amount: 100n * 10n ** 18n,
  })
  // The second chain is left for wallet_addEthereumChain.
  wallet = createTestWallet({ privateKey: accounts[1]!.privateKey, chains: [chains[0]!] })
})
afterAll(() => Promise.all(chains.map((chain) => chain.stop())))

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
  )

describe('createTestWallet', () => {
  it('gives its account only after eth_requestAccounts, and says so with accountsChanged', async () => {
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(codeOf(wallet.request({ method: 'personal_sign', params: ['0x01', wallet.address] }))).resolves.toMatchObject({ code: 4100 })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([accounts[1]!.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(changes).toEqual([[wallet.address]])
  })

  it('forwards reads to the current chain', async () => {
    const balance = await wallet.request({ method: 'eth_getBalance', params: [wallet.address, 'latest'] })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    await expect(codeOf(wallet.request({ method: 'eth_noSuchMethod' }))).resolves.toMatchObject({ code: -32601 })
  })

  it('signs messages that verify against its address', async () => {
    const signature = (await wallet.request({ method: 'personal_sign', params: [toHex('Sign in to Portico'), wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'Sign in to Portico', signature })).toBe(true)
    const plain = (await wallet.request({ method: 'personal_sign', params: ['hello', wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature: plain })).toBe(true)
  })

  it('sends ether and tokens, signed locally, and the chain shows the change', async () => {
    const chain = chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const to = accounts[7]!.address
    const tokenOf = (address: Hex) =>
      client.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [ethBefore, tokenBefore] = [await client.getBalance({ address: to }), await tokenOf(to)]

    const ethHash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to, value: numberToHex(parseEther('1.5')) }],
    })) as Hex
    expect((await client.waitForTransactionReceipt({ hash: ethHash, pollingInterval: 20 })).status).toBe('success')
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 25n * 10n ** 18n] })
    const tokenHash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: tokenAddress, data }],
    })) as Hex
    expect((await client.waitForTransactionReceipt({ hash: tokenHash, pollingInterval: 20 })).status).toBe('success')

    expect(await client.getBalance({ address: to })).toBe(ethBefore + parseEther('1.5'))
    expect(await tokenOf(to)).toBe(tokenBefore + 25n * 10n ** 18n)
  })

  it('refuses to send for another account', async () => {
    const request = wallet.request({ method: 'eth_sendTransaction', params: [{ from: accounts[2]!.address, to: wallet.address }] })
    await expect(codeOf(request)).resolves.toMatchObject({ code: 4100 })
  })

  it('answers 4902 for an unknown chain, then adds it, switches and sends there', async () => {
    const second = chains[1]!
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    const switching = wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(codeOf(switching)).resolves.toMatchObject({ code: 4902 })

    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'two', rpcUrls: [second.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    const hash = await wallet.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: wallet.address, value: '0x1' }] })
    const client = createPublicClient({ transport: http(second.rpcUrl) })
    expect((await client.getTransaction({ hash: hash as Hex })).chainId).toBe(31338)

    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(wallet.chainId).toBe(31337)
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
  })

  it('rejects the next request with 4001 when told to, then approves again', async () => {
    wallet.setNextBehavior('reject')
    await expect(codeOf(wallet.request({ method: 'personal_sign', params: ['0x00', wallet.address] }))).resolves.toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', wallet.address] })).resolves.toMatch(/^0x/)
  })

  it('hangs the next request until released', async () => {
    const sign = () => wallet.request({ method: 'personal_sign', params: ['0x01', wallet.address] })
    wallet.setNextBehavior('hang')
    let settled = false
    const hung = sign().finally(() => (settled = true))
    await expect.poll(() => wallet.hungCount).toBe(1)
    // A request asked after it goes all the way through (the next one is approved again) while it still hangs.
    await expect(sign()).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(settled).toBe(false)
    expect(wallet.hungCount).toBe(1)
    wallet.releaseHung('reject')
    await expect(codeOf(hung)).resolves.toMatchObject({ code: 4001 })

    wallet.setNextBehavior('hang')
    const approved = sign()
    wallet.releaseHung('approve')
    expect(await approved).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.hungCount).toBe(0)
  })

  it('answers 4200 for wallet methods it lacks, and reports its permission', async () => {
    await expect(codeOf(wallet.request({ method: 'wallet_sendCalls', params: [{}] }))).resolves.toMatchObject({ code: 4200 })
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([{ parentCapability: 'eth_accounts' }])
  })

  it('switches account and tells an authorized site', async () => {
    const changes: unknown[] = []
    const listener = (accounts: unknown) => changes.push(accounts)
    wallet.on('accountsChanged', listener)
    const original = accounts[1]!
    wallet.switchAccount(accounts[3]!.privateKey)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([accounts[3]!.address])
    wallet.switchAccount(original.privateKey)
    wallet.removeListener('accountsChanged', listener)
    expect(changes).toEqual([[accounts[3]!.address], [original.address]])
  })

  it('disconnects: accounts revoked, accountsChanged [] and disconnect 4900', async () => {
    const events: [string, unknown][] = []
    const onAccounts = (payload: unknown) => events.push(['accountsChanged', payload])
    wallet.on('accountsChanged', onAccounts).on('disconnect', (error) => events.push(['disconnect', (error as { code: number }).code]))
    wallet.disconnect()
    wallet.removeListener('accountsChanged', onAccounts)
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.isAuthorized).toBe(false)
  })
})
