import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { imageDataUrl, registryImageQuery, type RegistryImageKind, type StoredImage } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'

/**
 * The address of a registry image (`/getWalletImage/{id}` and the other image endpoints, SPEC.md
 * section 7) to put in an `<img src>`: a `data:` URL of the image from core's keyed cache, which
 * takes it from the spec's image cache in storage when it is there (checked when read back) and
 * asks the registry only otherwise (given up after the 2 s preload timeout). Undefined while it
 * loads, when it failed, or without an id: show a fallback then.
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
  const image = useSyncExternalStore(
    client.queries.subscribe,
    () => (key ? client.queries.get<StoredImage>(key)?.data : undefined),
    () => undefined,
  )
  return useMemo(() => (image ? imageDataUrl(image) : undefined), [image])
}
