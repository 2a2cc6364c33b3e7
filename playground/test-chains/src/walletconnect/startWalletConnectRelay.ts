import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

export interface WalletConnectRelayOptions {
  /** @default 0 (a free port) */
  port?: number
  /** How often the relay pings every socket, ms (the SDK drops a socket unheard for 35 s). @default 30_000 */
  pingIntervalMs?: number
}

export interface WalletConnectRelay {
  /** `ws://127.0.0.1:<port>`: give it to the clients as `relayUrl`. */
  url: string
  port: number
  /** JSON-RPC methods received, oldest first (method names only: payloads are encrypted anyway). */
  methods(): string[]
  /** Closes every client socket (a relay outage); the server keeps listening. */
  dropClients(): void
  /** Refuses (true) or accepts again (false) new sockets: an outage that lasts. */
  setRefusing(refusing: boolean): void
  /**
   * An outage mid-session: `true` closes every socket and refuses new ones (what clients had
   * published before stays in the mailbox); `false` brings the relay back, and clients reconnect.
   */
  setDown(down: boolean): void
  stop(): Promise<void>
}

interface Stored {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  expiresAt: number
}

type Params = Record<string, unknown>

/**
 * A WalletConnect relay on 127.0.0.1 that the real clients accept: the JSON-RPC over WebSocket of
 * `@walletconnect/core` (irn_publish, irn_subscribe, irn_unsubscribe, their batch variants,
 * irn_batchFetchMessages, and irn_subscription delivery), plus the publish-with-subscribe methods
 * the sign client uses for proposals and approvals (wc_proposeSession, wc_approveSession). Every
 * message stays in a mailbox until its TTL, so a late subscriber gets it. Messages are end-to-end
 * encrypted: the relay sees topics and ciphertext only.
 */
export async function startWalletConnectRelay(options: WalletConnectRelayOptions = {}): Promise<WalletConnectRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  const subscribers = new Map<string, Set<WebSocket>>()
  const mailbox = new Map<string, Stored[]>()
  const received: string[] = []
  let refusing = false
  let deliveryId = Date.now() * 1000

  const subscriptionId = (topic: string, socket: WebSocket) =>
    createHash('sha256').update(`${topic}/${socketIds.get(socket) ?? 0}`).digest('hex')
  const socketIds = new WeakMap<WebSocket, number>()
  let nextSocketId = 1

  const live = (topic: string) => {
    const now = Date.now()
    const kept = (mailbox.get(topic) ?? []).filter((entry) => entry.expiresAt > now)
    if (kept.length > 0) mailbox.set(topic, kept)
    else mailbox.delete(topic)
    return kept
  }
  const deliver = (socket: WebSocket, entry: Stored) => {
    const { expiresAt: _expiresAt, ...data } = entry
    const params = { id: subscriptionId(entry.topic, socket), data }
    socket.send(JSON.stringify({ id: ++deliveryId, jsonrpc: '2.0', method: 'irn_subscription', params }))
  }
  const subscribe = (socket: WebSocket, topic: string) => {
    let set = subscribers.get(topic)
    if (!set) subscribers.set(topic, (set = new Set()))
    set.add(socket)
    for (const entry of live(topic)) deliver(socket, entry)
    return subscriptionId(topic, socket)
  }
  const publish = (from: WebSocket, params: Params) => {
    const topic = String(params.topic)
    const ttl = typeof params.ttl === 'number' && params.ttl > 0 ? params.ttl : 300
    const entry: Stored = {
      topic,
      message: String(params.message),
      publishedAt: Date.now(),
      tag: typeof params.tag === 'number' ? params.tag : 0,
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
      expiresAt: Date.now() + Math.min(ttl, 30 * 86_400) * 1000,
    }
    const stored = live(topic)
    if (stored.some((known) => known.message === entry.message)) return
    mailbox.set(topic, [...stored, entry])
    for (const socket of subscribers.get(topic) ?? []) if (socket !== from) deliver(socket, entry)
  }
  const topicsOf = (params: Params): string[] => {
    const list = Array.isArray(params.topics) ? params.topics : Array.isArray(params.subscriptions) ? params.subscriptions : []
    return list.map((entry: unknown) => (typeof entry === 'string' ? entry : String((entry as { topic?: unknown }).topic)))
  }

  const methods: Record<string, (socket: WebSocket, params: Params) => unknown> = {
    irn_subscribe: (socket, params) => subscribe(socket, String(params.topic)),
    irn_batchSubscribe: (socket, params) => topicsOf(params).map((topic) => subscribe(socket, topic)),
    irn_unsubscribe: (socket, params) => (subscribers.get(String(params.topic))?.delete(socket), true),
    irn_batchUnsubscribe: (socket, params) => (topicsOf(params).forEach((topic) => subscribers.get(topic)?.delete(socket)), true),
    irn_publish: (socket, params) => (publish(socket, params), true),
    irn_batchPublish: (socket, params) => {
      for (const message of Array.isArray(params.messages) ? (params.messages as Params[]) : []) publish(socket, message)
      return true
    },
    irn_batchFetchMessages: (_socket, params) => ({
      messages: topicsOf(params).flatMap((topic) => live(topic).map(({ expiresAt: _expiresAt, ...data }) => data)),
      hasMore: false,
    }),
    // The dapp publishes its proposal; the relay subscribes it to the pairing topic for the answer.
    wc_proposeSession: (socket, params) => {
      const pairingTopic = String(params.pairingTopic)
      subscribe(socket, pairingTopic)
      publish(socket, { ...params, topic: pairingTopic, message: params.sessionProposal, tag: params.tag ?? 1100 })
      return true
    },
    // The wallet answers on the pairing topic and settles on the session topic, which it now hears.
    wc_approveSession: (socket, params) => {
      const sessionTopic = String(params.sessionTopic)
      subscribe(socket, sessionTopic)
      publish(socket, { ttl: params.ttl, topic: params.pairingTopic, message: params.sessionProposalResponse, tag: 1101 })
      publish(socket, { ttl: params.ttl, topic: sessionTopic, message: params.sessionSettlementRequest, tag: 1102 })
      return true
    },
  }

  server.on('connection', (socket) => {
    if (refusing) return socket.terminate()
    socketIds.set(socket, nextSocketId++)
    socket.on('message', (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown; result?: unknown }
      try {
        request = JSON.parse(String(raw))
      } catch {
        return
      }
      if (typeof request.method !== 'string') return // an acknowledgement of a delivery
      received.push(request.method)
      const handler = methods[request.method]
      const reply = handler
        ? { id: request.id, jsonrpc: '2.0', result: handler(socket, (request.params ?? {}) as Params) }
        : { id: request.id, jsonrpc: '2.0', error: { code: -32601, message: `Method not found: ${request.method}` } }
      socket.send(JSON.stringify(reply))
    })
    socket.on('close', () => {
      for (const set of subscribers.values()) set.delete(socket)
    })
  })
  const ping = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, options.pingIntervalMs ?? 30_000)
  ping.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    methods: () => [...received],
    dropClients: () => {
      for (const socket of server.clients) socket.terminate()
    },
    setRefusing: (value) => {
      refusing = value
    },
    setDown: (down) => {
      refusing = down
      if (down) for (const socket of server.clients) socket.terminate()
    },
    stop: async () => {
      clearInterval(ping)
      for (const socket of server.clients) socket.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
