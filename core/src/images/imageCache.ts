import { record, size, string, unknown, validate } from 'superstruct'
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

interface Entry {
  image: StoredImage
  expiresAt: number
}

const ID = /^(?!__proto__$)[A-Za-z0-9._~-]{1,128}$/
const rawSchema = record(size(string(), 1, 256), unknown())

/**
 * The entries of one image cache that are valid and not expired at `now`, each checked on its own
 * (a stored value can lie: a wrong type, bytes that are not that image, a forged expiry); bad or
 * expired ones are dropped and the cache is written back without them.
 */
function readEntries(storage: SafeStorage, kind: ImageCacheKind, now: number): Map<string, Entry> {
  const raw = storage.get(IMAGE_CACHE_KEYS[kind], rawSchema) ?? {}
  const entries = new Map<string, Entry>()
  let dropped = false
  for (const [id, value] of Object.entries(raw)) {
    const expiresAt = typeof value === 'object' && value !== null ? (value as { expiresAt?: unknown }).expiresAt : undefined
    const [error, image] = validate((value as { value?: unknown } | null)?.value, storedImageSchema)
    const fresh = typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > now && expiresAt <= now + IMAGE_CACHE_LIFETIME_MS
    if (ID.test(id) && !error && fresh) entries.set(id, { image, expiresAt })
    else dropped = true
  }
  if (dropped) write(storage, kind, entries)
  return entries
}

function serialize(entries: ReadonlyMap<string, Entry>): Record<string, { value: StoredImage; expiresAt: number }> {
  return Object.fromEntries([...entries].map(([id, entry]) => [id, { value: entry.image, expiresAt: entry.expiresAt }]))
}

function write(storage: SafeStorage, kind: ImageCacheKind, entries: Map<string, Entry>): void {
  // The entries expiring first go until the cache fits its budget.
  const order = [...entries].sort(([, a], [, b]) => a.expiresAt - b.expiresAt).map(([id]) => id)
  let text = JSON.stringify(serialize(entries))
  while (text.length > IMAGE_CACHE_BUDGET && order.length > 0) {
    entries.delete(order.shift()!)
    text = JSON.stringify(serialize(entries))
  }
  if (entries.size === 0) storage.remove(IMAGE_CACHE_KEYS[kind])
  else storage.set(IMAGE_CACHE_KEYS[kind], serialize(entries))
}

/** A cached image that is valid and not expired at `now`, or undefined. Never throws. */
export function readCachedImage(storage: SafeStorage, kind: ImageCacheKind, id: string, now: number): StoredImage | undefined {
  if (!ID.test(id)) return undefined
  return readEntries(storage, kind, now).get(id)?.image
}

/** Caches `image` under `id` for IMAGE_CACHE_LIFETIME_MS, within the cache's budget. Never throws. */
export function cacheImage(storage: SafeStorage, kind: ImageCacheKind, id: string, image: StoredImage, now: number): void {
  if (!ID.test(id)) return
  const [error] = validate(image, storedImageSchema)
  if (error || JSON.stringify(image).length > IMAGE_CACHE_BUDGET) return
  const entries = readEntries(storage, kind, now)
  entries.delete(id)
  entries.set(id, { image, expiresAt: now + IMAGE_CACHE_LIFETIME_MS })
  write(storage, kind, entries)
}
