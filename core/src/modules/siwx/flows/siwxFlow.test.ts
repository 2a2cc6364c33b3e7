import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { disconnect } from '../../connection/actions/disconnect.js'
import { getAccount } from '../../connection/actions/getAccount.js'
import { getSiwx } from '../actions/getSiwx.js'
import { switchNetwork } from '../../network/actions/switchNetwork.js'
import { UNSUPPORTED } from '../../../kernel/plugins/chainAdapter.js'
import { createPortico } from '../../../kernel/createPortico.js'
import { createDefaultSiwx } from '../createDefaultSiwx.js'
import type { SiwxConfig } from '../siwxConfig.js'
import type { SiwxSession } from '../siwxMessage.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { ALPHA_WALLET, BETA_WALLET, createTestClient, type TestClientOptions } from '../../../testing/createTestClient.js'
import { canCloseModal, closeModal } from '../../modal/flows/closeModal.js'
import { connectFlow } from '../../connection/flows/connectFlow.js'
import { getRoute } from '../../modal/flows/getRoute.js'
import { captureEmailFlow, cancelSignInFlow, signInFlow, signOutFlow } from './siwxActions.js'

const NOW = Date.UTC(2026, 10, 24, 10)
const view = (client: ReturnType<typeof createTestClient>['client']) => getRoute(client).route.view
const isOpen = (client: ReturnType<typeof createTestClient>['client']) => client.controllers.modal.getSnapshot().open

function setup(options: TestClientOptions & { required?: boolean } = {}) {
  const { required = true, ...rest } = options
  return createTestClient({ siwx: createDefaultSiwx({ required, statement: 'Sign in to the shop' }), platform: { now: NOW }, ...rest })
}

/** Connects the way a visitor does, and waits for the sign-in prompt. */
async function connectAndWaitForPrompt(test: ReturnType<typeof setup>, walletId: string = ALPHA_WALLET.id) {
  await test.client.ready
  await connectFlow(test.client, { connectorId: walletId })
  await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
}

const storedSessions = (test: ReturnType<typeof setup>) => JSON.parse(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS) ?? '[]') as { message: string; signature: string }[]

