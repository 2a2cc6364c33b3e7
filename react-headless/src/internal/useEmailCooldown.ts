import { useCallback, useSyncExternalStore } from 'react'
import { getEmailCooldown, watchEmailCooldown } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient.js'

/**
 * The seconds until another e-mail code may be sent (0 when it may be sent now), counting down on
 * the platform clock. Read again on every render too, so a code this view just sent shows its wait
 * at once, not at the watch's next check.
 */
export function useEmailCooldown(): number {
  const client = usePorticoClient()
  const subscribe = useCallback((notify: () => void) => watchEmailCooldown(client, () => notify()), [client])
  const read = () => getEmailCooldown(client)
  return useSyncExternalStore(subscribe, read, read)
}
