// Sign-in with a smart account: the eip155 signature verifier checks EOA signatures by recovery,
// and the devnet's PorticoAccount (EIP-1271 once deployed, ERC-6492 before) on the network's own
// chain, through the site's RPC URLs of that network; without the network it checks EOAs only.
import type { Network } from '@portico/core'
import { createTestSmartAccount, deployPorticoAccountFactory, devnetAccounts, startAnvil, type AnvilChain, type TestSmartAccount } from '@portico/test-chains'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmSignatureVerifier } from '../src/exports/index.js'
import { anvilNetwork } from './anvilNetwork.js'
import { startCountingRpcProxy } from './countingRpcProxy.js'

const [deployer, owner, stranger] = devnetAccounts(3) as [ReturnType<typeof devnetAccounts>[number], ReturnType<typeof devnetAccounts>[number], ReturnType<typeof devnetAccounts>[number]]
const MESSAGE = 'shop.example wants you to sign in with your Ethereum account'

let chain: AnvilChain
let network: Network
let smart: TestSmartAccount
let counterfactual: TestSmartAccount

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, accounts: 3 })
  network = anvilNetwork(chain, 'Anvil 1')
  const factory = await deployPorticoAccountFactory({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer.privateKey })
  const chains = [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, factory }]
  smart = createTestSmartAccount({ ownerKey: owner.privateKey, chains })
  counterfactual = createTestSmartAccount({ ownerKey: owner.privateKey, chains, salt: 5n })
  await smart.deploy(chain.chainId)
})
afterAll(() => chain?.stop())

describe('createEvmSignatureVerifier with smart accounts', () => {
  const verifier = () => createEvmSignatureVerifier({ networks: [network] })
  const params = (address: string, signature: string, message = MESSAGE) => ({ address, message, signature, caipNetworkId: network.caipNetworkId })

  it('verifies a deployed smart account through EIP-1271 on its chain, and refuses a tampered message or another signer', async () => {
    const address = await smart.address(chain.chainId)
    const signature = await smart.signMessage(chain.chainId, MESSAGE)
    expect(signature).toHaveLength(132)
    await expect(verifier().verify(params(address, signature))).resolves.toBe(true)
    await expect(verifier().verify(params(address, signature, `${MESSAGE}!`))).resolves.toBe(false)
    const strangers = await privateKeyToAccount(stranger.privateKey).signMessage({ message: MESSAGE })
    await expect(verifier().verify(params(address, strangers))).resolves.toBe(false)
  })

  it('verifies a counterfactual smart account through ERC-6492, without deploying it', async () => {
    const address = await counterfactual.address(chain.chainId)
    const signature = await counterfactual.signMessage(chain.chainId, MESSAGE)
    expect(signature.length).toBeGreaterThan(132)
    await expect(verifier().verify(params(address, signature))).resolves.toBe(true)
    await expect(verifier().verify(params(address, signature, 'another message'))).resolves.toBe(false)
    expect(await counterfactual.isDeployed(chain.chainId)).toBe(false)
  })

  it('without the named network (or its RPC), checks EOAs only: a smart-account signature is false', async () => {
    const address = await smart.address(chain.chainId)
    const signature = await smart.signMessage(chain.chainId, MESSAGE)
    await expect(createEvmSignatureVerifier().verify(params(address, signature))).resolves.toBe(false)
    await expect(verifier().verify({ ...params(address, signature), caipNetworkId: 'eip155:1' })).resolves.toBe(false)
    const eoa = await privateKeyToAccount(owner.privateKey).signMessage({ message: MESSAGE })
    await expect(createEvmSignatureVerifier().verify(params(owner.address, eoa))).resolves.toBe(true)
  })

  it('checks EOA signatures without a chain call, and hostile input is false, never a throw', async () => {
    const proxy = await startCountingRpcProxy(chain.rpcUrl)
    try {
      const proxied = createEvmSignatureVerifier({ networks: () => [{ ...network, rpcUrls: { default: { http: [proxy.url('/a')] } } }] })
      const eoa = await privateKeyToAccount(owner.privateKey).signMessage({ message: MESSAGE })
      await expect(proxied.verify(params(owner.address, eoa))).resolves.toBe(true)
      expect(proxy.methods('/a')).toEqual([])
      for (const signature of ['', '0x', '0x1', `0x${'zz'.repeat(65)}`, `0x${'ab'.repeat(9000)}`, 42 as unknown as string]) {
        await expect(proxied.verify(params(owner.address, signature))).resolves.toBe(false)
      }
      await expect(proxied.verify(params('not an address', eoa))).resolves.toBe(false)
      expect(proxy.methods('/a')).toEqual([])
    } finally {
      await proxy.close()
    }
  })
})