describe('the sign-in flow (SPEC.md section 4)', () => {
  it('after connect with no session, shows SIWXSignMessage; closing is disabled while required and unsigned', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    expect(isOpen(test.client)).toBe(true)
    expect(view(test.client)).toBe('SIWXSignMessage')
    expect(canCloseModal(test.client)).toBe(false)
    expect(closeModal(test.client)).toBe(false)
    expect(isOpen(test.client)).toBe(true)
  })

  it('signing stores the session through the storage port and closes; the message names the page, a fresh 128-bit nonce and an expiry', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    const session = await signInFlow(test.client)
    expect(isOpen(test.client)).toBe(false)
    expect(getSiwx(test.client)).toMatchObject({ status: 'signed', session, sessions: [session] })
    expect(session.data).toMatchObject({
      accountAddress: ALPHA_WALLET.address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      statement: 'Sign in to the shop',
      issuedAt: new Date(NOW).toISOString(),
      expirationTime: new Date(NOW + 86_400_000).toISOString(),
    })
    expect(session.data.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(session.message.startsWith('127.0.0.1 wants you to sign in with your Ethereum account:\n')).toBe(true)
    expect(test.adapter.calls.filter((call) => call.method === 'signMessage')).toEqual([
      expect.objectContaining({ params: { message: session.message } }),
    ])
    expect(storedSessions(test)).toEqual([{ message: session.message, signature: session.signature }])
  })

  it('makes a new nonce for each message', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    test.adapter.script(ALPHA_WALLET.id, { signMessage: 'reject' })
    const nonces = new Set<string>()
    for (let attempt = 0; attempt < 5; attempt++) {
      await signInFlow(test.client).catch(() => undefined)
      const call = test.adapter.calls.filter((each) => each.method === 'signMessage').at(-1)
      nonces.add(/Nonce: (\w+)/.exec(String((call?.params as { message: string }).message))?.[1] ?? '')
    }
    expect(nonces.size).toBe(5)
  })

  it('a reload with a valid session does not ask again; a tampered stored session is dropped and asks again', async () => {
    const first = setup()
    await connectAndWaitForPrompt(first)
    await signInFlow(first.client)

    const reloaded = first.reload()
    await reloaded.client.ready
    await vi.waitFor(() => expect(getSiwx(reloaded.client).status).toBe('signed'))
    expect(isOpen(reloaded.client)).toBe(false)

    const [stored] = storedSessions(reloaded)
    reloaded.platform.storage.setItem(
      STORAGE_KEYS.SIWX_SESSIONS,
      JSON.stringify([{ ...stored, message: stored?.message.replace('Sign in to the shop', 'Sign in to the shoq') }]),
    )
    const tampered = reloaded.reload()
    await tampered.client.ready
    await vi.waitFor(() => expect(getSiwx(tampered.client).status).toBe('unsigned'))
    expect(view(tampered.client)).toBe('SIWXSignMessage')
    expect(isOpen(tampered.client)).toBe(true)
    expect(tampered.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull()
  })

  it('a session that expired under the fake clock asks again after a reload', async () => {
    const first = setup()
    await connectAndWaitForPrompt(first)
    await signInFlow(first.client)
    first.platform.clock.advance(86_400_000)
    const reloaded = first.reload()
    await reloaded.client.ready
    await vi.waitFor(() => expect(getSiwx(reloaded.client).status).toBe('unsigned'))
    expect(view(reloaded.client)).toBe('SIWXSignMessage')
  })

  it('a signed session from another site (other domain) is dropped', async () => {
    const first = setup()
    await connectAndWaitForPrompt(first)
    await signInFlow(first.client)
    first.client.destroy()
    // Another page over the same storage: its origin is not the one the session names.
    const other = createTestClient({
      siwx: createDefaultSiwx({ required: true }),
      platform: { now: NOW, environment: { origin: 'https://other.example' }, storage: first.platform.storage },
    })
    await connectAndWaitForPrompt(other)
    expect(other.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull()
  })

  it('a declined signature reopens the sign-message view with "Sign message failed", named as declined', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    test.adapter.script(ALPHA_WALLET.id, { signMessage: 'reject' })
    await expect(signInFlow(test.client)).rejects.toMatchObject({ code: 4001 })
    expect(view(test.client)).toBe('SIWXSignMessage')
    expect(isOpen(test.client)).toBe(true)
    expect(test.client.controllers.snackbar.getSnapshot()).toMatchObject({ open: true, message: 'Sign message failed', code: 'SIGN_MESSAGE_REJECTED' })
    expect(getSiwx(test.client).status).toBe('unsigned')
    expect(test.client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toContain('SIWX_AUTH_ERROR')
  })

  it('a declined signature is the visitor\'s choice, not a fault: nothing reaches console.error, even at log level debug', async () => {
    const test = setup({ logLevel: 'debug' })
    await connectAndWaitForPrompt(test)
    test.platform.console.clear()
    test.adapter.script(ALPHA_WALLET.id, { signMessage: 'reject' })
    await expect(signInFlow(test.client)).rejects.toMatchObject({ code: 4001 })
    expect(test.platform.console.entriesOf('error')).toEqual([])
    expect(test.platform.console.entriesOf('warn')).toEqual([])
    expect(test.platform.console.entriesOf('info').map((entry) => entry.args[0])).toContain('Sign message failed: declined in the wallet')
  })

  it("a wallet failure is 'Error signing message'", async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    test.adapter.script(ALPHA_WALLET.id, { signMessage: 'fail' })
    await expect(signInFlow(test.client)).rejects.toThrow('Error signing message')
    expect(test.client.controllers.snackbar.getSnapshot()).toMatchObject({ message: 'Sign message failed', code: 'SIWX_SIGN_MESSAGE_FAILED' })
    // A real failure is still an error in the console.
    expect(test.platform.console.entriesOf('error').map((entry) => entry.args[0])).toContain('Sign message failed')
  })

  it('a signature that does not verify is refused and nothing is stored', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    test.adapter.script(ALPHA_WALLET.id, { signMessage: 'malformed' })
    await expect(signInFlow(test.client)).rejects.toThrow('Sign message failed')
    expect(view(test.client)).toBe('SIWXSignMessage')
    expect(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull()
  })

  it('cancel when required and never signed disconnects; when not required it only closes', async () => {
    const required = setup()
    await connectAndWaitForPrompt(required)
    await cancelSignInFlow(required.client)
    expect(getAccount(required.client).isConnected).toBe(false)
    expect(isOpen(required.client)).toBe(false)

    const optional = setup({ required: false })
    await connectAndWaitForPrompt(optional)
    expect(canCloseModal(optional.client)).toBe(true)
    await cancelSignInFlow(optional.client)
    expect(getAccount(optional.client).isConnected).toBe(true)
    expect(isOpen(optional.client)).toBe(false)
  })

  it('cancel when required returns to the last signed network, where the session still is', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    await signInFlow(test.client)
    await switchNetwork(test.client, { caipNetworkId: 'eip155:31338' })
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
    expect(view(test.client)).toBe('SIWXSignMessage')
    await cancelSignInFlow(test.client)
    expect(getAccount(test.client).caipAddress).toBe(`eip155:31337:${ALPHA_WALLET.address}`)
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('signed'))
    expect(isOpen(test.client)).toBe(false)
  })

  it('disconnecting clears the sessions (signOutOnDisconnect); signing out revokes and disconnects', async () => {
    const test = setup()
    await connectAndWaitForPrompt(test)
    await signInFlow(test.client)
    await disconnect(test.client)
    await vi.waitFor(() => expect(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull())
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('idle'))

    await connectAndWaitForPrompt(test)
    await signInFlow(test.client)
    await signOutFlow(test.client)
    expect(test.platform.storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull()
    expect(getAccount(test.client).isConnected).toBe(false)
  })

  it('asks for the e-mail first when e-mail capture is on, and hands it to createMessage', async () => {
    const base = createDefaultSiwx({ required: true })
    const createMessage = vi.fn(base.createMessage)
    const test = createTestClient({ siwx: { ...base, createMessage }, features: { emailCapture: true }, platform: { now: NOW } })
    await connectAndWaitForPrompt(test)
    expect(view(test.client)).toBe('DataCapture')
    await expect(captureEmailFlow(test.client, { email: 'not an e-mail' })).rejects.toMatchObject({ code: 'APKTW002', longMessage: 'Please enter a valid email address' })
    expect(view(test.client)).toBe('DataCapture')
    await captureEmailFlow(test.client, { email: ' visitor@shop.example ' })
    expect(view(test.client)).toBe('SIWXSignMessage')
    await signInFlow(test.client)
    expect(createMessage).toHaveBeenCalledWith({ accountAddress: ALPHA_WALLET.address, chainId: 'eip155:31337', email: 'visitor@shop.example' })
  })

  it("a failed session lookup records the auth error, disconnects, resets to Connect and says 'A problem occurred while trying initialize authentication'", async () => {
    const base = createDefaultSiwx({ required: true })
    const test = createTestClient({ siwx: { ...base, getSessions: () => Promise.reject(new Error('back end down')) } })
    await test.client.ready
    await connect(test.client, { connectorId: ALPHA_WALLET.id })
    await vi.waitFor(() => expect(getAccount(test.client).isConnected).toBe(false))
    await vi.waitFor(() => expect(test.client.controllers.snackbar.getSnapshot().message).toBe('A problem occurred while trying initialize authentication'))
    expect(getRoute(test.client).route).toEqual({ view: 'Connect' })
    expect(test.client.controllers.events.getSnapshot().events.map((event) => event.props.event)).toContain('SIWX_AUTH_ERROR')
  })

  it('a session lookup that settles after the visitor moved to another wallet is ignored', async () => {
    const base = createDefaultSiwx({ required: true })
    const pending: ((sessions: readonly SiwxSession[]) => void)[] = []
    const siwx: SiwxConfig = { ...base, getSessions: () => new Promise((resolve) => pending.push(resolve)) }
    const test = createTestClient({ siwx })
    await test.client.ready
    await connect(test.client, { connectorId: ALPHA_WALLET.id })
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    await disconnect(test.client)
    await connect(test.client, { connectorId: BETA_WALLET.id })
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    // The first wallet's lookup answers late, with a session: it must not sign the second wallet in.
    pending[0]?.([{ data: { accountAddress: ALPHA_WALLET.address, chainId: 'eip155:31337', domain: '127.0.0.1', uri: 'http://127.0.0.1', version: '1', nonce: 'abcdefgh' }, message: 'm', signature: 's' }])
    await Promise.resolve()
    expect(getSiwx(test.client).status).toBe('checking')
    pending[1]?.([])
    await vi.waitFor(() => expect(getSiwx(test.client).status).toBe('unsigned'))
  })

  it('refuses with the spec errors, verbatim', async () => {
    const off = createTestClient()
    await expect(signInFlow(off.client)).rejects.toThrow('SIWX is not enabled')
    expect(getSiwx(off.client)).toMatchObject({ enabled: false, status: 'disabled' })

    const test = setup()
    await test.client.ready
    await expect(signInFlow(test.client)).rejects.toThrow('No ActiveCaipAddress found')

    const unlisted = setup({ wallets: [{ ...ALPHA_WALLET, chainId: 999 }], allowUnsupportedChain: true })
    await unlisted.client.ready
    await connect(unlisted.client, { connectorId: ALPHA_WALLET.id })
    await expect(signInFlow(unlisted.client)).rejects.toThrow('No ActiveCaipNetwork or client found')

    const cannotSign = setup()
    await cannotSign.client.ready
    const bindWallet = cannotSign.adapter.chain.bindWallet.bind(cannotSign.adapter.chain)
    cannotSign.adapter.chain.bindWallet = (params) => ({ ...bindWallet(params), signMessage: UNSUPPORTED })
    await connect(cannotSign.client, { connectorId: ALPHA_WALLET.id })
    await expect(signInFlow(cannotSign.client)).rejects.toThrow('No ConnectionController client found')
  })
})

