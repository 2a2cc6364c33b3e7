import { useEffect, useState, useSyncExternalStore } from 'react'
import { registryImageQuery, type RegistryImageKind } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'

/** True for a blob the browser can show as an image. */
function isImageBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob && value.type.toLowerCase().startsWith('image/')
}

/**
 * The address of a registry image (`/getWalletImage/{id}` and the other image endpoints, SPEC.md
 * section 7) to put in an `<img src>`: the blob from core's keyed cache (fetched once per id,
 * given up after the 2 s preload timeout) as an object URL, revoked when no longer shown.
 * Undefined while it loads, when it failed, or without an id: show a fallback then.
 *
 * @example
 * const src = useWalletImage(wallet.image_id)
 */
export function useWalletImage(imageId: string | null | undefined, kind: RegistryImageKind = 'wallet'): string | undefined {
  const client = usePorticoClient()
  const query = imageId ? registryImageQuery(client, imageId, kind) : undefined
  const key = query?.key
  useEffect(() => {
    if (query) void client.queries.fetch(query)
    // The query is rebuilt each render; its key says what it is.
  }, [client, key?.join('/')])
  const blob = useSyncExternalStore(
    client.queries.subscribe,
    () => (key ? client.queries.get(key)?.data : undefined),
    () => undefined,
  )
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!isImageBlob(blob) || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined)
      return undefined
    }
    const objectUrl = URL.createObjectURL(blob)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [blob])
  return url
}
