// Benchmark: the devnet smart account and the sign-in check of its signatures, in plain Node
// against one local anvil chain. A benchmark, not a test.
//   npx tsx --conditions=@portico/source bench/speed/smartAccount.ts [--runs 15]
//
// Per run, a fresh owner (so a fresh counterfactual account):
// - verify 6492: createEvmSignatureVerifier().verify of the account's ERC-6492 signature (not
//   deployed: viem's deployless validator through eth_call);
// - first tx: the first transaction from the account (the owner deploys it through the factory,
//   then calls execute; two transactions, receipts awaited);
// - next tx: a second transaction (execute only);
// - verify 1271: the same check once deployed (isValidSignature through eth_call);
// - verify EOA: an EOA's signature (recovered, no chain call).
// Median, min, max and spread (max - min) per figure; the load average before and after, since the
// machine is shared. The first run includes loading viem's lazy chunks. Nothing leaves the loopback network.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { createEvmSignatureVerifier } from '@portico/adapter-evm'
import { createTestSmartAccount, deployPorticoAccountFactory, devnetAccounts, jsonRpcRequest, startAnvil } from '@portico/test-chains'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '15' } } })
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')

const [deployer] = devnetAccounts(1)
const chain = await startAnvil({ chainId: 31337, accounts: 1 })
const load = loadavg()[0]?.toFixed(2)
try {
  const factory = await deployPorticoAccountFactory({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, deployerPrivateKey: deployer!.privateKey })
  const network = {
    id: chain.chainId,
    name: 'Anvil',
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  const verifier = createEvmSignatureVerifier({ networks: [network] })
  const figures: Record<string, number[]> = { 'verify 6492': [], 'first tx': [], 'next tx': [], 'verify 1271': [], 'verify EOA': [] }
  const time = async (name: string, task: () => Promise<unknown>) => {
    const started = performance.now()
    const result = await task()
    figures[name]!.push(performance.now() - started)
    return result
  }
  const message = 'shop.example wants you to sign in with your Ethereum account'
  for (let run = 0; run < runs; run++) {
    const ownerKey = generatePrivateKey()
    const owner = privateKeyToAccount(ownerKey)
    await jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [owner.address, '0x56bc75e2d63100000'])
    const smart = createTestSmartAccount({ ownerKey, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, factory }] })
    const address = await smart.address(chain.chainId)
    await jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const params = (signature: string, signer = address as string) => ({ address: signer, message, signature, caipNetworkId: network.caipNetworkId })
    const wrapped = await smart.signMessage(chain.chainId, message)
    if (!(await time('verify 6492', () => verifier.verify(params(wrapped))))) throw new Error('ERC-6492 signature not verified')
    await time('first tx', () => smart.sendTransaction(chain.chainId, { to: owner.address, value: '0x1' }))
    await time('next tx', () => smart.sendTransaction(chain.chainId, { to: owner.address, value: '0x1' }))
    const plain = await smart.signMessage(chain.chainId, message)
    if (!(await time('verify 1271', () => verifier.verify(params(plain))))) throw new Error('EIP-1271 signature not verified')
    const eoa = await owner.signMessage({ message })
    if (!(await time('verify EOA', () => verifier.verify(params(eoa, owner.address))))) throw new Error('EOA signature not verified')
  }
  for (const [name, values] of Object.entries(figures)) {
    const sorted = [...values].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const min = sorted[0]!
    const max = sorted[sorted.length - 1]!
    console.log(`${name.padEnd(12)} median ${median.toFixed(1).padStart(7)} ms   min ${min.toFixed(1).padStart(7)}   max ${max.toFixed(1).padStart(7)}   spread ${(max - min).toFixed(1).padStart(7)}   (${values.length} runs)`)
  }
  console.log(`load average before ${load}, after ${loadavg()[0]?.toFixed(2)}`)
} finally {
  await chain.stop()
}