describe('siweConfig, the legacy shape', () => {
  it('is accepted, mapped onto siwx (EVM only), and refused together with siwx', async () => {
    const verifyMessage = vi.fn(async () => true)
    const onSignIn = vi.fn()
    const session = { current: null as { address: string; chainId: number } | null }
    const test = createTestClient({
      platform: { now: NOW },
      siweConfig: {
        required: true,
        getNonce: async () => 'legacynonce1',
        getMessageParams: async () => ({ statement: 'Legacy sign-in', expiry: 3600 }),
        verifyMessage,
        getSession: async () => session.current,
        signOut: async () => {
          session.current = null
          return true
        },
        onSignIn: (signedIn) => {
          session.current = signedIn
          onSignIn(signedIn)
        },
      },
    })
    await connectAndWaitForPrompt(test)
    const signed = await signInFlow(test.client)
    expect(signed.data).toMatchObject({ nonce: 'legacynonce1', statement: 'Legacy sign-in', expirationTime: new Date(NOW + 3_600_000).toISOString() })
    expect(verifyMessage).toHaveBeenCalledWith({ message: signed.message, signature: signed.signature })
    expect(onSignIn).toHaveBeenCalledWith({ address: ALPHA_WALLET.address, chainId: 31337 })
    const reloaded = test.reload()
    await reloaded.client.ready
    await vi.waitFor(() => expect(getSiwx(reloaded.client).status).toBe('signed'))

    expect(() =>
      createPortico({ projectId: 'p', networks: [], siwx: createDefaultSiwx(), siweConfig: { getNonce: async () => 'n', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true } }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  it('names what is missing in a siwx object', () => {
    expect(() => createTestClient({ siwx: { required: true } as unknown as SiwxConfig })).toThrow(/siwx.*createMessage must be a function/)
  })
})
