import { isSafeImageUrl, sanitizeWalletText } from '@portico/core'
import { func, refine, string, type, validate } from 'superstruct'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../eip1193.js'

/** Most characters (code points, once invisible ones are removed) of a wallet name; longer names are refused. */
export const MAX_WALLET_NAME_LENGTH = 64
/** Longest reverse-DNS id accepted. */
export const MAX_RDNS_LENGTH = 128

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const RDNS_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const RDNS = new RegExp(`^${RDNS_LABEL}(?:\\.${RDNS_LABEL})+$`, 'i')
/** Markup brackets: a name is text, never HTML. */
const MARKUP = /[<>]/

type NameCheck = { ok: true; name: string; removed: number } | { ok: false; reason: string }

/**
 * A wallet-supplied name, neutralized by core's {@link sanitizeWalletText} (invisible, control and
 * direction-changing characters removed, spaces collapsed, NFC); refused when it holds markup, is
 * blank-looking, or is over {@link MAX_WALLET_NAME_LENGTH} characters once neutralized.
 */
function checkWalletName(value: string): NameCheck {
  if (typeof value === 'string' && MARKUP.test(value)) return { ok: false, reason: 'markup (< or >)' }
  const result = sanitizeWalletText(value, { maxLength: MAX_WALLET_NAME_LENGTH })
  return result.ok ? { ok: true, name: result.text, removed: result.removed } : { ok: false, reason: result.reason }
}

/**
 * True for a wallet name that is plain text already: not blank-looking, at most 64 characters,
 * no control, format (bidi, zero-width, ...) or other invisible characters, no `<` or `>`.
 * Surrounding spaces are allowed (they are trimmed when shown).
 */
export function isPlainWalletName(value: string): boolean {
  const check = checkWalletName(value)
  return check.ok && check.removed === 0
}

/** True for a reverse-DNS id (`io.metamask`) of at most 128 characters. */
export function isReverseDns(value: string): boolean {
  return value.length <= MAX_RDNS_LENGTH && RDNS.test(value)
}

/** True for an inline `data:image/` icon that is safe to render (never https, never javascript:). */
export function isInlineImageIcon(value: string): boolean {
  return /^data:image\//i.test(value) && isSafeImageUrl(value)
}

const AnnouncementSchema = type({
  info: type({
    uuid: refine(string(), 'uuid', (value) => UUID.test(value)),
    // Checked, and neutralized, after the schema (see checkWalletName).
    name: string(),
    icon: refine(string(), 'icon', isInlineImageIcon),
    rdns: refine(string(), 'rdns', isReverseDns),
  }),
  provider: type({ request: func() }),
})

export type AnnouncementCheck =
  | {
      ok: true
      detail: Eip6963ProviderDetail
      /** Worth a warning: invisible characters removed from the wallet's name, say. */
      warnings: string[]
    }
  | { ok: false; reason: string }

/**
 * Reads the fields of an announcement exactly once, into plain objects, so what is validated is
 * what is kept: a getter answering differently on a second read, or a later mutation, changes
 * nothing. The provider stays the wallet's own object.
 */
function copyAnnouncement(detail: unknown): unknown {
  if (typeof detail !== 'object' || detail === null) return detail
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return { info, provider }
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  return { info: { uuid, name, icon, rdns }, provider }
}

/**
 * Validates the `detail` of an `eip6963:announceProvider` event. Announcements are untrusted page
 * data: the fields are copied out of the event once (so a later mutation or a two-faced getter
 * cannot change them), the name is neutralized (invisible and direction-changing characters
 * removed) and refused when blank-looking, and a hostile value (a throwing getter, a proxy) is
 * refused rather than thrown.
 */
export function validateAnnouncement(detail: unknown): AnnouncementCheck {
  try {
    const copy = copyAnnouncement(detail)
    const [failure] = validate(copy, AnnouncementSchema)
    if (failure) return { ok: false, reason: `${failure.path.join('.') || 'detail'}: ${failure.refinement ?? failure.type}` }
    const { info, provider } = copy as { info: Eip6963ProviderDetail['info']; provider: Eip1193Provider }
    const name = checkWalletName(info.name)
    if (!name.ok) return { ok: false, reason: `info.name: ${name.reason}` }
    const rdns = info.rdns.toLowerCase()
    const warnings =
      name.removed > 0
        ? [`Removed ${name.removed} invisible or control character(s) from the name of the EIP-6963 wallet ${rdns}, shown as "${name.name}"`]
        : []
    return {
      ok: true,
      detail: { info: { uuid: info.uuid, name: name.name, icon: info.icon.trim(), rdns }, provider },
      warnings,
    }
  } catch (error) {
    return { ok: false, reason: `unreadable announcement (${describeThrown(error)})` }
  }
}

/** The message of what a hostile getter threw, short; never throws itself (the thrown value may be a proxy too). */
function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message).slice(0, 80) : 'unknown'
  } catch {
    return 'unknown'
  }
}
