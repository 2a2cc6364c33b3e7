import { isSafeImageUrl } from '@portico/core'
import { func, refine, string, type, validate } from 'superstruct'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../eip1193.js'

/** Longest wallet name shown; longer announcements are refused. */
export const MAX_WALLET_NAME_LENGTH = 64
/** Longest reverse-DNS id accepted. */
export const MAX_RDNS_LENGTH = 128

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const RDNS_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const RDNS = new RegExp(`^${RDNS_LABEL}(?:\\.${RDNS_LABEL})+$`, 'i')
/** Bidi overrides, invisible formatting characters and markup brackets. */
const UNSAFE_TEXT = /[\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff<>]/

function hasControlChar(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return true
  }
  return false
}

/**
 * True for a wallet name that is plain text: 1 to 64 characters (not only spaces), no C0/C1
 * control characters, no bidi or invisible formatting characters, no `<` or `>`.
 */
export function isPlainWalletName(value: string): boolean {
  return (
    value.trim().length > 0 && value.length <= MAX_WALLET_NAME_LENGTH && !hasControlChar(value) && !UNSAFE_TEXT.test(value)
  )
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
    name: refine(string(), 'name', isPlainWalletName),
    icon: refine(string(), 'icon', isInlineImageIcon),
    rdns: refine(string(), 'rdns', isReverseDns),
  }),
  provider: type({ request: func() }),
})

export type AnnouncementCheck =
  | { ok: true; detail: Eip6963ProviderDetail }
  | { ok: false; reason: string }

/**
 * Validates the `detail` of an `eip6963:announceProvider` event. Announcements are untrusted page
 * data: the fields are copied out of the event (so a later mutation cannot change them), and a
 * hostile value (a throwing getter, a proxy) is refused rather than thrown.
 */
export function validateAnnouncement(detail: unknown): AnnouncementCheck {
  try {
    const [failure] = validate(detail, AnnouncementSchema)
    if (failure) return { ok: false, reason: `${failure.path.join('.') || 'detail'}: ${failure.refinement ?? failure.type}` }
    const { info, provider } = detail as { info: Eip6963ProviderDetail['info']; provider: Eip1193Provider }
    return {
      ok: true,
      detail: {
        info: { uuid: info.uuid, name: info.name.trim(), icon: info.icon.trim(), rdns: info.rdns.toLowerCase() },
        provider,
      },
    }
  } catch (error) {
    return { ok: false, reason: `unreadable announcement (${error instanceof Error ? error.message : 'unknown'})` }
  }
}
