import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import bs58 from 'bs58'
import {
  createSolanaTestWallet,
  createTestWallet,
  type SmartAccountChain,
  type SolanaTestWallet,
  type TestSmartAccount,
  type TestWallet,
  type TestWalletChain,
} from '@portico/test-chains'
import { createFrameSmartAccount, evmUserSession, smartAccountRpc, smartAccountState, usesSmartAccount } from './frameSmartAccounts.js'
import { frameUserKeys, fundFrameUser } from './frameUserKeys.js'
import { farcasterApprovedHtml, farcasterSignInHtml } from './farcasterPages.js'
import { loopbackReturnAddress } from './loopbackReturnAddress.js'
import { LOGIN_FRAME_HTML, mailboxHtml, SOCIAL_DONE_HTML, socialProviderHtml } from './loginFramePage.js'

export interface StartLoginFrameOptions {
  /** Port on 127.0.0.1; 0 for a free one. @default 0 */
  port?: number
  /** The EVM chains the users' accounts sign and send on (each new user's account is funded there). */
  evmChains: readonly TestWalletChain[]
  /** The mnemonic the users' EVM keys are derived from (see `frameUserKeys`). @default DEVNET_MNEMONIC */
  mnemonic?: string
  /** The local Solana runtime the users' Solana accounts live and are funded on, or none. */
  solana?: { rpcUrl: string }
  /**
   * The chains with the smart-account factory: there each user also has a smart account (its
   * counterfactual address, funded at first login, deployed by its first transaction), and
   * GET_SMART_ACCOUNT_ENABLED_NETWORKS names them. @default [] (no smart accounts)
   */
  smartAccounts?: readonly SmartAccountChain[]
}

/** One mail the frame sent. */
export interface MailboxEntry {
  email: string
  code: string
  at: number
}

export interface LoginFrame {
  /** The frame's origin, e.g. `http://127.0.0.1:4601` (a different origin from the site's). */
  url: string
  /** The page a site loads in its hidden frame. */
  frameUrl: string
  port: number
  /** One-time codes sent, newest first. */
  mailbox(): readonly MailboxEntry[]
  stop(): Promise<void>
}

interface User {
  email: string
  /** Its place in the order of first logins: the index its keys are derived from. */
  index: number
  /** Settles once its accounts are funded and connected. */
  ready: Promise<void>
  /** A Farcaster login's user name (such a user has no e-mail). */
  farcaster?: string
  evm: TestWallet
  solana?: SolanaTestWallet
  /** The user's smart account, where the devnet has the factory. */
  smart?: TestSmartAccount
  /** The eip155 account type the user chose (SET_PREFERRED_ACCOUNT); eoa at first. */
  accountType: 'eoa' | 'smartAccount'
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,63}$/i
const MAX_BODY_BYTES = 256 * 1024

/**
 * The reference login frame of the devnet, on its own loopback port (so its origin differs from
 * the site's and cross-origin rules are exercised for real): the frame page, the mailbox page
 * with the one-time codes, a stand-in social provider, and the API the page calls. Each user gets
 * an EVM and a Solana account on first login, derived from the user's place in the order of first
 * logins and funded then (so any number of users can log in); signing and sending go to the
 * devnet chains through the test wallets of @portico/test-chains. A logged-in user can change
 * the e-mail: a code to the current address, then one to the new address.
 */
