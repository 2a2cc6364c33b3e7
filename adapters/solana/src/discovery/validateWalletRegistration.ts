import { isSafeImageUrl, sanitizeWalletText } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { SIGN_AND_SEND_TRANSACTION, SIGN_TRANSACTION } from '../wallet/solanaWalletHandle.js'

/** Most characters of a wallet name once invisible ones are removed; longer names are refused. */
export const MAX_WALLET_NAME_LENGTH = 64
/** Most chains a registration may list. */
const MAX_CHAINS = 64
const MARKUP = /[<>]/
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/

/** The features a wallet needs to become a connector; `solana:signMessage` is offered when present. */
export const REQUIRED_FEATURES = [
  ['standard:connect', 'connect'],
  [SIGN_TRANSACTION, 'signTransaction'],
  [SIGN_AND_SEND_TRANSACTION, 'signAndSendTransaction'],
] as const

/** True for an inline `data:image/` icon that is safe to render (never https, never javascript:). */
export function isInlineImageIcon(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\//i.test(value) && isSafeImageUrl(value)
}

export type RegistrationCheck =
  | {
      ok: true
      /** The neutralized name, the icon and the solana chains, read once. */
      info: { name: string; icon: string; chains: readonly string[] }
      wallet: Wallet
      warnings: string[]
    }
  | { ok: false; reason: string }

function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message).slice(0, 80) : 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * Validates a Wallet Standard registration as EIP-6963 announcements are: the fields are read
 * once (a two-faced getter changes nothing later), the name is neutralized by core's
 * sanitizeWalletText and refused when it holds markup or is blank-looking, the icon must be an
 * inline `data:image/`, and the wallet must list a solana chain and the features Portico signs
 * with. A hostile object (throwing getters, proxies) is refused, never thrown.
 */
export function validateWalletRegistration(wallet: unknown): RegistrationCheck {
  try {
    if (typeof wallet !== 'object' || wallet === null) return { ok: false, reason: 'not an object' }
    const { version, name, icon, chains, features } = wallet as Record<string, unknown>
    if (version !== '1.0.0') return { ok: false, reason: 'version: expected 1.0.0' }
    if (typeof name !== 'string' || MARKUP.test(name)) return { ok: false, reason: 'name: not plain text' }
    const checked = sanitizeWalletText(name, { maxLength: MAX_WALLET_NAME_LENGTH })
    if (!checked.ok) return { ok: false, reason: `name: ${checked.reason}` }
    if (!isInlineImageIcon(icon)) return { ok: false, reason: 'icon: not an inline data:image/ icon' }
    if (!Array.isArray(chains) || chains.length > MAX_CHAINS) return { ok: false, reason: 'chains: not a list' }
    const chainList = [...chains] as unknown[]
    if (!chainList.every((chain) => typeof chain === 'string' && CHAIN.test(chain))) return { ok: false, reason: 'chains: malformed chain id' }
    const solanaChains = (chainList as string[]).filter((chain) => chain.startsWith('solana:'))
    if (solanaChains.length === 0) return { ok: false, reason: 'chains: no solana chain' }
    if (typeof features !== 'object' || features === null) return { ok: false, reason: 'features: not an object' }
    for (const [feature, method] of REQUIRED_FEATURES) {
      const entry = (features as Record<string, unknown>)[feature] as Record<string, unknown> | undefined
      if (typeof entry !== 'object' || entry === null || typeof entry[method] !== 'function') return { ok: false, reason: `features: no ${feature}` }
    }
    const warnings =
      checked.removed > 0 ? [`Removed ${checked.removed} invisible or control character(s) from the name of the Wallet Standard wallet "${checked.text}"`] : []
    return { ok: true, info: { name: checked.text, icon: icon.trim(), chains: Object.freeze(solanaChains) }, wallet: wallet as Wallet, warnings }
  } catch (error) {
    return { ok: false, reason: `unreadable registration (${describeThrown(error)})` }
  }
}
