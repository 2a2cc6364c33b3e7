import type { Server } from 'node:net'

/** Starts `server` on 127.0.0.1 at a port the system picks, and resolves with that port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}