export async function startLoginFrame(options: StartLoginFrameOptions): Promise<LoginFrame> {
  const mail: MailboxEntry[] = []
  /** One-time codes by what they are for: `login:<email>`, `update-primary:<token>`, `update-secondary:<token>`. */
  const codes = new Map<string, string>()
  /** Farcaster sign-ins under way, by channel: approved once the visitor confirmed on the sign-in page. */
  const farcasterChannels = new Map<string, { approved: boolean }>()
  /** E-mail changes under way, by session token. */
  const updates = new Map<string, { from: string; to: string }>()
  const socialCodes = new Map<string, string>()
  const users = new Map<string, User>()
  const sessions = new Map<string, string>()
  const sockets = new Set<Socket>()
  let origin = ''
  let nextIndex = 0
  const smartChains = options.smartAccounts ?? []
  /** The chain a request is about: the one it names when the devnet has it, else the user's current one. */
  const chainOf = (user: User, chainId: unknown): number => {
    const named = Number(String(chainId ?? '').replace(/^eip155:/, ''))
    return Number.isInteger(named) && options.evmChains.some((chain) => chain.chainId === named) ? named : user.evm.chainId
  }

  const userFor = async (email: string): Promise<User> => {
    const known = users.get(email)
    if (known) {
      await known.ready
      return known
    }
    const index = nextIndex++
    const keys = frameUserKeys(index, options.mnemonic)
    const evm = createTestWallet({ privateKey: keys.evmKey, chains: options.evmChains })
    const solana = options.solana ? createSolanaTestWallet({ secretKey: keys.solanaSecretKey, rpcUrl: options.solana.rpcUrl }) : undefined
    const smartAccount: { value?: TestSmartAccount } = {}
    const ready = (async () => {
      await fundFrameUser({ evm: evm.address, ...(solana ? { solana: solana.address } : {}) }, options.evmChains, options.solana?.rpcUrl)
      await evm.request({ method: 'eth_requestAccounts' })
      if (solana) await (solana.features['standard:connect'] as { connect(): Promise<unknown> }).connect()
      smartAccount.value = await createFrameSmartAccount(keys.evmKey, smartChains)
    })()
    // Registered before anything awaits, so two logins of one new user at once share it.
    const user: User = {
      email,
      index,
      evm,
      solana,
      ready,
      accountType: 'eoa',
      get smart() {
        return smartAccount.value
      },
    }
    users.set(email, user)
    // A user whose funding failed is forgotten, so the next login tries again.
    await ready.catch((error: unknown) => {
      if (users.get(email) === user) users.delete(email)
      throw error
    })
    return user
  }
  const mailCode = (purpose: string, email: string) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    codes.set(purpose, code)
    mail.unshift({ email, code, at: Date.now() })
  }
  const useCode = (purpose: string, otp: unknown) => {
    if (typeof otp !== 'string' || !codes.has(purpose) || codes.get(purpose) !== otp) throw Object.assign(new Error('Invalid code'), { status: 400 })
    codes.delete(purpose)
  }
  const tokenOf = (body: Record<string, unknown>) => {
    if (typeof body.token !== 'string' || !sessions.has(body.token)) throw Object.assign(new Error('Not connected'), { status: 401 })
    return body.token
  }
  const login = (email: string) => {
    const token = randomBytes(24).toString('hex')
    sessions.set(token, email)
    return token
  }
  const userOf = (body: Record<string, unknown>) => {
    const email = typeof body.token === 'string' ? sessions.get(body.token) : undefined
    if (!email) throw Object.assign(new Error('Not connected'), { status: 401 })
    return userFor(email)
  }

  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/api/email': (body) => {
      const email = body.email
      if (typeof email !== 'string' || !EMAIL.test(email)) throw Object.assign(new Error('Please enter a valid email address'), { status: 400 })
      mailCode(`login:${email}`, email)
      return { action: 'VERIFY_OTP' }
    },
    '/api/otp': async (body) => {
      const email = String(body.email ?? '')
      useCode(`login:${email}`, body.otp)
      await userFor(email)
      return { token: login(email) }
    },
    '/api/social': async (body) => {
      const uri = typeof body.uri === 'string' ? new URL(body.uri, origin) : undefined
      const code = uri?.searchParams.get('code') ?? ''
      const email = socialCodes.get(code)
      if (!uri || uri.origin !== origin || !email) throw Object.assign(new Error('Failed to connect'), { status: 400 })
      socialCodes.delete(code)
      await userFor(email)
      return { email, token: login(email) }
    },
    // Changing the e-mail: a code to the current address, then, once that is right, one to the new.
    '/api/email/update': async (body) => {
      const token = tokenOf(body)
      const user = await userOf(body)
      const next = body.email
      if (typeof next !== 'string' || !EMAIL.test(next)) throw Object.assign(new Error('Please enter a valid email address'), { status: 400 })
      if (next.toLowerCase() === user.email.toLowerCase()) throw Object.assign(new Error('This is already your e-mail'), { status: 400 })
      if (users.has(next)) throw Object.assign(new Error('This e-mail belongs to another account'), { status: 400 })
      updates.set(token, { from: user.email, to: next })
      codes.delete(`update-secondary:${token}`)
      mailCode(`update-primary:${token}`, user.email)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    '/api/email/update/primary': (body) => {
      const token = tokenOf(body)
      const update = updates.get(token)
      if (!update) throw Object.assign(new Error('No e-mail change under way'), { status: 400 })
      useCode(`update-primary:${token}`, body.otp)
      mailCode(`update-secondary:${token}`, update.to)
      return {}
    },
    '/api/email/update/secondary': async (body) => {
      const token = tokenOf(body)
      const update = updates.get(token)
      if (!update || codes.has(`update-primary:${token}`)) throw Object.assign(new Error('No e-mail change under way'), { status: 400 })
      useCode(`update-secondary:${token}`, body.otp)
      updates.delete(token)
      if (users.has(update.to)) throw Object.assign(new Error('This e-mail belongs to another account'), { status: 400 })
      const user = await userFor(update.from)
      users.delete(update.from)
      user.email = update.to
      users.set(update.to, user)
      for (const [key, email] of sessions) if (email === update.from) sessions.set(key, update.to)
      return { newEmail: update.to }
    },
    // Farcaster: the frame opens a channel whose sign-in page the visitor opens (the QR code), then waits for the approval.
    '/api/farcaster/start': () => {
      const channel = randomBytes(16).toString('hex')
      farcasterChannels.set(channel, { approved: false })
      return { channel, url: `${origin}/farcaster?channel=${channel}` }
    },
    '/api/farcaster/wait': async (body) => {
      const channel = typeof body.channel === 'string' ? body.channel : ''
      const state = farcasterChannels.get(channel)
      if (!state) throw Object.assign(new Error('Failed to connect to farcaster'), { status: 400 })
      const deadline = Date.now() + 120_000
      while (!state.approved) {
        if (Date.now() > deadline || !farcasterChannels.has(channel)) throw Object.assign(new Error('Failed to connect to farcaster'), { status: 408 })
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      farcasterChannels.delete(channel)
      const name = `devnet-fid-${channel.slice(0, 6)}`
      const user = await userFor(`${name}@farcaster.devnet.example`)
      user.farcaster = name
      return { token: login(user.email) }
    },
    '/api/session': (body) => ({ isConnected: typeof body.token === 'string' && sessions.has(body.token) }),
    '/api/signout': (body) => {
      if (typeof body.token === 'string') sessions.delete(body.token)
      return {}
    },
    '/api/user': async (body) => {
      const user = await userOf(body)
      const chainId = String(body.chainId ?? '')
      const email = user.farcaster ? null : user.email
      const userName = user.farcaster ? { userName: user.farcaster } : {}
      if (chainId.startsWith('solana:')) {
        if (!user.solana) throw Object.assign(new Error('No solana account'), { status: 400 })
        return { email, ...userName, address: user.solana.address, chainId, accounts: [{ address: user.solana.address, type: 'eoa' }] }
      }
      if (chainId.startsWith('bip122:')) throw Object.assign(new Error('No bip122 account on the devnet'), { status: 400 })
      // The site's stored preference comes with GET_USER (a reload keeps the type); it holds where smart accounts are on.
      const asked = body.preferredAccountType
      const evmChainId = chainOf(user, chainId)
      if (asked === 'eoa' || (asked === 'smartAccount' && user.smart && smartChains.some((chain) => chain.chainId === evmChainId))) user.accountType = asked
      return { email, ...userName, ...(await evmUserSession(user, smartChains, evmChainId)) }
    },
    '/api/smart-account/networks': () => ({ smartAccountEnabledNetworks: smartChains.map((chain) => chain.chainId) }),
    '/api/smart-account/preferred': async (body) => {
      const user = await userOf(body)
      if (body.type !== 'eoa' && body.type !== 'smartAccount') throw Object.assign(new Error('Unsupported account type'), { status: 400 })
      const chainId = chainOf(user, body.chainId)
      if (body.type === 'smartAccount' && !(user.smart && smartChains.some((chain) => chain.chainId === chainId))) {
        throw Object.assign(new Error('Smart accounts are not enabled on this network'), { status: 400 })
      }
      user.accountType = body.type
      const session = await evmUserSession(user, smartChains, chainId)
      return { type: session.preferredAccountType, address: session.address }
    },
    '/api/smart-account/init': async (body) => {
      const user = await userOf(body)
      const chainId = chainOf(user, body.chainId)
      if (!user.smart || !smartChains.some((chain) => chain.chainId === chainId)) throw Object.assign(new Error('Smart accounts are not enabled on this network'), { status: 400 })
      return smartAccountState(user.smart, chainId)
    },
    /** The account that pays for or signs the user's eip155 requests on a chain (the approve screen names it). */
    '/api/account': async (body) => {
      const user = await userOf(body)
      const session = await evmUserSession(user, smartChains, chainOf(user, body.chainId))
      return { address: session.address, type: session.preferredAccountType }
    },
    '/api/rpc': async (body) => {
      const user = await userOf(body)
      const method = String(body.method)
      if (body.namespace === 'solana') return { result: await solanaRpc(user, method, body.params) }
      const chainId = Number(String(body.chainId ?? '').replace(/^eip155:/, ''))
      if (Number.isInteger(chainId) && chainId !== user.evm.chainId && options.evmChains.some((chain) => chain.chainId === chainId)) {
        await user.evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] })
      }
      if (user.smart && usesSmartAccount(user, smartChains, user.evm.chainId)) {
        return { result: await smartAccountRpc(user.smart, user, user.evm.chainId, method, body.params) }
      }
      return { result: await user.evm.request({ method, params: body.params as readonly unknown[] }) }
    },
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      const status = (error as { status?: number }).status ?? 500
      if (!response.headersSent) send(response, status, { message: error instanceof Error ? error.message : String(error) })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === '/frame') return html(response, LOGIN_FRAME_HTML)
    if (request.method === 'GET' && url.pathname === '/mailbox') return html(response, mailboxHtml(mail))
    if (request.method === 'GET' && url.pathname === '/api/mailbox') return send(response, 200, { mail: mail.filter((entry) => !url.searchParams.get('email') || entry.email === url.searchParams.get('email')) })
    if (request.method === 'GET' && url.pathname === '/social') {
      const code = randomBytes(16).toString('hex')
      socialCodes.set(code, `${url.searchParams.get('provider') ?? 'social'}.visitor@devnet.example`)
      const done = new URL('/social/done', origin)
      done.searchParams.set('code', code)
      done.searchParams.set('parent', url.searchParams.get('parent') ?? '')
      // The mini-app login left the site's page for this one: where to send that page back.
      const returnTo = loopbackReturnAddress(url.searchParams.get('return_uri'))
      if (returnTo) done.searchParams.set('return_uri', returnTo)
      return html(response, socialProviderHtml(url.searchParams.get('provider') ?? 'social', done.href))
    }
    if (request.method === 'GET' && (url.pathname === '/farcaster' || url.pathname === '/farcaster/approve')) {
      const channel = url.searchParams.get('channel') ?? ''
      const state = farcasterChannels.get(channel)
      if (url.pathname === '/farcaster') return html(response, farcasterSignInHtml(state ? `/farcaster/approve?channel=${encodeURIComponent(channel)}` : undefined))
      if (state) state.approved = true
      return html(response, farcasterApprovedHtml(state !== undefined))
    }
    // Where the provider returns: the page tells the site that opened the popup, from this origin.
    if (request.method === 'GET' && url.pathname === '/social/done') return html(response, SOCIAL_DONE_HTML)
    const route = request.method === 'POST' ? routes[url.pathname] : undefined
    if (!route) return send(response, 404, { message: 'Not found' })
    // The API answers only the frame page itself (same origin), never another site.
    if (request.headers.origin !== origin) return send(response, 403, { message: 'Forbidden' })
    const body = await readJson(request)
    return send(response, 200, await route(body))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    url: origin,
    frameUrl: `${origin}/frame`,
    port,
    mailbox: () => [...mail],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Solana requests of the frame protocol, on the user's test wallet: base58 messages and signatures, base64 transactions. */
