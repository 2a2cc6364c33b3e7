import { once } from 'node:events'
import { connect } from 'node:net'
import { expect, it } from 'vitest'
import { startDeadEndpoint } from './deadEndpoint.js'

it('offers a dead RPC endpoint on 127.0.0.1 that drops every connection without an answer', async () => {
  const dead = await startDeadEndpoint()
  const { hostname, port } = new URL(dead.url)
  expect(hostname).toBe('127.0.0.1')
  for (let attempt = 0; attempt < 2; attempt++) {
    const socket = connect(Number(port), hostname)
    let received = 0
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    socket.on('error', () => undefined) // a reset is as good as a close here
    socket.write('POST / HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: 2\r\n\r\n{}')
    await once(socket, 'close')
    expect(received).toBe(0)
  }
  await dead.close()
})
