// Serves the playground with Vite's dev server on 127.0.0.1 for the e2e run and hands its address
// to the tests (`inject('baseUrl')`). PORTICO_E2E_BASE_URL points the tests at a server that is
// already running instead (for example `npm run playground`).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The playground's origin with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
    baseUrl: string
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.PORTICO_E2E_BASE_URL
  if (external) {
    project.provide('baseUrl', new URL(external).href)
    return undefined
  }

  const appRoot = fileURLToPath(new URL('..', import.meta.url))
  const server = await createServer({
    root: appRoot,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    clearScreen: false,
    // Port 0: the system picks a free port, so a running `npm run playground` never clashes.
    server: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  })
  await server.listen()

  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') {
    await server.close()
    throw new Error('The Vite dev server for the e2e run did not report a TCP address')
  }
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`)

  return async () => {
    await server.close()
  }
}
