import { describe, expect, it, vi } from 'vitest'
import { getSiwx } from './actions/getSiwx.js'
import { getRoute } from '../modal/flows/getRoute.js'
import { AUTHENTICATING_MESSAGE, startPairing } from '../pairing/flows/pairingFlow.js'
import type { SourceSignIn } from '../../kernel/plugins/connectorSource.js'
import { STORAGE_KEYS } from '../../kernel/storage/storageKeys.js'
import { createMockPairingSource } from '../../testing/createMockPairingSource.js'
import { ALPHA_WALLET, createTestClient } from '../../testing/createTestClient.js'
import { connect } from '../connection/actions/connect.js'
import { closeModal } from '../modal/flows/closeModal.js'
import { openModal } from '../modal/flows/openModal.js'
import { mockSignature } from '../../testing/mockWalletScript.js'
import { testEvmMainnet, testEvmSecond, testSolana } from '../../testing/testNetworks.js'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import { PAIRING_SIGN_IN_ADDRESS } from './pairingSignIn.js'
import { serializeSiwxMessage } from './serializeSiwxMessage.js'
import type { SiwxConfig } from './siwxConfig.js'

const NOW = Date.UTC(2026, 10, 24, 10)
const EVM = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function setup(options: { authenticate?: boolean; solana?: boolean; siwx?: SiwxConfig; heldByWallet?: boolean } = {}) {
  const pairing = createMockPairingSource({
    authenticate: options.authenticate ?? true,
    heldByWallet: options.heldByWallet ?? false,
    wallet: { eip155: { accounts: [EVM], chainId: testEvmMainnet.id }, ...(options.solana ? { solana: { accounts: [SOL], chainId: testSolana.id } } : {}) },
  })
  const test = createTestClient({
    networks: options.solana ? [testEvmMainnet, testSolana] : [testEvmMainnet, testEvmSecond],
    plugins: [{ connectors: pairing }],
    siwx: options.siwx ?? createDefaultSiwx({ required: true, statement: 'Sign in to the shop' }),
    platform: { now: NOW },
    logLevel: 'warn',
  })
  const toasts: string[] = []
  test.client.controllers.snackbar.subscribe(() => {
    const { open, message, variant } = test.client.controllers.snackbar.getSnapshot()
    toasts.push(open ? `${variant}:${message}` : 'hidden')
  })
  return { ...test, pairing, toasts }
}

/** Starts a pairing the way the QR view does and waits for the wallet to see the proposal. */
async function pair(test: ReturnType<typeof setup>) {
  await test.client.ready
  startPairing(test.client)
  await vi.waitFor(() => expect(test.pairing.wallet.proposalUri).toBeDefined())
}

const signCalls = (test: ReturnType<typeof setup>) => test.adapter.calls.filter((call) => call.method === 'signMessage')
const stored = (test: ReturnType<typeof setup>) => JSON.parse(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS) ?? '[]') as { message: string }[]

/** What the wallet would sign for the waiting request, with `change` applied to the fields. */
function signedFor(test: ReturnType<typeof setup>, change: Record<string, unknown> = {}, signer = EVM): SourceSignIn {
  const request = test.pairing.wallet.signInRequest!
  const message = serializeSiwxMessage({
    ...request.message,
    accountAddress: EVM,
    chainId: request.chains[0]!,
    issuedAt: new Date(NOW).toISOString(),
    ...change,
  } as never)
  return { message, signature: mockSignature(signer, message) }
}

