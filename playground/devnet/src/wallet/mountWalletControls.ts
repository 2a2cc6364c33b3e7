import type { TestWallet, TestWalletBehavior } from '@portico/test-chains/wallet'

export interface MountWalletControlsOptions {
  /** The page's document; passed in, never read from globals. */
  document: Document
  /** Where the strip goes. @default document.body */
  parent?: HTMLElement
  /** The wallets to steer, each with the label shown for it. */
  wallets: readonly { label: string; wallet: TestWallet }[]
  /** How often the status line refreshes, in ms (hung requests arrive without an event). @default 500 */
  refreshMs?: number
}

const BUTTONS: { text: string; action: string; run: (wallet: TestWallet) => void }[] = [
  ...(['approve', 'reject', 'hang'] as const).map((behavior: TestWalletBehavior) => ({
    text: `${behavior[0]?.toUpperCase()}${behavior.slice(1)} next`,
    action: behavior,
    run: (wallet: TestWallet) => wallet.setNextBehavior(behavior),
  })),
  { text: 'Release hung', action: 'release', run: (wallet) => wallet.releaseHung('reject') },
  { text: 'Disconnect', action: 'disconnect', run: (wallet) => wallet.disconnect() },
]

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * A small control strip, in plain DOM so any page can mount it: per test wallet, its state and
 * buttons to approve, reject or hang the next request, release hung ones and disconnect. Parts
 * carry `data-devnet-*` attributes for end-to-end tests. Returns a function that removes it.
 */
export function mountWalletControls(options: MountWalletControlsOptions): () => void {
  const doc = options.document
  const strip = doc.createElement('div')
  strip.setAttribute('data-devnet-controls', '')
  strip.setAttribute('role', 'region')
  strip.setAttribute('aria-label', 'Devnet test wallets')
  strip.style.cssText =
    'position:fixed;left:8px;bottom:8px;z-index:2147483647;display:grid;gap:4px;padding:6px 8px;' +
    'font:12px/1.4 system-ui,sans-serif;background:#111827e6;color:#f9fafb;border-radius:8px'

  const refreshers = options.wallets.map(({ label, wallet }) => {
    const row = doc.createElement('div')
    row.setAttribute('data-devnet-wallet', label)
    row.style.cssText = 'display:flex;gap:6px;align-items:center;flex-wrap:wrap'
    const name = doc.createElement('strong')
    name.textContent = label
    const status = doc.createElement('span')
    status.setAttribute('data-devnet-status', '')
    const refresh = () => {
      const connection = wallet.isAuthorized ? 'connected' : 'not connected'
      status.textContent =
        `${short(wallet.address)} · chain ${wallet.chainId} · ${connection} · next: ${wallet.nextBehavior}` +
        (wallet.hungCount > 0 ? ` · ${wallet.hungCount} hung` : '')
    }
    row.append(name, status)
    for (const button of BUTTONS) {
      const element = doc.createElement('button')
      element.type = 'button'
      element.textContent = button.text
      element.setAttribute('data-devnet-action', button.action)
      element.addEventListener('click', () => {
        button.run(wallet)
        refresh()
      })
      row.append(element)
    }
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) wallet.on(event, refresh)
    refresh()
    strip.append(row)
    return { wallet, refresh }
  })

  const timer = setInterval(() => refreshers.forEach(({ refresh }) => refresh()), options.refreshMs ?? 500)
  ;(options.parent ?? doc.body).append(strip)
  return () => {
    clearInterval(timer)
    for (const { wallet, refresh } of refreshers) {
      for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) wallet.removeListener(event, refresh)
    }
    strip.remove()
  }
}
