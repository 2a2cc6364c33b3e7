import { createServer } from 'node:net'
import { listenOnLoopback } from './listenOnLoopback.js'

/**
 * An RPC URL that is down: a server on 127.0.0.1 that drops every connection at once. It keeps
 * its port for as long as it runs, so, unlike a port probed and released, nothing else can answer
 * there. Close it with `close()`.
 */
export async function startDeadEndpoint(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((socket) => socket.destroy())
  const port = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
