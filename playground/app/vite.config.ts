import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'

const run = promisify(execFile)
const appDir = fileURLToPath(new URL('./', import.meta.url))

// `npm run playground` hands the devnet's chain URLs to the site as DEVNET_EVM_* and DEVNET_SOLANA_*; the
// main page (index.html) reads them as VITE_DEVNET_* (Vite exposes only VITE_ variables to pages). Set ones win.
for (const name of ['DEVNET_EVM_RPC_URL', 'DEVNET_EVM_SECOND_RPC_URL', 'DEVNET_SOLANA_RPC_URL', 'DEVNET_LOGIN_FRAME_URL', 'DEVNET_WC_RELAY_URL']) {
  const value = process.env[name]
  if (value && !process.env[`VITE_${name}`]) process.env[`VITE_${name}`] = value
}
// The devnet's local services (DEVNET_SERVICES_URL, from the launcher or the e2e setup) are proxied
// at /__services, so every page reaches them on its own origin, the strict-CSP one included.
const servicesUrl = process.env.DEVNET_SERVICES_URL
if (servicesUrl) process.env.VITE_DEVNET_SERVICES = '1'
// Its block explorer is opened as a site of its own (links from the Account view), not proxied.
if (servicesUrl && !process.env.VITE_DEVNET_EXPLORER_URL) process.env.VITE_DEVNET_EXPLORER_URL = `${servicesUrl.replace(/\/+$/, '')}/explorer`
const servicesProxy = servicesUrl
  ? { '/__services': { target: servicesUrl, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/__services/, '') } }
  : undefined
const skinDir = fileURLToPath(new URL('../../skins/default/', import.meta.url))

/**
 * Runs the default skin's Panda scripts: `codegen` writes `styled-system/` (which the skin's
 * source imports) and `cssgen` writes `dist/styles.css` (which main.tsx imports through
 * `@portico/skin-default/styles.css`). Neither is committed, so they are made when the dev
 * server or a build starts, and again in dev when the skin's source or Panda config changes.
 */
function defaultSkinCss(): Plugin {
  const generate = async (scripts: readonly ('codegen' | 'cssgen')[]) => {
    for (const script of scripts) {
      try {
        await run('npm', ['run', '--silent', script], { cwd: skinDir })
      } catch (error) {
        const { stderr } = error as { stderr?: string }
        throw new Error(`npm run ${script} in skins/default failed:\n${stderr ?? String(error)}`)
      }
    }
  }
  return {
    name: 'portico:default-skin-css',
    async buildStart() {
      await generate(['codegen', 'cssgen'])
    },
    configureServer(server) {
      server.watcher.add([`${skinDir}src`, `${skinDir}panda.config.ts`])
      let queue = Promise.resolve()
      server.watcher.on('change', (file) => {
        if (!file.startsWith(`${skinDir}src`) && file !== `${skinDir}panda.config.ts`) return
        if (/\.test\.tsx?$/.test(file)) return
        // A token or recipe change also changes the generated code; a component change only the CSS.
        const configChanged = file.startsWith(`${skinDir}src/theme`) || file.endsWith('panda.config.ts')
        queue = queue
          .then(() => generate(configChanged ? ['codegen', 'cssgen'] : ['cssgen']))
          .catch((error: unknown) => server.config.logger.error(String(error)))
      })
    },
  }
}

/**
 * ssr.html as a site's server sends it: the dev server renders `src/ssr/renderSsrPage.tsx` in Node
 * (Vite's SSR loader, the same components the page hydrates) into the page's `#root`.
 */
function serverRenderedPage(): Plugin {
  return {
    name: 'portico:server-rendered-page',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== '/ssr.html') return next()
        const render = async () => {
          const template = await readFile(`${appDir}ssr.html`, 'utf8')
          const html = await server.transformIndexHtml(request.url ?? '/ssr.html', template)
          const module = (await server.ssrLoadModule('/src/ssr/renderSsrPage.tsx')) as {
            renderSsrPage(urls: { first: string; second: string }): string
          }
          const first = process.env.VITE_DEVNET_EVM_RPC_URL || 'http://127.0.0.1:8545'
          const second = process.env.VITE_DEVNET_EVM_SECOND_RPC_URL || 'http://127.0.0.1:8547'
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(html.replace('<!--ssr-outlet-->', module.renderSsrPage({ first, second })))
        }
        render().catch(next)
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), defaultSkinCss(), serverRenderedPage()],
  // Workspace packages are served from their TypeScript source: no build step before `npm run playground`.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  // The same for ssr.html's render in Node, so it needs no build of the packages either.
  ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions], externalConditions: ['@portico/source'] } },
  // Pages: index.html on the local devnet chains, mock.html with scripted wallets, hooks.html (a modal
  // from the hooks alone). ssr.html is rendered on the server
  // by the dev server (serverRenderedPage above), for the hydration test.
  build: { rollupOptions: { input: { main: `${appDir}index.html`, mock: `${appDir}mock.html`, hooks: `${appDir}hooks.html`, embedded: `${appDir}embedded.html`, walletconnectWallet: `${appDir}walletconnect-wallet.html` } } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, ...(servicesProxy ? { proxy: servicesProxy } : {}) },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, ...(servicesProxy ? { proxy: servicesProxy } : {}) },
})
