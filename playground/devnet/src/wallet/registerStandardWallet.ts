/** What an app hands a wallet to register itself with (`{ register }` of the Wallet Standard). */
interface WalletsApi {
  register(...wallets: object[]): unknown
}

const isApi = (value: unknown): value is WalletsApi =>
  typeof value === 'object' && value !== null && typeof (value as { register?: unknown }).register === 'function'

export interface RegisterStandardWalletOptions {
  /** The page's window, passed in, never read from globals. */
  target: EventTarget
  /** A Wallet Standard `Wallet`. */
  wallet: object
}

/**
 * Registers a wallet with the page's Wallet Standard apps, as a wallet extension does: it
 * dispatches `wallet-standard:register-wallet` for apps already listening, and registers with each
 * app that dispatches `wallet-standard:app-ready` later. Returns a function that unregisters it
 * everywhere and stops listening.
 */
export function registerStandardWallet({ target, wallet }: RegisterStandardWalletOptions): () => void {
  const unregisters: (() => void)[] = []
  const registerWith = (api: unknown) => {
    if (!isApi(api)) return
    const unregister = api.register(wallet)
    if (typeof unregister === 'function') unregisters.push(() => void (unregister as () => unknown)())
  }
  const onAppReady = (event: Event) => registerWith((event as CustomEvent<unknown>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: registerWith }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
