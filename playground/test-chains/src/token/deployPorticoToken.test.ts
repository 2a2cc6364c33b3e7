import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../accounts/devnetAccounts.js'
import { startAnvil, type AnvilChain } from '../anvil/startAnvil.js'
import { deployPorticoToken } from './deployPorticoToken.js'

const [deployer, first, second, unfunded] = devnetAccounts(4)
let chain: AnvilChain

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
})
afterAll(() => chain?.stop())

describe('deployPorticoToken', () => {
  it('deploys the token from the checked-in build at the nonce-0 address and funds the accounts', async () => {
    const token = await deployPorticoToken({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      deployerPrivateKey: deployer!.privateKey,
      initialSupply: 1_000n,
      fund: [first!.address, second!.address],
      amount: 25n * 10n ** 18n,
    })
    // Deployer account 0, nonce 0: the address every fresh devnet chain gives the token.
    expect(token).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
      client.readContract({ address: token, abi: erc20Abi, functionName })
    const balanceOf = (owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    expect(await read('name')).toBe('Portico Test Token')
    expect(await read('symbol')).toBe('PTT')
    expect(await read('decimals')).toBe(18)
    expect(await read('totalSupply')).toBe(1_000n * 10n ** 18n)
    expect(await balanceOf(first!.address)).toBe(25n * 10n ** 18n)
    expect(await balanceOf(second!.address)).toBe(25n * 10n ** 18n)
    expect(await balanceOf(unfunded!.address)).toBe(0n)
    expect(await balanceOf(deployer!.address)).toBe(950n * 10n ** 18n)
  })

  it("deploys again at the deployer's next nonce, to a new address", async () => {
    const again = await deployPorticoToken({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer!.privateKey, initialSupply: 1n })
    expect(again).not.toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.readContract({ address: again, abi: erc20Abi, functionName: 'balanceOf', args: [deployer!.address] })).toBe(10n ** 18n)
  })

  it('refuses to fund accounts without an amount', async () => {
    const options = { rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer!.privateKey, initialSupply: 1n }
    await expect(deployPorticoToken({ ...options, fund: [first!.address] })).rejects.toThrow('`amount` is required with `fund`')
  })
})
