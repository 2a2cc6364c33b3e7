import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { createSolanaRpcMethods, type SolanaRpcMethods } from './createSolanaRpcMethods.js'
import { fundSolanaAccount } from './fundSolanaAccount.js'
import { LAMPORTS_PER_SOL } from './solanaPrograms.js'
import { seedSolanaLedger, type SeedSolanaLedgerOptions, type SolanaTestToken } from './seedSolanaLedger.js'
import type { SolanaDevnetAccount } from './solanaDevnetAccounts.js'
import { SolanaRpcError } from './solanaRpcError.js'

export interface StartSolanaRuntimeOptions extends SeedSolanaLedgerOptions {
  /** The port on 127.0.0.1. @default 0, a free port the system picks */
  port?: number
}

/** A running local Solana runtime. */
export interface SolanaRuntime {
  /** JSON-RPC over HTTP, `http://127.0.0.1:<port>`. */
  readonly rpcUrl: string
  /** The same port over WebSocket (signature subscriptions), `ws://127.0.0.1:<port>`. */
  readonly wsUrl: string
  readonly ledger: SolanaLedger
  /** The funded devnet accounts. */
  readonly accounts: readonly SolanaDevnetAccount[]
  /** The SPL Token and Token-2022 test tokens every funded account holds. */
  readonly tokens: readonly SolanaTestToken[]
  /**
   * Funds `address` as a devnet account is at start (1000 SOL, and every test token's
   * `amountPerAccount`), written into the ledger: for a test that owns accounts of its own.
   */
  fund(address: string): void
  /** Closes the server and every socket; resolves once the port is free. */
  stop(): Promise<void>
}

/** Largest request body accepted. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

function answer(methods: SolanaRpcMethods, request: JsonRpcRequest): object {
  const id = typeof request?.id === 'number' || typeof request?.id === 'string' ? request.id : null
  try {
    if (typeof request !== 'object' || request === null || typeof request.method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
    const params = Array.isArray(request.params) ? request.params : request.params === undefined ? [] : [request.params]
    return { jsonrpc: '2.0', id, result: methods(request.method, params) }
  } catch (error) {
    const rpc = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, error instanceof Error ? error.message : 'Internal error')
    return { jsonrpc: '2.0', id, error: { code: rpc.code, message: rpc.message, ...(rpc.data !== undefined ? { data: rpc.data } : {}) } }
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new SolanaRpcError(-32600, 'Request too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

async function serveHttp(methods: SolanaRpcMethods, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // The playground's page calls the runtime from another loopback origin.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', '*')
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
  if (request.method === 'OPTIONS') return void response.writeHead(204).end()
  if (request.method !== 'POST') return void response.writeHead(405).end()
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    response.writeHead(400, { 'content-type': 'application/json' })
    return void response.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
  }
  const result = Array.isArray(body) ? body.map((entry) => answer(methods, entry as JsonRpcRequest)) : answer(methods, body as JsonRpcRequest)
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(result))
}

/** Signature subscriptions over one socket: each notifies once, then ends, as on a validator. */
function serveSocket(ledger: SolanaLedger, methods: SolanaRpcMethods, socket: WebSocket): void {
  const subscriptions = new Map<number, () => void>()
  let nextId = 1
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  socket.on('message', (raw) => {
    let request: JsonRpcRequest
    try {
      request = JSON.parse(String(raw)) as JsonRpcRequest
    } catch {
      return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const params = Array.isArray(request?.params) ? request.params : []
    if (request?.method === 'signatureSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId++
      send({ jsonrpc: '2.0', id: request.id ?? null, result: subscription })
      const cancel = ledger.onStatus(params[0], (status) => {
        subscriptions.delete(subscription)
        send({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot: status.slot }, value: { err: status.err } }, subscription } })
      })
      // A signature already known was notified at once; keep only the subscriptions still waiting.
      if (ledger.status(params[0]) === undefined) subscriptions.set(subscription, cancel)
      return
    }
    if (request?.method === 'signatureUnsubscribe') {
      const cancel = subscriptions.get(params[0] as number)
      subscriptions.delete(params[0] as number)
      cancel?.()
      return send({ jsonrpc: '2.0', id: request.id ?? null, result: cancel !== undefined })
    }
    send(answer(methods, request))
  })
  socket.on('close', () => {
    for (const cancel of subscriptions.values()) cancel()
    subscriptions.clear()
  })
}

/**
 * A local Solana runtime: LiteSVM behind JSON-RPC over HTTP and WebSocket on one 127.0.0.1 port,
 * seeded with the funded devnet accounts and the two test tokens. Real programs run: SOL and SPL
 * transfers, associated token accounts, Token-2022.
 */
export async function startSolanaRuntime(options: StartSolanaRuntimeOptions = {}): Promise<SolanaRuntime> {
  const ledger = createSolanaLedger()
  const { accounts, tokens } = seedSolanaLedger(ledger, options)
  const methods = createSolanaRpcMethods(ledger)
  const server = createServer((request, response) => {
    serveHttp(methods, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => serveSocket(ledger, methods, socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    ledger,
    accounts,
    tokens,
    fund: (address) => fundSolanaAccount(ledger, address, tokens, 1_000n * LAMPORTS_PER_SOL),
    async stop() {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
