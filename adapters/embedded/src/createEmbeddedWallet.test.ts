import { base58Decode, base58Encode, type Connector, type Network, type SourceContext, type SourceEvent } from '@portico/core'
import { createMemoryLoginFrame, createMemoryPlatform, testEvmMainnet, testSolana, type LoginFrameHandler } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { FrameEip1193Provider } from './frameEip1193.js'
import type { FrameSolanaWallet } from './frameSolanaWallet.js'

const SECURE = 'http://127.0.0.1:4600'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e79d17dc79C'
const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112'
const ABORT = new AbortController()

function setup(options: { handlers?: Record<string, LoginFrameHandler>; storageContent?: Record<string, string>; networks?: readonly Network[] } = {}) {
  const platform = createMemoryPlatform({ storageContent: options.storageContent })
  const warnings: string[] = []
  const connectors: Connector[] = []
  const events: SourceEvent[] = []
  const frame = createMemoryLoginFrame({
    platform,
    origin: SECURE,
    handlers: {
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: (payload) => {
        if ((payload as { otp: string }).otp !== '123456') throw new Error('Invalid code')
      },
      GET_USER: (payload) => {
        const { chainId } = payload as { chainId: string }
        return chainId.startsWith('solana:')
          ? { address: SOLANA_ADDRESS, chainId, email: 'visitor@example.com' }
          : { address: EVM_ADDRESS, chainId: 31337, email: 'visitor@example.com', accounts: [{ address: EVM_ADDRESS, type: 'eoa' }] }
      },
      IS_CONNECTED: () => ({ isConnected: true }),
      ...options.handlers,
    },
  })
  const context: SourceContext = {
    platform,
    logger: { level: 'warn', debug: () => undefined, info: () => undefined, warn: (message: string) => void warnings.push(message), error: () => undefined, getLogs: () => [], clear: () => undefined },
    networks: options.networks ?? [testEvmMainnet, testSolana],
    setConnectors: (list) => void connectors.splice(0, connectors.length, ...list),
    emit: (event) => void events.push(event),
  }
  const wallet = createEmbeddedWallet({ secureSiteUrl: `${SECURE}/frame`, projectId: 'devnet' })
  const source = wallet.connectors
  source.setup?.(context)
  const params = { connectorId: 'AUTH', networks: context.networks, signal: ABORT.signal }
  /** Lets the frame's READY and the 500 ms after it pass. */
  const settle = () => platform.clock.advanceAsync(500)
  const login = async () => {
    const session = await source.session()
    await settle()
    await session.connectEmail('visitor@example.com')
    await session.connectOtp('123456')
    return source.connect(params)
  }
  return { platform, frame, source, connectors, warnings, params, settle, login }
}

