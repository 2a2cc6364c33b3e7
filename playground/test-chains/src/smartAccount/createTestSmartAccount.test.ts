import {
  createPublicClient,
  encodeFunctionData,
  hashMessage,
  http,
  parseErc6492Signature,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../accounts/devnetAccounts.js'
import { startAnvil, type AnvilChain } from '../anvil/startAnvil.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { deployPorticoToken } from '../token/deployPorticoToken.js'
import { createTestSmartAccount, type TestSmartAccount } from './createTestSmartAccount.js'
import { deployPorticoAccountFactory } from './deployPorticoAccountFactory.js'
import { porticoAccountAbi, porticoAccountFactoryAbi } from './porticoAccountAbi.js'

const [deployer, owner, stranger, payee] = devnetAccounts(4)
let chain: AnvilChain
let factory: Address
let client: ReturnType<typeof createPublicClient>
const ERC20_TRANSFER = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [{ name: '', type: 'bool' }] },
] as const

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, accounts: 4 })
  factory = await deployPorticoAccountFactory({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer!.privateKey })
  client = createPublicClient({ transport: http(chain.rpcUrl) })
})
afterAll(() => chain?.stop())

const accountOf = (key: Hex, salt?: bigint): TestSmartAccount =>
  createTestSmartAccount({ ownerKey: key, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, factory }], ...(salt === undefined ? {} : { salt }) })
const isValid = (account: Address, hash: Hex, signature: Hex) =>
  client.readContract({ address: account, abi: porticoAccountAbi, functionName: 'isValidSignature', args: [hash, signature] })

describe('PorticoAccountFactory', () => {
  it('gives one counterfactual address per owner and salt, and deploys there once (createAccount is idempotent)', async () => {
    const smart = accountOf(owner!.privateKey)
    const address = await smart.address(chain.chainId)
    expect(address).not.toBe(await accountOf(owner!.privateKey, 1n).address(chain.chainId))
    expect(address).not.toBe(await accountOf(stranger!.privateKey).address(chain.chainId))
    expect(await smart.isDeployed(chain.chainId)).toBe(false)
    expect(await smart.deploy(chain.chainId)).toBe(address)
    expect(await smart.isDeployed(chain.chainId)).toBe(true)
    expect(await client.readContract({ address, abi: porticoAccountAbi, functionName: 'owner' })).toBe(owner!.address)
    // Anyone may call createAccount again: it answers the same account and deploys nothing.
    const again = await client.simulateContract({
      account: stranger!.address,
      address: factory,
      abi: porticoAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner!.address, 0n],
    })
    expect(again.result).toBe(address)
  })
})

describe('PorticoAccount', () => {
  it('moves ether and calls contracts for its owner, one call or a batch, paid by the account', async () => {
    const smart = accountOf(stranger!.privateKey, 7n)
    const address = await smart.address(chain.chainId)
    await jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const token = await deployPorticoToken({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer!.privateKey, initialSupply: 100n, fund: [address], amount: 50n })
    const before = await client.getBalance({ address: payee!.address })
    // Not deployed yet: the first transaction deploys the account, then calls through it.
    const hash = await smart.sendTransaction(chain.chainId, { to: payee!.address, value: '0x3e8' })
    expect((await client.getTransactionReceipt({ hash })).to?.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: payee!.address })).toBe(before + 1000n)
    expect(await client.getBalance({ address })).toBe(10n ** 18n - 1000n)
    await smart.sendCalls(chain.chainId, [
      { to: payee!.address, value: '0x1' },
      { to: token, data: encodeFunctionData({ abi: ERC20_TRANSFER, functionName: 'transfer', args: [payee!.address, 20n] }) },
    ])
    expect(await client.getBalance({ address: payee!.address })).toBe(before + 1001n)
    const balanceOf = (who: Address) => client.readContract({ address: token, abi: [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'a', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] }], functionName: 'balanceOf', args: [who] })
    expect(await balanceOf(address)).toBe(30n)
  })

  it('refuses execute and executeBatch from anyone but its owner, and a failing call reverts the batch', async () => {
    const smart = accountOf(owner!.privateKey)
    const address = await smart.deploy(chain.chainId)
    await expect(
      client.simulateContract({ account: stranger!.address, address, abi: porticoAccountAbi, functionName: 'execute', args: [payee!.address, 0n, '0x'] }),
    ).rejects.toThrow(/NotOwner|reverted/)
    await expect(
      client.simulateContract({ account: stranger!.address, address, abi: porticoAccountAbi, functionName: 'executeBatch', args: [[]] }),
    ).rejects.toThrow(/NotOwner|reverted/)
    // The account holds no ether here: a second call sending more than it has fails, and so does the whole batch.
    await expect(
      client.simulateContract({
        account: owner!.address,
        address,
        abi: porticoAccountAbi,
        functionName: 'executeBatch',
        args: [[{ to: payee!.address, value: 0n, data: '0x' }, { to: payee!.address, value: 10n ** 30n, data: '0x' }]],
      }),
    ).rejects.toThrow(/CallFailed|reverted/)
  })

  it("answers EIP-1271's magic value only for the owner's signature of the hash", async () => {
    const smart = accountOf(owner!.privateKey)
    const address = await smart.deploy(chain.chainId)
    const signature = await smart.signMessage(chain.chainId, 'hello from the smart account')
    const hash = hashMessage('hello from the smart account')
    expect(await isValid(address, hash, signature)).toBe('0x1626ba7e')
    expect(await isValid(address, hashMessage('another message'), signature)).toBe('0xffffffff')
    const strangers = await accountOf(stranger!.privateKey).signMessage(chain.chainId, 'hello from the smart account')
    // The stranger's own account is not deployed: its signature comes wrapped; unwrap it for the raw check.
    expect(await isValid(address, hash, parseErc6492Signature(strangers).signature)).toBe('0xffffffff')
    expect(await isValid(address, hash, '0x1234')).toBe('0xffffffff')
    expect(await isValid(address, hash, `0x${'00'.repeat(65)}`)).toBe('0xffffffff')
  })

  it('signs as ERC-6492 before deployment, and viem verifies both forms against the chain', async () => {
    const smart = accountOf(owner!.privateKey, 99n)
    const address = await smart.address(chain.chainId)
    const message = 'counterfactual'
    const wrapped = await smart.signMessage(chain.chainId, message)
    expect(parseErc6492Signature(wrapped).address?.toLowerCase()).toBe(factory.toLowerCase())
    expect(await client.verifyMessage({ address, message, signature: wrapped })).toBe(true)
    expect(await client.verifyMessage({ address, message: 'tampered', signature: wrapped })).toBe(false)
    expect(await smart.isDeployed(chain.chainId)).toBe(false)
    await smart.deploy(chain.chainId)
    const plain = await smart.signMessage(chain.chainId, message)
    expect(parseErc6492Signature(plain).address).toBeUndefined()
    expect(await client.verifyMessage({ address, message, signature: plain })).toBe(true)
  })

  it('refuses malformed calls before sending anything', async () => {
    const smart = accountOf(owner!.privateKey)
    await expect(smart.sendTransaction(chain.chainId, { to: 'not an address' })).rejects.toThrow('"to" is not an address')
    await expect(smart.sendTransaction(chain.chainId, { to: payee!.address, value: '12' })).rejects.toThrow('"value" is not a hex quantity')
    await expect(smart.sendCalls(chain.chainId, [])).rejects.toThrow('Expected 1 to 32 calls')
    await expect(smart.address(1)).rejects.toThrow('No smart account on chain 1')
  })
})
