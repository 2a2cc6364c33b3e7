import { ALERT_ERRORS } from '../../../kernel/alerts/alertErrors.js'
import { showAlert } from '../../../kernel/alerts/showAlert.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import type { Connector } from '../../../kernel/types/connector.js'
import { WALLET_ANSWER_WAIT_MS, type ConnectAttempt } from '../connectionController.js'

/**
 * Starts the answer wait of a connect that waits on a wallet's own prompt (an injected or
 * announced wallet): after {@link WALLET_ANSWER_WAIT_MS} on the platform clock without an answer,
 * the attempt is marked overdue (the connecting view then offers a retry and another wallet) and
 * APKT004 'Wallet Request Timeout' is raised. The request itself stands, still cancellable by the
 * attempt's signal. A pairing (the visitor's turn to scan) and the embedded wallet (whose frame
 * requests time out by themselves, SPEC.md section 9) have no such wait. Returns the stop.
 */
export function watchOverdue(client: PorticoClient, connector: Connector, attempt: ConnectAttempt): () => void {
  if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH' || connector.type === 'ID_AUTH') return () => undefined
  const { clock } = client.platform
  const timer = clock.setTimeout(() => {
    const { connection } = client.controllers
    if (!connection.getSnapshot().attempts.some((entry) => entry.id === attempt.id)) return
    connection.markOverdue(attempt.id)
    const alert = ALERT_ERRORS.WALLET_REQUEST_TIMEOUT
    client.logger.warn(`${connector.name} has not answered the connect request in ${WALLET_ANSWER_WAIT_MS / 1000} s; the request still stands`)
    showAlert(client, { code: alert.code, message: alert.shortMessage, severity: alert.severity })
  }, WALLET_ANSWER_WAIT_MS)
  return () => clock.clearTimeout(timer)
}
