import { describe, expect, it, vi } from 'vitest'
import { getSiwx } from '../actions/getSiwx.js'
import { createDefaultSiwx } from '../createDefaultSiwx.js'
import { serializeSiwxMessage } from '../serializeSiwxMessage.js'
import type { SiweConfig } from '../siweConfig.js'
import type { SiwxConfig } from '../siwxConfig.js'
import type { SiwxMessage } from '../siwxMessage.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { ALPHA_WALLET, BETA_WALLET, createTestClient, type TestClientOptions } from '../../../testing/createTestClient.js'
import { mockSignature } from '../../../testing/mockWalletScript.js'
import { connectFlow } from '../../connection/flows/connectFlow.js'
import { getRoute } from '../../modal/flows/getRoute.js'
import { signInFlow } from './siwxActions.js'

// The page of the test client is http://127.0.0.1 (host 127.0.0.1).
const NOW = Date.UTC(2026, 10, 24, 10)

type Test = ReturnType<typeof createTestClient>

/** A site whose `createMessage` starts from the default one and changes what `change` says. */
function siteWith(change: (message: SiwxMessage) => Record<string, unknown>): SiwxConfig {
  const base = createDefaultSiwx({ required: true })
  return {
    ...base,
    createMessage: async (input) => {
      const message = await base.createMessage(input)
      return { ...message, ...change(message) } as SiwxMessage
    },
  }
}

async function connected(options: TestClientOptions): Promise<Test> {
  const test = createTestClient({ platform: { now: NOW }, ...options })
  await test.client.ready
  await connectFlow(test.client, { connectorId: ALPHA_WALLET.id })
  await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
  return test
}

const signRequests = (test: Test) => test.adapter.calls.filter((call) => call.method === 'signMessage')

