import { activeConnection } from '../../connection/index.js'
import { track } from '../../../kernel/events/track.js'
import { signMessage } from '../../connection/index.js'
import { switchNetwork } from '../../network/index.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { isSiwxSessionActive } from '../siwxController.js'
import { AlertPorticoError } from '../../../kernel/alerts/AlertPorticoError.js'
import { UserRejectedRequestError } from '../../../kernel/errors/UserRejectedRequestError.js'
import { isUnsupportedNetwork } from '../../network/index.js'
import type { ResolvedSiwx } from '../../../kernel/options/resolveOptions.js'
import type { AbortSignalLike } from '../../../kernel/platform/ports.js'
import type { SiwxAccountKey } from '../reactions/siwxAccountReaction.js'
import { currentRoute } from '../../../kernel/router/routerReducer.js'
import { pageOf, readMessageToSign } from '../readMessageToSign.js'
import { serializeSiwxMessage } from '../serializeSiwxMessage.js'
import {
  SiwxInitializationError,
  SiwxNoAddressError,
  SiwxNoClientError,
  SiwxNoNetworkError,
  SiwxNotEnabledError,
  SiwxSigningError,
  SiwxSignMessageFailedError,
} from '../siwxErrors.js'
import type { SiwxMessage, SiwxSession } from '../siwxMessage.js'
import { isValidEmail } from '../../../kernel/utils/email.js'
import { closeModal } from '../../modal/index.js'

/**
 * The toast code of a declined signature (REJECTION_CODES.signMessage of requestToast.ts, written
 * here so that this lazy module shares no module with the modal's lazy chunk: a shared chunk of
 * two lazy ones makes bundlers split every site's entry chunk).
 */
const SIGN_MESSAGE_REJECTED = 'SIGN_MESSAGE_REJECTED'

/** Disconnect, loaded apart for the same reason (the modal's chunk has it too). */
async function disconnect(client: PorticoClient): Promise<void> {
  await (await import('../../connection/lazy.js')).disconnect(client)
}

/** The sign-in views: the flow closes the modal on them once a session exists. */
const SIWX_VIEWS = ['SIWXSignMessage', 'DataCapture'] as const

function enabled(client: PorticoClient): ResolvedSiwx {
  const siwx = client.options.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  return siwx
}

function currentKey(client: PorticoClient): SiwxAccountKey | undefined {
  const namespace = client.controllers.chains.getSnapshot().activeNamespace
  const current = activeConnection(client, namespace)
  return namespace && current ? { namespace, caipNetworkId: current.entry.caipNetworkId, address: current.entry.address } : undefined
}

const sameAccount = (a: SiwxAccountKey | undefined, b: SiwxAccountKey | undefined) =>
  a !== undefined && b !== undefined && a.caipNetworkId === b.caipNetworkId && a.address === b.address

/** Sessions as the site's implementation gave them, kept only when they have the shape of one and have not expired. */
function usableSessions(client: PorticoClient, sessions: unknown): SiwxSession[] {
  if (!Array.isArray(sessions)) return []
  const now = client.platform.clock.now()
  return sessions.filter(
    (session): session is SiwxSession =>
      typeof session === 'object' &&
      session !== null &&
      typeof (session as SiwxSession).data === 'object' &&
      (session as SiwxSession).data !== null &&
      typeof (session as SiwxSession).message === 'string' &&
      typeof (session as SiwxSession).signature === 'string' &&
      isSiwxSessionActive(session as SiwxSession, now),
  )
}

/** The first sign-in view: DataCapture when e-mail capture is on and no e-mail was given yet. */
function firstView(client: PorticoClient): 'DataCapture' | 'SIWXSignMessage' {
  const capture = client.controllers.options.getSnapshot().features.emailCapture
  return capture && client.controllers.siwx.getSnapshot().email === undefined ? 'DataCapture' : 'SIWXSignMessage'
}

/** Opens the modal on the sign-in views. */
function promptSignIn(client: PorticoClient): void {
  const { modal, router } = client.controllers
  client.batch(() => {
    router.dispatch({ type: 'reset', route: { view: firstView(client) } })
    modal.setOpen(true)
  })
}

/**
 * The reaction's step (SPEC.md section 4): the active account changed. With no account the state
 * goes idle; otherwise its sessions are looked up: a valid one signs the visitor in (and closes
 * the sign-in views), none opens SIWXSignMessage (DataCapture first with e-mail capture). A
 * failed lookup records SIWX_AUTH_ERROR, disconnects, resets to Connect and shows 'A problem
 * occurred while trying initialize authentication'. Nothing happens once `isCurrent()` is false.
 */
