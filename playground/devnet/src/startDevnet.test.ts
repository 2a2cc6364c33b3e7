import { jsonRpcRequest } from '@portico/test-chains'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from './startDevnet.js'
import { ownedAccounts } from './wallet/ownedAccounts.js'

describe('startDevnet', () => {
  let devnet: Devnet
  const lines: string[] = []

  beforeAll(async () => {
    devnet = await startDevnet({
      chains: [
        { chainId: 31337, name: 'one', port: 0 },
        { chainId: 31338, name: 'two', port: 0 },
      ],
      log: (line) => lines.push(line),
    })
  })
  afterAll(() => devnet?.stop())

  it('runs the local services beside the chains, on 127.0.0.1, and says where', async () => {
    expect(devnet.services?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const answer = await fetch(`${devnet.services?.url}/appkit/v1/config`)
    expect(await answer.json()).toEqual({ features: [] })
    expect(lines).toContain(`devnet: services (config, origins, analytics, /batch, /e) at ${devnet.services?.url}`)
  })

  it('runs the reference login frame on its own loopback origin, and says where', async () => {
    const frame = devnet.loginFrame!
    expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(frame.url).not.toBe(devnet.services?.url)
    expect(await (await fetch(frame.frameUrl)).text()).toContain('@w3m-frame/READY')
    expect(lines).toContain(`devnet: login frame at ${frame.frameUrl}, mailbox ${frame.url}/mailbox`)
  })

  it('runs the WalletConnect relay on a free loopback port: it answers irn_subscribe, and says where', async () => {
    const relay = devnet.relay!
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(lines).toContain(`devnet: walletconnect relay at ${relay.url}`)
    const { WebSocket } = await import('ws')
    const socket = new WebSocket(relay.url)
    const answer = await new Promise<unknown>((resolve, reject) => {
      socket.once('error', reject)
      socket.once('open', () => socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'a'.repeat(64) } })))
      socket.once('message', (data) => resolve(JSON.parse(String(data))))
    })
    socket.close()
    expect(answer).toMatchObject({ id: 1, result: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('runs the Solana runtime on a free loopback port with funded accounts, and stops it with the chains', async () => {
    const solana = devnet.solana!
    expect(solana.rpcUrl).toBe(`http://127.0.0.1:${solana.port}`)
    expect(solana.wsUrl).toBe(`ws://127.0.0.1:${solana.port}`)
    expect(lines.some((line) => line.startsWith(`devnet: solana at ${solana.rpcUrl} `))).toBe(true)
    const balance = (await jsonRpcRequest(solana.rpcUrl, 'getBalance', [solana.accounts[1]!.address])) as { value: number }
    expect(balance.value).toBe(1000 * 1e9)
    expect(solana.tokens.map((token) => token.symbol)).toEqual(['PST', 'P22'])
  })

  it('runs both chains with their ids and reports the start-up time', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    expect(devnet.startupMs).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatch(/^devnet: started in \d+ ms/)
  })

  // The token's own metadata is @portico/test-chains' to test (deployPorticoToken.test.ts); here, the devnet's supply and funding.
  it('deploys the token at the same address on each chain, and funds accounts 1 to 4 from the deployer', async () => {
    const [deployer, first, second, third, fourth, fifth] = devnet.accounts
    for (const chain of devnet.chains) {
      // Deployer account 0, nonce 0.
      expect(chain.tokenAddress).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const token = { address: chain.tokenAddress, abi: erc20Abi } as const
      expect(await client.readContract({ ...token, functionName: 'totalSupply' })).toBe(1_000_000n * 10n ** 18n)
      const balanceOf = (address: `0x${string}`) => client.readContract({ ...token, functionName: 'balanceOf', args: [address] })
      for (const funded of [first, second, third, fourth]) {
        expect(await balanceOf(funded!.address)).toBe(10_000n * 10n ** 18n)
      }
      expect(await balanceOf(fifth!.address)).toBe(0n)
      expect(await balanceOf(deployer!.address)).toBe(960_000n * 10n ** 18n)
    }
  })

  it('deploys the smart-account factory at one address on every chain and tells the login frame', async () => {
    const [first, second] = devnet.chains
    expect(first!.accountFactoryAddress).toBe(second!.accountFactoryAddress)
    for (const chain of devnet.chains) {
      expect(await jsonRpcRequest(chain.rpcUrl, 'eth_getCode', [chain.accountFactoryAddress, 'latest'])).toMatch(/^0x[0-9a-f]{100,}$/)
      expect(lines).toContain(`devnet: chain ${chain.chainId} at ${chain.rpcUrl}, PTT token ${chain.tokenAddress}, account factory ${chain.accountFactoryAddress}`)
    }
    const frame = devnet.loginFrame!
    const answer = await fetch(`${frame.url}/api/smart-account/networks`, { method: 'POST', headers: { Origin: frame.url, 'Content-Type': 'application/json' }, body: '{}' })
    expect(await answer.json()).toEqual({ smartAccountEnabledNetworks: [31337, 31338] })
  })

  it('funds the accounts an owner has on every chain and on the Solana runtime, to the same figures when asked again', async () => {
    const fund = () => fetch(`${devnet.services?.url}/__devnet/fund`, { method: 'POST', body: JSON.stringify({ owner: 'start-devnet' }) })
    const owned = ownedAccounts('start-devnet')
    expect(await (await fund()).json()).toEqual({ evm: Object.values(owned.evm).map((account) => account.address), solana: Object.values(owned.solana).map((account) => account.address) })
    expect((await fund()).status).toBe(200)
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const tokens = (address: `0x${string}`) => client.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
      for (const account of Object.values(owned.evm)) expect(await client.getBalance({ address: account.address })).toBe(10_000n * 10n ** 18n)
      expect([await tokens(owned.evm.main.address), await tokens(owned.evm.second.address), await tokens(owned.evm.other.address)]).toEqual([10_000n * 10n ** 18n, 10_000n * 10n ** 18n, 0n])
      // Written, not sent: the deployer keeps its tokens, and the supply counts the new ones.
      expect(await tokens(devnet.accounts[0]!.address)).toBe(960_000n * 10n ** 18n)
      expect(await client.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'totalSupply' })).toBe(1_020_000n * 10n ** 18n)
    }
    for (const account of Object.values(owned.solana)) {
      expect(((await jsonRpcRequest(devnet.solana!.rpcUrl, 'getBalance', [account.address])) as { value: number }).value).toBe(1000 * 1e9)
    }
  })
})
