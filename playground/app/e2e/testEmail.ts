// The e-mail address a journey signs in with: the login frame's mailbox is read by it (the code
// mailed to this address), and the frame derives a funded user of its own for each new address,
// so every journey names one no other journey uses.
import { inject } from 'vitest'

/** The run's mark, for a devnet that outlives the run (one started before it). */
const RUN = Date.now().toString(36)

/**
 * `<name>@devnet.example` on a devnet this run started (fresh: steady screenshots), with the run's
 * mark on one that was already running (whose frame keeps the users of earlier runs).
 */
export function testEmail(name: string): string {
  return inject('devnet').startupMs === null ? `${name}.${RUN}@devnet.example` : `${name}@devnet.example`
}
