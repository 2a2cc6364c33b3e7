import { getEmbeddedWallet } from '../actions/embeddedLogin.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { showEmailUpdated } from '../flows/updateEmailFlow.js'
import type { TimerHandle } from '../../../kernel/platform/ports.js'
import { embeddedLoginOf } from '../../../kernel/plugins/embeddedLoginSource.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { isValidEmail } from '../../../kernel/utils/email.js'

/** How often the login's e-mail is asked for while UpdateEmailWallet waits (SPEC.md sections 4 and 9). */
export const EMAIL_UPDATE_POLL_MS = 1000

/** The new e-mail UpdateEmailWallet waits on: while the modal shows one of its code steps. */
function awaitedEmail(client: PorticoClient): string | undefined {
  const { modal, router } = client.controllers
  if (!modal.getSnapshot().open) return undefined
  const route = currentRoute(router.getSnapshot())
  return route.view === 'UpdateEmailWallet' && route.step !== undefined && route.email ? route.email : undefined
}

/**
 * The e-mail update's poll (SPEC.md section 4: "polls the provider's e-mail every second"): while
 * UpdateEmailWallet shows a code step for a new e-mail, the login's e-mail is asked of the frame
 * every second (one question at a time); once it is the new one (the change was confirmed
 * elsewhere: another tab, the frame itself), the connection and the stored e-mail take it and the
 * modal returns to Account with 'Email updated', as after the secondary code. It stops when the
 * view closes or moves on; an answer arriving after that moves nothing; a failed question is
 * asked again a second later.
 */
export function emailUpdatePollReaction(client: PorticoClient): () => void {
  const { controllers, platform, logger } = client
  let polling: { email: string; timer: TimerHandle } | undefined
  let stopped = false

  const ask = async (expected: string): Promise<void> => {
    const found = embeddedLoginOf(client)
    if (!found || !getEmbeddedWallet(client).isConnected) return
    const session = await found.source.session()
    if (typeof session.currentEmail !== 'function') return
    const email = await session.currentEmail()
    if (stopped || typeof email !== 'string' || email.toLowerCase() !== expected.toLowerCase() || !isValidEmail(email)) return
    // Still waiting on that e-mail (not closed, not finished by the code meanwhile)?
    if (awaitedEmail(client)?.toLowerCase() !== expected.toLowerCase()) return
    const current = controllers.connection.getSnapshot().connections.find((connection) => connection.connectorId === found.connector.id)
    if (!current) return
    client.batch(() => {
      controllers.connection.setAuth(found.connector.id, { name: current.auth?.name ?? 'email', email })
      client.storage.set(STORAGE_KEYS.EMAIL, email)
      showEmailUpdated(client)
    })
  }

  const stop = () => {
    if (polling) platform.clock.clearInterval(polling.timer)
    polling = undefined
  }
  const sync = () => {
    if (stopped) return
    const email = awaitedEmail(client)
    if (polling?.email === email) return
    stop()
    if (email === undefined) return
    let asking = false
    const timer = platform.clock.setInterval(() => {
      if (asking) return
      asking = true
      ask(email)
        .catch((error: unknown) => logger.debug('The e-mail update poll could not read the e-mail; asking again', error))
        .finally(() => {
          asking = false
        })
    }, EMAIL_UPDATE_POLL_MS)
    polling = { email, timer }
  }
  const unsubscribes = [controllers.router.subscribe(sync), controllers.modal.subscribe(sync)]
  sync()
  return () => {
    stopped = true
    stop()
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