/** Signing in is refused with a typed error before the wallet is asked, and the visitor sees 'Sign message failed'. */
async function expectRefusedBeforeSigning(test: Test, reason: RegExp) {
  const outcome = await signInFlow(test.client).then(
    () => 'signed',
    (error: unknown) => error,
  )
  expect(outcome).toMatchObject({ name: 'InvalidSiwxMessageError', code: 'INVALID_SIWX_MESSAGE' })
  expect((outcome as Error).message).toMatch(reason)
  expect(signRequests(test)).toEqual([])
  expect(getRoute(test.client).route.view).toBe('SIWXSignMessage')
  expect(test.client.controllers.snackbar.getSnapshot()).toMatchObject({ message: 'Sign message failed', variant: 'error' })
  expect(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull()
}

describe("the site's message is read back against the page before it is signed", () => {
  it.each([
    ['a domain other than the page\'s host', () => ({ domain: 'evil.example' }), /the domain is not the page's/],
    ['a statement with a line break and a second URI line', () => ({ statement: 'Sign in\nURI: https://evil.example' }), /line break/],
    ['an over-long statement', () => ({ statement: 'x'.repeat(5000) }), /longer than/],
    ['a statement of non-ASCII text', () => ({ statement: 'Connexion à la boutique' }), /printable ASCII/],
    ['a missing nonce', () => ({ nonce: undefined }), /nonce is missing/],
    ['a nonce that is the text undefined', () => ({ nonce: 'undefined' }), /placeholder/],
    ['a missing issue time', () => ({ issuedAt: undefined }), /issuedAt is missing/],
    ['an over-long URI', () => ({ uri: `http://127.0.0.1/${'a'.repeat(3000)}` }), /longer than/],
    ['another account', () => ({ accountAddress: BETA_WALLET.address }), /another account/],
    ['another network', () => ({ chainId: 'eip155:31338' }), /another network/],
    ['a scheme that is not the page\'s', () => ({ scheme: 'https' }), /scheme is not the page's/],
    ['an expiry already past', () => ({ expirationTime: new Date(NOW - 1000).toISOString(), issuedAt: new Date(NOW - 60_000).toISOString() }), /expired/],
  ])('refuses %s', async (_name, change, reason) => {
    const test = await connected({ siwx: siteWith(change) })
    await expectRefusedBeforeSigning(test, reason)
  })

  it('refuses a serialized text that is not what its fields say (the wallet would sign one thing, the session would say another)', async () => {
    const test = await connected({
      siwx: siteWith((message) => ({ serializedMessage: serializeSiwxMessage({ ...message, statement: 'Transfer everything' }) })),
    })
    await expectRefusedBeforeSigning(test, /not what its fields say/)
  })

  it('refuses a serialized text for another site, whatever its fields say', async () => {
    const test = await connected({
      siwx: siteWith((message) => ({ serializedMessage: serializeSiwxMessage({ ...message, domain: 'evil.example' }) })),
    })
    await expectRefusedBeforeSigning(test, /the domain is not the page's/)
  })

  it("signs a message with the page's own scheme written before the domain, and a URI on another host", async () => {
    const test = await connected({ siwx: siteWith(() => ({ scheme: 'http', uri: 'https://api.shop.example/login' })) })
    const session = await signInFlow(test.client)
    expect(session.message.startsWith('http://127.0.0.1 wants you to sign in with your Ethereum account:\n')).toBe(true)
    expect(session.data).toMatchObject({ scheme: 'http', uri: 'https://api.shop.example/login' })
    expect(getSiwx(test.client).status).toBe('signed')
  })
})

describe('the legacy siweConfig: its nonce and parameters are checked before signing', () => {
  const legacy = (overrides: Partial<SiweConfig>): SiweConfig => ({
    required: true,
    getNonce: async () => 'legacynonce1',
    verifyMessage: async () => true,
    getSession: async () => null,
    signOut: async () => true,
    ...overrides,
  })

  it.each([
    ['a back end that gives no nonce', { getNonce: async () => undefined as unknown as string }, /nonce is missing/],
    ['a back end that gives a nonce of 4 characters', { getNonce: async () => 'abcd' }, /nonce/],
    ['message parameters for another domain', { getMessageParams: async () => ({ domain: 'evil.example' }) }, /the domain is not the page's/],
    ['a statement with a line break', { getMessageParams: async () => ({ statement: 'Hi\nURI: https://evil.example' }) }, /line break/],
  ])('refuses %s', async (_name, overrides, reason) => {
    const test = await connected({ siweConfig: legacy(overrides) })
    await expectRefusedBeforeSigning(test, reason)
  })
})

describe('nonces are bound to the account and network they were issued for (the default implementation)', () => {
  async function issued(test: Test, chainId: 'eip155:31337' | 'eip155:31338' = 'eip155:31337') {
    const config = test.client.options.siwx?.config as SiwxConfig
    return { config, message: await config.createMessage({ accountAddress: ALPHA_WALLET.address, chainId }) }
  }
  const signed = (data: SiwxMessage) => {
    const message = serializeSiwxMessage(data)
    return { data, message, signature: mockSignature(data.accountAddress, message) }
  }

  it('refuses a session on another network than the nonce was issued for', async () => {
    const test = await connected({ siwx: createDefaultSiwx() })
    const { config, message } = await issued(test)
    await expect(config.addSession(signed({ ...message, chainId: 'eip155:31338' }))).rejects.toThrow(/nonce/)
    await expect(config.addSession(signed(message))).resolves.toBeUndefined()
  })

  it('refuses a session of another account than the nonce was issued for', async () => {
    const test = await connected({ siwx: createDefaultSiwx() })
    const { config, message } = await issued(test)
    await expect(config.addSession(signed({ ...message, accountAddress: BETA_WALLET.address }))).rejects.toThrow(/nonce/)
  })

  it('takes a nonce once', async () => {
    const test = await connected({ siwx: createDefaultSiwx() })
    const { config, message } = await issued(test)
    await config.addSession(signed(message))
    await expect(config.addSession(signed(message))).rejects.toThrow(/nonce/)
  })
})

describe('createDefaultSiwx refuses a statement EIP-4361 does not allow, when the site starts', () => {
  it.each([
    ['a line break', 'Sign in\nURI: https://evil.example'],
    ['non-ASCII text', 'Connexion à la boutique'],
    ['over 1,024 characters', 'x'.repeat(1025)],
    ['an empty text', ''],
    ['a tagged URI line', 'URI: https://evil.example'],
  ])('%s', (_name, statement) => {
    expect(() => createDefaultSiwx({ statement })).toThrow(RangeError)
  })

  it('takes one line of printable ASCII', () => {
    expect(() => createDefaultSiwx({ statement: "I accept the shop's Terms: https://shop.example/tos (v2)" })).not.toThrow()
  })
})
