import type { SolanaTestWallet } from '@portico/test-chains/solana-wallet'
import type { TestWallet, TestWalletBehavior } from '@portico/test-chains/wallet'

export interface MountWalletControlsOptions {
  /** The page's document; passed in, never read from globals. */
  document: Document
  /** Where the strip goes. @default document.body */
  parent?: HTMLElement
  /** The wallets to steer (EIP-1193 or Wallet Standard Solana test wallets), each with the label shown for it. */
  wallets: readonly { label: string; wallet: TestWallet | SolanaTestWallet }[]
  /** How often the status line refreshes, in ms (hung requests arrive without an event). @default 500 */
  refreshMs?: number
  /**
   * The strip's z-index: under the modal, so an open modal (a phone's bottom sheet included) is
   * never covered. @default 2147470000, under the default skin's modal layer (2147480000)
   */
  zIndex?: number
}

/** What the strip reads and steers, the same for both kinds of test wallet. */
interface Steered {
  setNextBehavior(behavior: TestWalletBehavior): void
  releaseHung(outcome: 'reject'): void
  disconnect(): void
  /** `chain 31337` or `solana:localnet`. */
  where(): string
  address(): string
  isAuthorized(): boolean
  nextBehavior(): TestWalletBehavior
  hungCount(): number
  /** Calls `listener` on the wallet's own events; returns the unsubscribe. */
  watch(listener: () => void): () => void
}

const EVM_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect']

function steer(wallet: TestWallet | SolanaTestWallet): Steered {
  const common = {
    setNextBehavior: (behavior: TestWalletBehavior) => wallet.setNextBehavior(behavior),
    releaseHung: (outcome: 'reject') => wallet.releaseHung(outcome),
    address: () => wallet.address,
    isAuthorized: () => wallet.isAuthorized,
    nextBehavior: () => wallet.nextBehavior,
    hungCount: () => wallet.hungCount,
  }
  if ('features' in wallet) {
    return {
      ...common,
      disconnect: () => wallet.disconnectSite(),
      where: () => wallet.chains.join(', '),
      watch: (listener) => wallet.features['standard:events'].on('change', listener),
    }
  }
  return {
    ...common,
    disconnect: () => wallet.disconnect(),
    where: () => `chain ${wallet.chainId}`,
    watch(listener) {
      for (const event of EVM_EVENTS) wallet.on(event, listener)
      return () => {
        for (const event of EVM_EVENTS) wallet.removeListener(event, listener)
      }
    },
  }
}

const BUTTONS: { text: string; title: string; action: string; run: (wallet: Steered) => void }[] = [
  ...(['approve', 'reject', 'hang'] as const).map((behavior: TestWalletBehavior) => ({
    text: `${behavior[0]?.toUpperCase()}${behavior.slice(1)}`,
    title: `${behavior[0]?.toUpperCase()}${behavior.slice(1)} the next request`,
    action: behavior,
    run: (wallet: Steered) => wallet.setNextBehavior(behavior),
  })),
  { text: 'Release', title: 'Reject the hung requests', action: 'release', run: (wallet) => wallet.releaseHung('reject') },
  { text: 'Disconnect', title: 'Disconnect the site in the wallet', action: 'disconnect', run: (wallet) => wallet.disconnect() },
]

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * A small control strip, in plain DOM so any page can mount it: per test wallet (EVM or Solana), its state and
 * buttons to approve, reject or hang the next request, release hung ones and disconnect. Each button's
 * title says what it does. Parts
 * carry `data-devnet-*` attributes for end-to-end tests. Returns a function that removes it.
 */
export function mountWalletControls(options: MountWalletControlsOptions): () => void {
  const doc = options.document
  const strip = doc.createElement('div')
  strip.setAttribute('data-devnet-controls', '')
  strip.setAttribute('role', 'region')
  strip.setAttribute('aria-label', 'Devnet test wallets')
  strip.style.cssText =
    `position:fixed;left:8px;bottom:8px;z-index:${Math.trunc(options.zIndex ?? 2147470000)};display:grid;gap:4px;padding:6px 8px;` +
    'font:12px/1.4 system-ui,sans-serif;background:#111827e6;color:#f9fafb;border-radius:8px'

  const refreshers = options.wallets.map(({ label, wallet: steered }) => {
    const wallet = steer(steered)
    const row = doc.createElement('div')
    row.setAttribute('data-devnet-wallet', label)
    row.style.cssText = 'display:flex;gap:6px;align-items:center;flex-wrap:wrap'
    const name = doc.createElement('strong')
    name.textContent = label
    const status = doc.createElement('span')
    status.setAttribute('data-devnet-status', '')
    const refresh = () => {
      const connection = wallet.isAuthorized() ? 'connected' : 'not connected'
      status.textContent =
        `${short(wallet.address())} · ${wallet.where()} · ${connection} · next: ${wallet.nextBehavior()}` +
        (wallet.hungCount() > 0 ? ` · ${wallet.hungCount()} hung` : '')
    }
    row.append(name, status)
    for (const button of BUTTONS) {
      const element = doc.createElement('button')
      element.type = 'button'
      element.textContent = button.text
      element.title = button.title
      element.setAttribute('data-devnet-action', button.action)
      element.addEventListener('click', () => {
        button.run(wallet)
        refresh()
      })
      row.append(element)
    }
    const unwatch = wallet.watch(refresh)
    refresh()
    strip.append(row)
    return { unwatch, refresh }
  })

  const timer = setInterval(() => refreshers.forEach(({ refresh }) => refresh()), options.refreshMs ?? 500)
  ;(options.parent ?? doc.body).append(strip)
  // The strip's height as `--devnet-controls-height` on the root, so a page can keep room for it
  // (with three wallets it wraps to several lines on a phone and would cover the page's buttons).
  const root = doc.documentElement
  const measure = () => root.style.setProperty('--devnet-controls-height', `${Math.ceil(strip.getBoundingClientRect().height)}px`)
  const Observer = doc.defaultView?.ResizeObserver
  const observer = Observer ? new Observer(measure) : undefined
  observer?.observe(strip)
  measure()
  return () => {
    observer?.disconnect()
    root.style.removeProperty('--devnet-controls-height')
    clearInterval(timer)
    for (const { unwatch } of refreshers) unwatch()
    strip.remove()
  }
}
