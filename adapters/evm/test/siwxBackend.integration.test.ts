// Sign-in with X, end to end in plain Node: a Portico client (core, this adapter, the devnet's
// EIP-1193 test wallet on a real anvil chain) signs the visitor in with the default `siwx`
// implementation; then a back end, given only the signed text, the signature and the domain it
// expects, verifies the session, and viem's own EIP-4361 tools read the same text.
import {
  connect,
  createDefaultSiwx,
  createPortico,
  getSiwx,
  serializeSiwxMessage,
  signInFlow,
  verifySiwxSession,
  type Network,
} from '@portico/core'
import { createMemoryPlatform, createMemoryServices } from '@portico/core/testing'
import { createTestWallet, devnetAccounts, startAnvil, type AnvilChain } from '@portico/test-chains'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, createEvmSignatureVerifier } from '../src/exports/index.js'
import { anvilNetwork } from './anvilNetwork.js'
import { announcement, createFakeEventTarget } from './fakeEventTarget.js'

const [sender, other] = devnetAccounts(2) as [ReturnType<typeof devnetAccounts>[number], ReturnType<typeof devnetAccounts>[number]]
const RDNS = 'dev.portico.testwallet'
const ORIGIN = 'https://shop.example'

let chain: AnvilChain
let network: Network

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  network = anvilNetwork(chain, 'Anvil 1')
})

afterAll(async () => {
  await chain?.stop()
})

/** The visitor's side: connect the test wallet on a page of ORIGIN and sign in. */
async function signInInThePage() {
  const wallet = createTestWallet({ privateKey: sender.privateKey, chains: [chain] })
  const target = createFakeEventTarget()
  target.addWallet(announcement({ rdns: RDNS, name: 'Portico Test Wallet', provider: wallet }))
  const client = createPortico({
    projectId: 'portico-test',
    networks: [network],
    adapters: [createEvmAdapter({ eventTarget: target, createRequestEvent: (type) => ({ type }) })],
    siwx: createDefaultSiwx({ required: true, statement: 'Sign in to Shop' }),
    platform: createMemoryPlatform({ fetch: createMemoryServices().fetch, now: Date.now(), environment: { origin: ORIGIN } }),
  })
  await client.ready
  await connect(client, { connectorId: RDNS })
  await vi.waitFor(() => expect(getSiwx(client).status).toBe('unsigned'))
  const session = await signInFlow(client)
  expect(getSiwx(client).status).toBe('signed')
  client.destroy()
  return session
}

describe('a sign-in session from the page, checked by a back end', () => {
  it('verifies with only the message, the signature and the expected domain', async () => {
    const session = await signInInThePage()
    const verifiers = [createEvmSignatureVerifier()]
    // The back end's whole input: two strings from the request, one from its own configuration.
    const { message, signature } = JSON.parse(JSON.stringify({ message: session.message, signature: session.signature })) as typeof session
    expect(await verifySiwxSession({ message, signature, domain: 'shop.example', verifiers })).toEqual({ valid: true, data: session.data })
    expect(session.data.accountAddress.toLowerCase()).toBe(sender.address.toLowerCase())

    // viem's EIP-4361 tools read the same text the same way.
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({ domain: 'shop.example', uri: ORIGIN, chainId: 31337, nonce: session.data.nonce, statement: 'Sign in to Shop', version: '1' })
    expect(validateSiweMessage({ message: parsed, domain: 'shop.example', nonce: session.data.nonce })).toBe(true)
    expect(serializeSiwxMessage(session.data)).toBe(message)

    // And refuses what is not that session.
    const refused = async (params: Partial<Parameters<typeof verifySiwxSession>[0]>) =>
      (await verifySiwxSession({ message, signature, domain: 'shop.example', verifiers, ...params })).valid
    expect(await refused({ domain: 'evil.example' })).toBe(false)
    expect(await refused({ message: message.replace('Sign in to Shop', 'Sign in to Shoq') })).toBe(false)
    expect(await refused({ nonce: 'someothernonce1' })).toBe(false)
    expect(await refused({ now: Date.now() + 2 * 86_400_000 })).toBe(false)
    const forged = await privateKeyToAccount(other.privateKey).signMessage({ message })
    expect(await refused({ signature: forged })).toBe(false)
    expect(await refused({ signature: '0x1234' })).toBe(false)
    expect(await refused({ verifiers: [] })).toBe(false)
  })
})