describe('createEmbeddedWallet', () => {
  it('offers the AUTH connector over the namespaces the site has, and loads no frame until used', async () => {
    const { connectors, platform, source } = setup()
    expect(connectors).toEqual([{ id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155', namespaces: ['eip155', 'solana'] }])
    expect(platform.frame.mounted).toHaveLength(0)
    await source.session()
    expect(platform.frame.mounted).toHaveLength(1)
    const query = new URL(platform.frame.mounted[0]!.url).searchParams
    expect(Object.fromEntries(query.entries())).toEqual({ projectId: 'devnet', chainId: 'eip155:31337', version: '4', enableLogger: 'true', rpcUrl: 'http://127.0.0.1:8545' })
  })

  it('logs in with an e-mail code and opens eip155 and solana at once, storing the login', async () => {
    const { login, platform, frame } = setup()
    const session = await login()
    expect(session.namespaces.eip155).toMatchObject({ accounts: [{ address: EVM_ADDRESS, type: 'eoa' }], chainId: 31337 })
    expect(session.namespaces.solana).toMatchObject({ accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: testSolana.id })
    expect(session.auth).toEqual({ name: 'email', email: 'visitor@example.com' })
    expect(platform.storage.getItem('@portico/email')).toBe('"visitor@example.com"')
    expect(platform.storage.getItem('@portico/email_login_used')).toBe('true')
    expect(platform.storage.getItem('@portico/last_email_login_time')).toBeNull()
    expect(frame.requests.map((request) => request.name)).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'GET_USER'])
  })

  it('refuses a malformed e-mail and a second code within 30 s, before asking the frame', async () => {
    const { source, settle, frame, platform } = setup()
    const session = await source.session()
    await settle()
    await expect(session.connectEmail('visitor@')).rejects.toMatchObject({ shortMessage: 'Please enter a valid email address', code: 'APKTW002' })
    await session.connectEmail('visitor@example.com')
    await platform.clock.advanceAsync(10_000)
    await expect(session.connectEmail('visitor@example.com')).rejects.toMatchObject({ shortMessage: 'Please try again after 20 seconds' })
    expect(frame.requests.filter((request) => request.name === 'CONNECT_EMAIL')).toHaveLength(1)
  })

  it('a failure on another namespace only warns', async () => {
    const { login, warnings } = setup({
      handlers: {
        GET_USER: (payload) => {
          if ((payload as { chainId: string }).chainId.startsWith('solana:')) throw new Error('no solana account')
          return { address: EVM_ADDRESS, chainId: 31337 }
        },
      },
    })
    const session = await login()
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(warnings.some((warning) => warning.includes('APKTW001'))).toBe(true)
  })

  it('signs through an EIP-1193 handle backed by the frame, refusing methods it does not allow', async () => {
    const { login, frame } = setup({ handlers: { RPC_REQUEST: () => '0x5ig' } })
    const provider = (await login()).namespaces.eip155?.handle as FrameEip1193Provider
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EVM_ADDRESS])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', EVM_ADDRESS] })).resolves.toBe('0x5ig')
    expect(frame.requests.at(-1)).toMatchObject({ name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', EVM_ADDRESS], chainNamespace: 'eip155', chainId: 31337 } })
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
  })

  it('switches the frame to another chain and tells the listeners', async () => {
    const { login, frame } = setup({ handlers: { SWITCH_NETWORK: (payload) => ({ chainId: (payload as { chainId: number }).chainId }) } })
    const provider = (await login()).namespaces.eip155?.handle as FrameEip1193Provider
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    // (the session is then read again: IS_CONNECTED and GET_USER follow)
    expect(frame.requests.filter((request) => request.name === 'SWITCH_NETWORK').at(-1)).toMatchObject({ name: 'SWITCH_NETWORK', payload: { chainId: 1 } })
    expect(changes).toEqual(['0x1'])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] })).rejects.toThrow('Invalid chain id')
  })

  it('signs a Solana message through a Wallet Standard handle backed by the frame, validating the answer', async () => {
    const signature = base58Encode(Uint8Array.from({ length: 64 }, (_, index) => index))
    const { login, frame } = setup({ handlers: { RPC_REQUEST: () => ({ signature }) } })
    const wallet = (await login()).namespaces.solana?.handle as FrameSolanaWallet
    expect(wallet.accounts[0]?.address).toBe(SOLANA_ADDRESS)
    expect(wallet.accounts[0]?.publicKey).toEqual(base58Decode(SOLANA_ADDRESS))
    const feature = wallet.features['solana:signMessage'] as { signMessage(...inputs: { message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]> }
    const [signed] = await feature.signMessage({ message: Uint8Array.from([104, 105]) })
    expect(signed?.signature).toEqual(base58Decode(signature))
    expect(frame.requests.at(-1)).toMatchObject({ name: 'RPC_REQUEST', payload: { method: 'solana_signMessage', params: { message: base58Encode(Uint8Array.from([104, 105])), pubkey: SOLANA_ADDRESS }, chainNamespace: 'solana' } })
    frame.setHandler('RPC_REQUEST', () => ({ signature: 'not base58 0OIl'.repeat(3) }))
    await expect(feature.signMessage({ message: Uint8Array.from([1]) })).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' })
  })

  it('restores a stored login only while the frame still holds it, and never loads the frame without one', async () => {
    const fresh = setup()
    await expect(fresh.source.reconnect?.(fresh.params)).resolves.toBeNull()
    expect(fresh.platform.frame.mounted).toHaveLength(0)

    const stale = setup({
      storageContent: { '@portico/email_login_used': 'true', '@portico/email': '"visitor@example.com"' },
      handlers: { IS_CONNECTED: () => ({ isConnected: false }) },
    })
    const restoring = stale.source.reconnect?.(stale.params)
    await stale.settle()
    await expect(restoring).resolves.toBeNull()
    expect(stale.platform.storage.getItem('@portico/email_login_used')).toBeNull()
    expect(stale.platform.storage.getItem('@portico/email')).toBeNull()

    const kept = setup({ storageContent: { '@portico/email_login_used': 'true' } })
    const restored = kept.source.reconnect?.(kept.params)
    await kept.settle()
    await expect(restored).resolves.toMatchObject({ namespaces: { eip155: { chainId: 31337 } } })
  })

  it('signs out (waiting at most 3 s) and clears the login cache on disconnect', async () => {
    const { login, source, platform, frame } = setup()
    await login()
    frame.setHandler('SIGN_OUT', () => new Promise(() => undefined))
    const leaving = source.disconnect({ connectorId: 'AUTH' })
    await platform.clock.advanceAsync(3_000)
    await leaving
    expect(frame.requests.at(-1)?.name).toBe('SIGN_OUT')
    expect(platform.storage.getItem('@portico/email_login_used')).toBeNull()
  })

  it('changes the e-mail: the format and the 30 s cooldown first, then the primary and secondary codes; the new e-mail is stored', async () => {
    const { login, platform, frame, source } = setup({
      handlers: {
        UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
        UPDATE_EMAIL_PRIMARY_OTP: (payload) => {
          if ((payload as { otp: string }).otp !== '111111') throw new Error('Invalid code')
        },
        UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'new@example.com' }),
      },
    })
    await login()
    const session = await source.session()
    await expect(session.updateEmail('not-an-email')).rejects.toThrow('Please enter a valid email address')
    await expect(session.updateEmail('new@example.com')).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await platform.clock.advanceAsync(10_000)
    await expect(session.updateEmail('new@example.com')).rejects.toThrow('Please try again after 20 seconds')
    expect(frame.requests.filter((request) => request.name === 'UPDATE_EMAIL')).toHaveLength(1)
    await expect(session.updateEmailPrimaryOtp('000000')).rejects.toThrow('Invalid code')
    await session.updateEmailPrimaryOtp('111111')
    await expect(session.updateEmailSecondaryOtp('222222')).resolves.toBe('new@example.com')
    expect(platform.storage.getItem('@portico/email')).toBe('"new@example.com"')
    expect(platform.storage.getItem('@portico/last_email_login_time')).toBeNull()
  })

  it("tells the login's e-mail as the frame has it now (GET_USER: the e-mail update's poll); none, or a refusal of what is no e-mail", async () => {
    let email: unknown = 'changed@example.com'
    const { login, frame, source } = setup({
      handlers: { GET_USER: () => ({ address: EVM_ADDRESS, chainId: 31337, email, accounts: [{ address: EVM_ADDRESS, type: 'eoa' }] }) },
    })
    await login()
    const session = await source.session()
    await expect(session.currentEmail?.()).resolves.toBe('changed@example.com')
    expect(frame.requests.at(-1)).toMatchObject({ name: 'GET_USER', payload: { chainId: testEvmMainnet.caipNetworkId } })
    email = null
    await expect(session.currentEmail?.()).resolves.toBeNull()
    email = 'javascript:alert(1)'
    await expect(session.currentEmail?.()).rejects.toThrow()
  })

  it('a frame that answers the secondary code with something that is not an e-mail is refused', async () => {
    const { login, platform, source } = setup({ handlers: { UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'javascript:alert(1)' }) } })
    await login()
    const session = await source.session()
    await expect(session.updateEmailSecondaryOtp('222222')).rejects.toThrow()
    expect(platform.storage.getItem('@portico/email')).toBe('"visitor@example.com"')
  })
})