export async function siwxAccountChanged(
  client: PorticoClient,
  key: SiwxAccountKey | undefined,
  isCurrent: () => boolean,
): Promise<void> {
  const { siwx, modal } = client.controllers
  const resolved = enabled(client)
  if (!key) {
    siwx.patch({ status: 'idle', session: undefined, sessions: [] })
    return
  }
  siwx.patch({ status: 'checking', session: undefined, sessions: [] })
  let found: unknown
  try {
    found = await resolved.config.getSessions(key.caipNetworkId as SiwxMessage['chainId'], key.address)
  } catch (error) {
    if (isCurrent()) await initializationFailed(client, key, error)
    return
  }
  if (!isCurrent()) return
  const sessions = usableSessions(client, found)
  const [first] = sessions
  if (first) {
    client.batch(() => {
      siwx.patch({ status: 'signed', sessions })
      siwx.setSession(first)
    })
    const view = currentRoute(client.controllers.router.getSnapshot()).view
    if (modal.getSnapshot().open && (SIWX_VIEWS as readonly string[]).includes(view)) closeModal(client, { force: true })
    return
  }
  siwx.patch({ status: 'unsigned', sessions: [] })
  promptSignIn(client)
}

async function initializationFailed(client: PorticoClient, key: SiwxAccountKey, error: unknown): Promise<void> {
  const failure = new SiwxInitializationError({ cause: error })
  client.logger.error(failure.shortMessage, error)
  track(client, 'SIWX_AUTH_ERROR', { message: failure.shortMessage, caipNetworkId: key.caipNetworkId })
  try {
    await disconnect(client)
  } catch (disconnectError) {
    client.logger.warn('Disconnecting after the failed sign-in start failed', disconnectError)
  }
  const { modal, router, snackbar, siwx } = client.controllers
  client.batch(() => {
    siwx.patch({ status: 'idle', session: undefined, sessions: [] })
    router.dispatch({ type: 'reset', route: { view: 'Connect' } })
    modal.setOpen(true)
    snackbar.show(failure.shortMessage, 'error', failure.code)
  })
}

/**
 * Signs in (the sign-message view's Sign): a message from the site's `createMessage` for the
 * active account and network, read back against the page before it is signed (see
 * `readMessageToSign`: the verifier's rules; a message that fails them is never shown to the
 * wallet), the wallet's signature, then `addSession`. Success stores the
 * session and closes the modal. Failure reopens the sign-message view with 'Sign message failed'
 * (a declined signature is named as such), records SIWX_AUTH_ERROR, and rejects.
 * @throws SiwxNotEnabledError 'SIWX is not enabled', SiwxNoAddressError 'No ActiveCaipAddress found',
 *   SiwxNoNetworkError 'No ActiveCaipNetwork or client found', SiwxNoClientError 'No ConnectionController client found'
 *   before anything is asked; InvalidSiwxMessageError for a message that does not read back for the
 *   page, account and network; then UserRejectedRequestError, SiwxSigningError 'Error signing message',
 *   or the implementation's own rejection.
 */
export async function signInWithSiwx(client: PorticoClient, params: { signal?: AbortSignalLike } = {}): Promise<SiwxSession> {
  const resolved = enabled(client)
  const { chains, siwx } = client.controllers
  const key = currentKey(client)
  if (!key) throw new SiwxNoAddressError()
  // A network the site lists: not the 'unsupported network' stand-in of a chain it does not.
  const network = chains.findNetwork(key.caipNetworkId)
  if (!network || isUnsupportedNetwork(network)) throw new SiwxNoNetworkError()
  const current = activeConnection(client, key.namespace)
  if (!current?.entry.capabilities.signMessage.supported) throw new SiwxNoClientError()

  const email = siwx.getSnapshot().email
  siwx.patch({ status: 'signing' })
  try {
    const data = await resolved.config.createMessage({
      accountAddress: key.address,
      chainId: network.caipNetworkId,
      ...(email !== undefined ? { email } : {}),
    })
    const { serializedMessage, ...fields } = (data ?? {}) as SiwxMessage
    // The site's message is untrusted: written only from valid fields, then read back against the
    // page with the verifier's rules before the wallet is asked (InvalidSiwxMessageError otherwise).
    const message = serializedMessage ?? serializeSiwxMessage(fields)
    readMessageToSign(message, fields, {
      page: pageOf(client.platform.environment.origin()),
      accountAddress: key.address,
      chainId: network.caipNetworkId,
      now: client.platform.clock.now(),
    })
    let signature: string
    try {
      signature = (await signMessage(client, { message, namespace: key.namespace, ...(params.signal ? { signal: params.signal } : {}) })).signature
    } catch (error) {
      if (error instanceof UserRejectedRequestError) throw error
      throw new SiwxSigningError({ cause: error })
    }
    const session: SiwxSession = { data: fields, message, signature }
    await resolved.config.addSession(session)
    if (sameAccount(currentKey(client), key)) {
      client.batch(() => {
        siwx.patch({ status: 'signed', sessions: [session] })
        siwx.setSession(session)
      })
      closeModal(client, { force: true })
    }
    return session
  } catch (error) {
    if (sameAccount(currentKey(client), key)) signInFailed(client, key, error)
    throw error
  }
}

