import { record, size, string, unknown, validate } from 'superstruct'
import type { ClockPort, TimerHandle } from '../platform/ports.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { storedImageSchema, type StoredImage } from './storedImage.js'

/** The image caches of SPEC.md section 3 (Browser-stored items), one storage key each. */
export const IMAGE_CACHE_KEYS = Object.freeze({
  wallet: STORAGE_KEYS.WALLET_IMAGES,
  network: STORAGE_KEYS.NETWORK_IMAGES,
  chain: STORAGE_KEYS.CHAIN_IMAGES,
  connector: STORAGE_KEYS.CONNECTOR_IMAGES,
  token: STORAGE_KEYS.TOKEN_IMAGES,
  currency: STORAGE_KEYS.CURRENCY_IMAGES,
})
export type ImageCacheKind = keyof typeof IMAGE_CACHE_KEYS

/** How long a cached image is used before it is asked for again (registry images change rarely). */
export const IMAGE_CACHE_LIFETIME_MS = 7 * 24 * 60 * 60_000
/**
 * Most characters one image cache takes in storage (its JSON): the entries that expire first
 * go when a new one would pass it, so images never crowd out the other stored items.
 */
export const IMAGE_CACHE_BUDGET = 512 * 1024
/**
 * How long new images wait in memory before they are written, all at once: a list of wallets
 * brings dozens of images in a second, and each write serializes the whole cache. A page that
 * becomes hidden (closing, reloading, another tab) writes what waits at once.
 */
export const IMAGE_CACHE_WRITE_DELAY_MS = 1_000

/**
 * One image cache of a client: read from storage once, then kept in memory, so reading or adding
 * an image costs the same however full the cache is. Additions reach storage within
 * IMAGE_CACHE_WRITE_DELAY_MS, merged with what another tab stored meanwhile. Never throws.
 */
export interface ImageStore {
  /** The cached image under `id` if it is valid and not expired, else undefined. */
  read(id: string): StoredImage | undefined
  /** Caches `image` under `id` for IMAGE_CACHE_LIFETIME_MS, within the cache's budget; an image that fails its own checks is not kept. */
  store(id: string, image: StoredImage): void
  /** Writes what is waiting now (also done by itself after IMAGE_CACHE_WRITE_DELAY_MS, or when the page becomes hidden). */
  flush(): void
}

interface Entry {
  image: StoredImage
  expiresAt: number
  /** Characters this entry takes in the cache's JSON (`"id":{...}`). */
  length: number
}

const ID = /^(?!__proto__$)[A-Za-z0-9._~-]{1,128}$/
const rawSchema = record(size(string(), 1, 256), unknown())

const lengthOf = (id: string, image: StoredImage, expiresAt: number) =>
  JSON.stringify(id).length + 1 + JSON.stringify({ value: image, expiresAt }).length

/**
 * The stored entries of one image cache that are valid and not expired at `now`, each checked on
 * its own (a stored value can lie: a wrong type, bytes that are not that image, a forged expiry),
 * leaving out the ids `skip` names; and the ids of the stored entries that failed.
 */
function readStored(storage: SafeStorage, kind: ImageCacheKind, now: number, skip: (id: string) => boolean) {
  const raw = storage.get(IMAGE_CACHE_KEYS[kind], rawSchema) ?? {}
  const valid = new Map<string, Entry>()
  const failed: string[] = []
  for (const [id, value] of Object.entries(raw)) {
    if (skip(id)) continue
    const expiresAt = typeof value === 'object' && value !== null ? (value as { expiresAt?: unknown }).expiresAt : undefined
    const [error, image] = validate((value as { value?: unknown } | null)?.value, storedImageSchema)
    const fresh = typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > now && expiresAt <= now + IMAGE_CACHE_LIFETIME_MS
    if (ID.test(id) && !error && fresh) valid.set(id, { image, expiresAt, length: lengthOf(id, image, expiresAt) })
    else failed.push(id)
  }
  return { valid, failed }
}

/**
 * The image cache `kind` of the client whose storage and clock are given. `onHidden` (the
 * environment port's) lets a page that closes or reloads write what waits before it goes.
 */
export function createImageStore(
  storage: SafeStorage,
  kind: ImageCacheKind,
  clock: Pick<ClockPort, 'now' | 'setTimeout' | 'clearTimeout'>,
  onHidden?: (listener: () => void) => () => void,
): ImageStore {
  const state: { entries?: Map<string, Entry>; timer?: TimerHandle; stopHidden?: () => void } = {}
  /** Ids this tab dropped (bad, expired, over the budget): another tab's copy does not bring them back. */
  const dropped = new Set<string>()

  const schedule = () => {
    state.timer ??= clock.setTimeout(flush, IMAGE_CACHE_WRITE_DELAY_MS)
    state.stopHidden ??= onHidden?.(flush)
  }
  const drop = (entries: Map<string, Entry>, id: string) => {
    entries.delete(id)
    dropped.add(id)
  }
  const load = (): Map<string, Entry> => {
    if (state.entries) return state.entries
    const { valid, failed } = readStored(storage, kind, clock.now(), () => false)
    state.entries = valid
    for (const id of failed) dropped.add(id)
    if (failed.length > 0) schedule()
    return valid
  }
  /** The entries expiring first go until the cache's JSON fits its budget. */
  const fitBudget = (entries: Map<string, Entry>) => {
    let total = 2 + Math.max(0, entries.size - 1)
    for (const entry of entries.values()) total += entry.length
    if (total <= IMAGE_CACHE_BUDGET) return
    const order = [...entries].sort(([, a], [, b]) => a.expiresAt - b.expiresAt)
    for (const [id, entry] of order) {
      if (total <= IMAGE_CACHE_BUDGET) break
      drop(entries, id)
      total -= entry.length + 1
    }
  }

  function flush(): void {
    if (state.timer !== undefined) clock.clearTimeout(state.timer)
    state.timer = undefined
    state.stopHidden?.()
    state.stopHidden = undefined
    const entries = load()
    const now = clock.now()
    for (const [id, entry] of entries) if (entry.expiresAt <= now) drop(entries, id)
    // What another tab stored since this one read the cache.
    const { valid } = readStored(storage, kind, now, (id) => entries.has(id) || dropped.has(id))
    for (const [id, entry] of valid) entries.set(id, entry)
    fitBudget(entries)
    if (entries.size === 0) {
      storage.remove(IMAGE_CACHE_KEYS[kind])
      return
    }
    const stored: Record<string, { value: StoredImage; expiresAt: number }> = {}
    for (const [id, entry] of entries) stored[id] = { value: entry.image, expiresAt: entry.expiresAt }
    storage.set(IMAGE_CACHE_KEYS[kind], stored)
  }

  return {
    read(id) {
      if (!ID.test(id)) return undefined
      const entries = load()
      const entry = entries.get(id)
      if (!entry) return undefined
      if (entry.expiresAt > clock.now()) return entry.image
      drop(entries, id)
      schedule()
      return undefined
    },
    store(id, image) {
      if (!ID.test(id)) return
      const [error] = validate(image, storedImageSchema)
      if (error) return
      const expiresAt = clock.now() + IMAGE_CACHE_LIFETIME_MS
      const length = lengthOf(id, image, expiresAt)
      if (length + 2 > IMAGE_CACHE_BUDGET) return
      const entries = load()
      entries.delete(id)
      dropped.delete(id)
      entries.set(id, { image, expiresAt, length })
      fitBudget(entries)
      schedule()
    },
    flush,
  }
}
