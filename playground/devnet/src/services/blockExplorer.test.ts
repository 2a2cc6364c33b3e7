import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../startDevnet.js'

/** The devnet's block explorer, answering from a real anvil chain, through the local services. */
describe('the local block explorer', () => {
  let devnet: Devnet
  const open = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${devnet.services!.url}${path}`, init)
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() }
  }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'one', port: 0 }], solana: false, log: false })
  })
  afterAll(() => devnet?.stop())

  it('shows a transaction made on chain: status, block, parties, value, fee and its token transfers', async () => {
    const [sender, receiver] = [devnet.accounts[2]!, devnet.accounts[8]!]
    const chain = devnet.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(chain.rpcUrl),
      chain: { id: chain.chainId, name: 'one', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
    })
    const nativeHash = await wallet.sendTransaction({ to: receiver.address, value: parseEther('0.125') })
    const tokenHash = await wallet.writeContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'transfer', args: [receiver.address, parseUnits('7.5', 18)] })

    const native = await open(`/explorer/31337/tx/${nativeHash}`)
    expect(native.status).toBe(200)
    expect(native.type).toContain('text/html')
    expect(native.html).toContain(`<h1>Transaction ${nativeHash}</h1>`)
    expect(native.html).toMatch(/data-field="status">success</)
    expect(native.html).toContain(`href="/explorer/31337/address/${sender.address}"`)
    expect(native.html).toContain(`href="/explorer/31337/address/${receiver.address}"`)
    expect(native.html).toContain('data-field="value">0.125 ETH<')
    expect(native.html).toMatch(/data-field="fee">0\.0000\d+ ETH</)

    const token = await open(`/explorer/31337/tx/${tokenHash.toUpperCase().replace('0X', '0x')}`)
    expect(token.status).toBe(200)
    expect(token.html).toContain('7.5 PTT from')

    const page = await open(`/explorer/31337/address/${receiver.address.toLowerCase()}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain(`<h1>Address ${receiver.address}</h1>`)
    expect(page.html).toContain('10000.125 ETH')
    expect(page.html).toContain('7.5 PTT')
    // Newest first, each linked to its page.
    expect(page.html.indexOf(`data-hash="${tokenHash}"`)).toBeGreaterThan(-1)
    expect(page.html.indexOf(`data-hash="${tokenHash}"`)).toBeLessThan(page.html.indexOf(`data-hash="${nativeHash}"`))
    expect(page.html).toContain(`href="/explorer/31337/tx/${nativeHash}"`)
  })

  it('says so when the chain has no such transaction, and refuses malformed paths without reading the chain', async () => {
    const missing = `0x${'ab'.repeat(32)}`
    expect(await open(`/explorer/31337/tx/${missing}`)).toMatchObject({ status: 404, html: expect.stringContaining('Transaction not found') })
    expect((await open('/explorer/31337/tx/0x1234')).status).toBe(400)
    expect((await open('/explorer/31337/address/not-an-address')).status).toBe(400)
    expect((await open('/explorer/1/address/0x0000000000000000000000000000000000000000')).status).toBe(404)
    expect((await open('/explorer/31337/block/1')).status).toBe(404)
    expect((await open('/explorer/31337/tx/x', { method: 'POST', body: '{}' })).status).toBe(405)
  })

  it('escapes what it echoes, and is not recorded as a product request', async () => {
    const hostile = encodeURIComponent('<script>alert(1)</script>')
    const answer = await open(`/explorer/31337/address/${hostile}`)
    expect(answer.status).toBe(400)
    expect(answer.html).not.toContain('<script>alert')
    expect(answer.html).toContain('&lt;script&gt;')
    const records = (await (await fetch(`${devnet.services!.url}/__devnet/records`)).json()) as { records: { path: string }[] }
    expect(records.records.some((record) => record.path.startsWith('/explorer'))).toBe(false)
  })
})
