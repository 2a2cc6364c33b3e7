// @vitest-environment node
// Server rendering: in plain Node (no window, no document), importing core, the hooks and this skin
// and rendering the provider, a connect button and the modal to a string neither throws nor reaches
// for a browser global; the markup is the closed modal's, ready for the page to hydrate.
import { afterEach, describe, expect, it } from 'vitest'

/** Browser globals that server code must not reach for. (document and localStorage are left out: core's platform detection asks whether they exist, with `in`.) */
const BROWSER_GLOBALS = [
  'window',
  'self',
  'navigator',
  'location',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'customElements',
  'HTMLElement',
  'getComputedStyle',
  'addEventListener',
] as const

const restores: (() => void)[] = []

/** Records every read of the browser globals from our code (Node has none of them, or only a few). */
function trapBrowserGlobals(): string[] {
  const touched: string[] = []
  for (const name of BROWSER_GLOBALS) {
    const own = Object.getOwnPropertyDescriptor(globalThis, name)
    if (own && !own.configurable) continue
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Libraries' own guards ('typeof window' in use-sync-external-store's shim) are theirs to make;
        // a read from our packages is ours to fix.
        const caller = (new Error().stack ?? '').split('\n')[2] ?? ''
        if (!caller.includes('/node_modules/')) touched.push(`${name} at ${caller.trim()}`)
        return undefined
      },
    })
    restores.push(() => {
      if (own) Object.defineProperty(globalThis, name, own)
      else delete (globalThis as Record<string, unknown>)[name]
    })
  }
  return touched
}

afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})

describe('server rendering', () => {
  it('renders the provider, a button and the modal to a string in plain Node, touching no browser global', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const touched = trapBrowserGlobals()
    const [{ createElement }, { renderToString }, core, { mainnet }, react, skin] = await Promise.all([
      import('react'),
      import('react-dom/server'),
      // A site's server imports core itself: this test renders the whole stack as a site would.
      // eslint-disable-next-line portico/no-restricted-dynamic-imports
      import('@portico/core'),
      // eslint-disable-next-line portico/no-restricted-dynamic-imports
      import('@portico/core/networks'),
      import('@portico/react'),
      import('./exports/index.js'),
    ])
    const client = core.createPortico({ projectId: 'portico-ssr', networks: [mainnet] })
    function ConnectButton() {
      const { isConnected } = react.useAccount()
      const { open } = react.useModal()
      return createElement('button', { type: 'button', onClick: () => open() }, isConnected ? 'Account' : 'Connect wallet')
    }
    const html = renderToString(
      createElement(react.PorticoProvider, { client }, createElement(ConnectButton), createElement(skin.PorticoModal)),
    )
    expect(html).toContain('Connect wallet')
    expect(html).not.toContain('role="dialog"')
    await client.ready
    client.destroy()
    expect(touched).toEqual([])
  })
})