function signInFailed(client: PorticoClient, key: SiwxAccountKey, error: unknown): void {
  const { modal, router, snackbar, siwx } = client.controllers
  const failure = new SiwxSignMessageFailedError({ cause: error })
  // A declined signature is the visitor's answer, not a fault: told at info, never console.error.
  if (error instanceof UserRejectedRequestError) client.logger.info(`${failure.shortMessage}: declined in the wallet`)
  else client.logger.error(failure.shortMessage, error)
  client.batch(() => {
    siwx.patch({ status: 'unsigned' })
    const view = currentRoute(router.getSnapshot()).view
    if (!modal.getSnapshot().open || view === 'ApproveTransaction' || !(SIWX_VIEWS as readonly string[]).includes(view)) {
      router.dispatch({ type: 'reset', route: { view: 'SIWXSignMessage' } })
      modal.setOpen(true)
    }
    snackbar.show(failure.shortMessage, 'error', error instanceof UserRejectedRequestError ? SIGN_MESSAGE_REJECTED : failure.code)
  })
  modal.shake()
  track(client, 'SIWX_AUTH_ERROR', { message: failure.shortMessage, caipNetworkId: key.caipNetworkId })
}

/**
 * The sign-in views' cancel (SPEC.md section 4). Not required: the modal just closes. Required:
 * back to the network the visitor last signed in on, when this account has a session there;
 * otherwise the wallet is disconnected.
 */
export async function cancelSiwx(client: PorticoClient): Promise<void> {
  const resolved = enabled(client)
  if (!resolved.required) {
    closeModal(client, { force: true })
    return
  }
  const key = currentKey(client)
  const last = client.controllers.siwx.getSnapshot().lastSigned
  if (key && last && last.address === key.address && last.caipNetworkId !== key.caipNetworkId && client.controllers.chains.findNetwork(last.caipNetworkId)) {
    try {
      await switchNetwork(client, { caipNetworkId: last.caipNetworkId })
      closeModal(client, { force: true })
      return
    } catch (error) {
      client.logger.warn('Returning to the last signed network failed; disconnecting', error)
    }
  }
  try {
    await disconnect(client)
  } finally {
    closeModal(client, { force: true })
  }
}

/** Signs out: the active account's session on its network is revoked, then the wallet disconnects. */
export async function signOutOfSiwx(client: PorticoClient): Promise<void> {
  const resolved = enabled(client)
  const key = currentKey(client)
  if (key) await resolved.config.revokeSession(key.caipNetworkId as SiwxMessage['chainId'], key.address)
  client.controllers.siwx.patch({ session: undefined, sessions: [], lastSigned: undefined })
  try {
    await disconnect(client)
  } finally {
    closeModal(client, { force: true })
  }
}

/**
 * DataCapture's Continue: keeps the visitor's e-mail for the sign-in (handed to `createMessage`)
 * and moves on to SIWXSignMessage.
 * @throws AlertPorticoError APKTW002 'Please enter a valid email address' (as its long message) for a malformed e-mail.
 */
export function captureSiwxEmail(client: PorticoClient, email: string): void {
  enabled(client)
  const trimmed = typeof email === 'string' ? email.trim() : ''
  if (!isValidEmail(trimmed)) throw new AlertPorticoError('INVALID_EMAIL')
  client.batch(() => {
    client.controllers.siwx.patch({ email: trimmed })
    client.controllers.router.dispatch({ type: 'replace', route: { view: 'SIWXSignMessage' } })
  })
}
