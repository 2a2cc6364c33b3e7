import { defineError, isSafeDeepLink } from '@portico/core'

/**
 * Where the SDK (2.21.8) keeps a wallet's deep link chosen for the session (`{ href, name }`, as
 * JSON text in the page's localStorage or as a value in its own storage):
 * `WALLETCONNECT_DEEPLINK_CHOICE` of `@walletconnect/sign-client`. It reads it on every request
 * and opens `href` in the page (in `_self` unless it is a web address), so a `javascript:` link
 * planted there would run on each request, and the SDK never removes it.
 */
export const DEEPLINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** Longest stored choice read (a deep link is far shorter). */
const MAX_CHOICE_LENGTH = 4096

/** A store the SDK reads the choice from: the page's localStorage, or the SDK's own storage. */
export interface DeepLinkChoiceStore {
  getItem(key: string): unknown
  removeItem(key: string): unknown
}

/** An unsafe stored deep link could not be removed, so the request is not sent (the SDK would open it). */
export const UnsafeDeepLinkChoiceError = defineError({
  name: 'UnsafeDeepLinkChoiceError',
  code: 'UNSAFE_DEEP_LINK_CHOICE',
  category: 'STORAGE_ERROR',
  message: 'A stored wallet link that is not safe could not be removed',
})

/**
 * Whether a stored choice may stay: an object, or its JSON text, whose `href` passes core's
 * deep-link check (`isSafeDeepLink`: https, http on the local machine, or a wallet app's
 * `scheme://` link; never `javascript:`, `data:`, an intent, ...). Anything else, including what
 * the SDK would ignore, is not kept. Never throws.
 */
export function isSafeDeepLinkChoice(value: unknown): boolean {
  try {
    let choice = value
    if (typeof value === 'string') {
      if (value.length > MAX_CHOICE_LENGTH) return false
      choice = JSON.parse(value) as unknown
    }
    if (typeof choice !== 'object' || choice === null) return false
    const href = (choice as { href?: unknown }).href
    return typeof href === 'string' && isSafeDeepLink(href)
  } catch {
    return false
  }
}

/**
 * Removes the stored deep-link choice from each store where it is present and not safe (see
 * {@link isSafeDeepLinkChoice}), before the SDK reads it. A store that cannot be read is left
 * alone (the SDK cannot read it either); one that holds an unsafe link and refuses to let it go
 * makes this reject with UnsafeDeepLinkChoiceError, so that nothing is sent.
 */
export async function purgeUnsafeDeepLinkChoice(
  stores: readonly (DeepLinkChoiceStore | undefined)[],
  logger?: { warn(message: string, ...data: unknown[]): void },
): Promise<void> {
  for (const store of new Set(stores)) {
    if (!store) continue
    let value: unknown
    try {
      value = await store.getItem(DEEPLINK_CHOICE_KEY)
    } catch {
      continue
    }
    if (value === null || value === undefined || isSafeDeepLinkChoice(value)) continue
    try {
      await store.removeItem(DEEPLINK_CHOICE_KEY)
    } catch (cause) {
      throw new UnsafeDeepLinkChoiceError({ cause })
    }
    logger?.warn('A stored wallet deep link that is not safe was removed')
  }
}

/**
 * The page's localStorage, which the SDK reads the choice from first in a browser (it reaches it
 * as a global, so it is reached the same way here); undefined outside a page or where reading
 * it throws (a sandboxed frame).
 */
export function pageLocalStorage(): DeepLinkChoiceStore | undefined {
  try {
    const storage = (globalThis as { localStorage?: unknown }).localStorage
    return typeof storage === 'object' && storage !== null ? (storage as DeepLinkChoiceStore) : undefined
  } catch {
    return undefined
  }
}
