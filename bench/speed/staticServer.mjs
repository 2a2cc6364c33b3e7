// The speed benchmarks' web server, run as a child process of the benchmark
// (`node staticServer.mjs <folder> <services URL>`): it serves a built site from <folder> on
// 127.0.0.1, and passes `/__services/...` on to the devnet's local services, as the dev server's
// proxy does. It runs in a process of its own so that its answers never wait behind the
// benchmark's own work (Playwright's traffic with the browser, the local services): in one
// process, a 300-byte chunk could wait 70 ms for its headers, which no site's server makes a
// visitor wait. Tells its parent the port it listens on (`{ port }`) once it is ready.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const [folder, servicesUrl] = process.argv.slice(2)
if (!folder || !servicesUrl) throw new Error('usage: node staticServer.mjs <folder> <services URL>')
const root = resolve(folder)

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

function passToServices(request, response) {
  const target = new URL(request.url.slice('/__services'.length), servicesUrl)
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    fetch(target, { method: request.method, body, headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' } })
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        response.end(Buffer.from(await answer.arrayBuffer()))
      })
      .catch(() => response.writeHead(502).end())
  })
}

const server = createServer((request, response) => {
  if (request.url?.startsWith('/__services/')) return passToServices(request, response)
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname))
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path)
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
  response.end(readFileSync(file))
})
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }))
// The parent's end is this server's end.
process.on('disconnect', () => process.exit(0))