describe('one-click sign-in through pairing (SPEC.md sections 4 and 5)', () => {
  it('asks the wallet to sign in with the connect, shows Authenticating..., keeps the session and asks for no second signature', async () => {
    const test = setup()
    await pair(test)
    const request = test.pairing.wallet.signInRequest
    expect(request).toMatchObject({
      chains: ['eip155:31337', 'eip155:31338'],
      message: { domain: '127.0.0.1', uri: 'http://127.0.0.1', version: '1', statement: 'Sign in to the shop', expirationTime: new Date(NOW + 86_400_000).toISOString() },
    })
    expect(request?.message.nonce).toMatch(/^[0-9a-f]{32}$/)
    test.pairing.wallet.approve()
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(getSiwx(test.client).session?.data).toMatchObject({ accountAddress: EVM, chainId: 'eip155:31337', nonce: request?.message.nonce })
    expect(test.toasts).toContain(`loading:${AUTHENTICATING_MESSAGE}`)
    expect(test.client.controllers.snackbar.getSnapshot().open).toBe(false)
    expect(signCalls(test)).toEqual([])
    expect(stored(test)).toHaveLength(1)
    expect(test.client.controllers.modal.getSnapshot().open).toBe(false)
    expect(getRoute(test.client).route.view).not.toBe('SIWXSignMessage')
  })

  it('asks nothing of the kind when a requested chain is not eip155, and signing follows the connect as usual', async () => {
    const test = setup({ solana: true })
    await pair(test)
    expect(test.pairing.wallet.signInRequest).toBeUndefined()
    test.pairing.wallet.approve()
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
    expect(getRoute(test.client).route.view).toBe('SIWXSignMessage')
    expect(test.toasts).not.toContain(`loading:${AUTHENTICATING_MESSAGE}`)
  })

  it('falls back to signing after connect when the wallet answers with a plain session', async () => {
    const test = setup({ authenticate: false })
    await pair(test)
    expect(test.pairing.wallet.signInRequest).toBeDefined()
    test.pairing.wallet.approve()
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
    expect(getRoute(test.client).route.view).toBe('SIWXSignMessage')
    expect(stored(test)).toEqual([])
  })

  it('a rejection ends the connect as rejected, with nothing kept', async () => {
    const test = setup()
    await pair(test)
    test.pairing.wallet.reject()
    await vi.waitFor(() => expect(test.client.controllers.connection.getSnapshot().lastConnect?.status).toBe('error'))
    expect(test.client.controllers.connection.getSnapshot().lastConnect).toMatchObject({ rejected: true })
    expect(test.client.controllers.connection.getSnapshot().connections).toEqual([])
    expect(stored(test)).toEqual([])
    expect(getSiwx(test.client).status).toBe('idle')
  })

  it('pairs without one-click sign-in when the site cannot make a message', async () => {
    const base = createDefaultSiwx({ required: true })
    const createMessage = vi.fn(async () => {
      throw new Error('back end down')
    })
    const test = setup({ siwx: { ...base, setup: base.setup!, createMessage } })
    await pair(test)
    expect(createMessage).toHaveBeenCalledWith({ accountAddress: PAIRING_SIGN_IN_ADDRESS, chainId: 'eip155:31337' })
    expect(test.pairing.wallet.signInRequest).toBeUndefined()
    test.pairing.wallet.approve()
    await vi.waitFor(() => expect(test.client.controllers.connection.getSnapshot().connections).toHaveLength(1))
  })

  const hostile: [string, (test: ReturnType<typeof setup>) => unknown[]][] = [
    ['another nonce', (test) => [signedFor(test, { nonce: 'ffffffffffffffffffffffffffffffff' })]],
    ['an account not in the session', (test) => [signedFor(test, { accountAddress: OTHER }, OTHER)]],
    ['a chain not asked for', (test) => [signedFor(test, { chainId: 'eip155:1' })]],
    ['another site', (test) => [signedFor(test, { domain: 'evil.example', uri: 'https://evil.example' })]],
    ['another statement', (test) => [signedFor(test, { statement: 'Give me everything' })]],
    ['a later expiry', (test) => [signedFor(test, { expirationTime: new Date(NOW + 365 * 86_400_000).toISOString() })]],
    ['a signature of other text', (test) => [{ ...signedFor(test), signature: signedFor(test, { requestId: 'x1' }).signature }]],
    ['an expired message', (test) => [signedFor(test, { expirationTime: new Date(NOW - 1000).toISOString(), issuedAt: new Date(NOW - 2000).toISOString() })]],
    ['a CRLF in the text', (test) => [{ ...signedFor(test), message: signedFor(test).message.replace('\n', '\r\n') }]],
    ['no text at all', () => [null, 42, { message: 7, signature: [] }, { message: 'x', signature: 'y'.repeat(5000) }]],
    ["a scheme other than the page's", (test) => [signedFor(test, { scheme: 'https' })]],
    ['no issue time (EIP-4361 requires one)', (test) => {
      const message = signedFor(test).message.replace(/\nIssued At: [^\n]*/, '')
      return [{ message, signature: mockSignature(EVM, message) }]
    }],
    ['a wrong EIP-55 checksum', (test) => {
      const message = signedFor(test).message.replace(EVM, EVM.replace('F79bf6EB', 'f79bf6EB'))
      return [{ message, signature: mockSignature(EVM, message) }]
    }],
  ]
  it.each(hostile)('refuses %s: nothing kept, the visitor is asked to sign after connect', async (_name, make) => {
    const test = setup()
    await pair(test)
    test.pairing.wallet.approve({ signIns: make(test) as SourceSignIn[] })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
    expect(stored(test)).toEqual([])
    expect(getRoute(test.client).route.view).toBe('SIWXSignMessage')
    expect(test.client.controllers.snackbar.getSnapshot().open && test.client.controllers.snackbar.getSnapshot().variant === 'loading').toBe(false)
  })

  it.each([
    ["a domain other than the page's", { domain: 'evil.example' }],
    ['a nonce spelled undefined', { nonce: 'undefined' }],
    ['a statement with a line break and a second URI line', { statement: 'Hi\nURI: https://evil.example' }],
    ['a statement that is not ASCII', { statement: 'Connexion à la boutique' }],
    ['an over-long statement', { statement: 'x'.repeat(2000) }],
  ])("asks for no one-click sign-in when the site's message has %s: the wallet never sees it", async (_name, change) => {
    const base = createDefaultSiwx({ required: true })
    const test = setup({ siwx: { ...base, setup: base.setup!, createMessage: async (input) => ({ ...(await base.createMessage(input)), ...change }) } })
    await pair(test)
    expect(test.pairing.wallet.signInRequest).toBeUndefined()
  })

  it("keeps a one-click sign-in whose text writes the page's scheme before the domain (EIP-4361's scheme://)", async () => {
    const test = setup()
    await pair(test)
    test.pairing.wallet.approve({ signIns: [signedFor(test, { scheme: 'http' })] })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(stored(test)[0]?.message.startsWith('http://127.0.0.1 wants you to sign in')).toBe(true)
  })

  it('choosing another wallet withdraws the one-click proposal; an answer after that keeps nothing (the newer choice wins)', async () => {
    const test = setup()
    await pair(test)
    const answer = signedFor(test)
    await connect(test.client, { connectorId: ALPHA_WALLET.id })
    expect(test.pairing.withdrawn).toBe(1)
    test.pairing.wallet.approve({ signIns: [answer] })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
    expect(stored(test)).toEqual([])
    expect(test.client.controllers.connection.getSnapshot().connections.map((entry) => entry.connectorId)).toEqual([ALPHA_WALLET.id])
    expect(getSiwx(test.client).session).toBeUndefined()
  })

  it('a wallet that signs in on both requested chains with the one nonce gets a session on each; the same chain twice keeps one', async () => {
    const test = setup()
    await pair(test)
    const first = signedFor(test)
    const second = signedFor(test, { chainId: 'eip155:31338' })
    test.pairing.wallet.approve({ signIns: [first, second, first] })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(stored(test).map((entry) => /Chain ID: (\d+)/.exec(entry.message)?.[1])).toEqual(['31337', '31338'])
    expect(signCalls(test)).toEqual([])
  })

  it('a wallet that approves after the modal was closed connects with its one-click sign-in kept: nothing more to sign', async () => {
    const test = setup({ heldByWallet: true })
    await test.client.ready
    openModal(test.client)
    startPairing(test.client)
    await vi.waitFor(() => expect(test.pairing.wallet.proposalUri).toBeDefined())
    const answer = signedFor(test)
    closeModal(test.client, { force: true })
    await vi.waitFor(() => expect(test.client.controllers.connection.getSnapshot().lastConnect?.status).toBe('error'))
    expect(test.client.controllers.connection.getSnapshot().lastConnect?.error?.name).toBe('ModalClosedError')
    test.pairing.wallet.approve({ signIns: [answer] })
    await vi.waitFor(() => expect(test.client.controllers.connection.getSnapshot().connections).toHaveLength(1))
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(stored(test)).toHaveLength(1)
    expect(signCalls(test)).toEqual([])
    expect(getRoute(test.client).route.view).not.toBe('SIWXSignMessage')
  })

  it('keeps the extra capability line a wallet adds after the statement', async () => {
    const test = setup()
    await pair(test)
    const extra = `Sign in to the shop I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.`
    test.pairing.wallet.approve({ signIns: [signedFor(test, { statement: extra })] })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(getSiwx(test.client).session?.data.statement).toBe(extra)
  })
})