async function solanaRpc(user: User, method: string, params: unknown): Promise<unknown> {
  const wallet = user.solana
  if (!wallet) throw Object.assign(new Error('No solana account'), { status: 400 })
  const account = wallet.accounts[0]
  const input = (params ?? {}) as { message?: string; transaction?: string }
  if (method === 'solana_signMessage') {
    const feature = wallet.features['solana:signMessage']
    const [signed] = await feature.signMessage({ account: account!, message: bs58.decode(String(input.message)) })
    return { signature: bs58.encode(signed!.signature) }
  }
  if (method === 'solana_signTransaction') {
    const feature = wallet.features['solana:signTransaction']
    const [signed] = await feature.signTransaction({ account: account!, transaction: Buffer.from(String(input.transaction), 'base64') })
    return { transaction: Buffer.from(signed!.signedTransaction).toString('base64') }
  }
  if (method === 'solana_signAndSendTransaction') {
    const feature = wallet.features['solana:signAndSendTransaction']
    const [sent] = await feature.signAndSendTransaction({ account: account!, transaction: Buffer.from(String(input.transaction), 'base64'), chain: 'solana:localnet' })
    return { signature: bs58.encode(sent!.signature) }
  }
  throw Object.assign(new Error('Requested RPC call is not allowed'), { status: 400 })
}

function html(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body)
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? null))
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('Payload too large'), { status: 413 })
    chunks.push(chunk as Buffer)
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    throw Object.assign(new Error('Invalid JSON'), { status: 400 })
  }
}
