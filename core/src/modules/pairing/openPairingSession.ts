import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import { defineError } from '../../kernel/errors/defineError.js'
import type { ConnectorSource, SourceConnectParams, SourceSession } from '../../kernel/plugins/connectorSource.js'
import type { TimerHandle } from '../../kernel/platform/ports.js'
import { createAbortController } from '../../kernel/utils/abort.js'
import { PAIRING_EXPIRY_MARGIN_MS } from './pairingTiming.js'

/** The reason a displayed pairing URI is withdrawn when it is about to expire (a new one follows). */
export const PairingExpiredError = defineError({
  name: 'PairingExpiredError',
  code: 'PAIRING_EXPIRED',
  category: 'CONNECTION_ERROR',
  message: 'The pairing URI expired',
})

/**
 * Opens a pairing session and keeps its URI fresh (SPEC.md section 4, Pairing): each URI the
 * source displays counts as expired 10 s before its end; then that proposal is withdrawn (its
 * signal aborted with PairingExpiredError) and a new one asked for, within the same connect
 * attempt, until the wallet answers or the attempt is aborted. `pairing` is cleared while a URI
 * is being made (the views show it as buffering).
 */
export async function openPairingSession(client: PorticoClient, source: ConnectorSource, params: SourceConnectParams): Promise<SourceSession> {
  const { connection } = client.controllers
  const { clock } = client.platform
  for (;;) {
    if (params.signal.aborted) throw params.signal.reason
    const round = createAbortController(params.signal)
    connection.setPairing(undefined)
    let opened: Promise<SourceSession>
    try {
      opened = Promise.resolve(source.connect({ ...params, signal: round.signal }))
    } catch (error) {
      opened = Promise.reject(error)
    }
    let timer: TimerHandle | undefined
    let scheduledFor: string | undefined
    let unsubscribe = () => {}
    const expired = new Promise<'expired'>((resolve) => {
      const watch = () => {
        const pairing = connection.getSnapshot().pairing
        if (!pairing || pairing.connectorId !== params.connectorId || pairing.uri === scheduledFor) return
        scheduledFor = pairing.uri
        if (timer !== undefined) clock.clearTimeout(timer)
        timer = clock.setTimeout(() => resolve('expired'), Math.max(0, pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - clock.now()))
      }
      unsubscribe = connection.subscribe(watch)
      watch()
    })
    try {
      const outcome = await Promise.race([opened.then((session) => ({ session })), expired])
      if (outcome !== 'expired') return outcome.session
    } finally {
      unsubscribe()
      if (timer !== undefined) clock.clearTimeout(timer)
    }
    opened.catch(() => undefined)
    round.abort(new PairingExpiredError())
    client.logger.info('The pairing URI expired; a new one is being made')
  }
}
