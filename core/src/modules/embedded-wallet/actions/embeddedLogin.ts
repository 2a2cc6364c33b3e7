import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { AuthConnectorNotFoundError, NotConnectedToEmailError } from '../embeddedLoginErrors.js'
import {
  embeddedLoginOf,
  type EmailConnectAction,
  type EmailUpdateAction,
  type EmbeddedLoginSession,
} from '../../../kernel/plugins/embeddedLoginSource.js'
import type { FrameBox } from '../../../kernel/platform/ports.js'
import { shallowEqual } from '../../../kernel/store/createStore.js'
import { watchSelector } from '../../../kernel/store/watchSelector.js'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { emailSchema } from '../../../kernel/storage/storedLoginValues.js'
import type { AccountType } from '../../../kernel/types/account.js'
import { connect, type ConnectReturnType } from '../../connection/index.js'
import { isSmartAccountEnabled } from '../../connection/index.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** The embedded wallet of the site, as a view shows it. */
export interface GetEmbeddedWalletReturnType {
  /** True when the site has the embedded-wallet plug-in (e-mail and social login can be offered). */
  isAvailable: boolean
  /** Its connector id (AUTH). */
  connectorId: string | undefined
  /** True while a login through it is connected. */
  isConnected: boolean
  /** How the visitor logged in (email, google, ...), while connected. */
  authName: string | undefined
  /**
   * The e-mail of the login while connected (as the frame gave it, or as the visitor changed it
   * in UpdateEmailWallet): an e-mail login's, or a social login's when the frame tells one.
   */
  email: string | undefined
  /** The type of the login's eip155 account while connected (eoa or smartAccount). */
  preferredAccountType: AccountType | undefined
  /** True while connected on an eip155 network where the frame offers a smart account. */
  isSmartAccountAvailable: boolean
  /** Whether that smart account is deployed, where the frame told. */
  smartAccountDeployed: boolean | undefined
}

/**
 * The site's embedded wallet (SPEC.md section 4): whether it is there, and the login it holds.
 * {@link watchEmbeddedWallet} calls back when it changes.
 */
export const getEmbeddedWallet = publicAction('getEmbeddedWallet', function getEmbeddedWallet(client: PorticoClient): GetEmbeddedWalletReturnType {
  const found = embeddedLoginOf(client)
  const connection = found
    ? client.controllers.connection.getSnapshot().connections.find((candidate) => candidate.connectorId === found.connector.id)
    : undefined
  // The login's own e-mail (the frame's, changed by an e-mail update); else, for an e-mail login,
  // the one stored at login.
  const stored = connection?.auth?.name === 'email' ? client.storage.get(STORAGE_KEYS.EMAIL, emailSchema) : undefined
  const evm = connection?.namespaces.eip155
  return {
    isAvailable: found !== undefined,
    connectorId: found?.connector.id,
    isConnected: connection !== undefined,
    authName: connection?.auth?.name,
    email: connection ? (connection.auth?.email ?? stored) : undefined,
    preferredAccountType: evm ? (evm.accounts.find((account) => account.address === evm.address)?.type ?? 'eoa') : undefined,
    isSmartAccountAvailable: evm ? isSmartAccountEnabled(client, 'eip155', evm.caipNetworkId) : false,
    smartAccountDeployed: evm?.smartAccountDeployed,
  }
})

/** Calls `onChange` whenever {@link getEmbeddedWallet} would return something else. Returns the unsubscribe. */
export const watchEmbeddedWallet = publicAction('watchEmbeddedWallet', function watchEmbeddedWallet(
  client: PorticoClient,
  onChange: (wallet: GetEmbeddedWalletReturnType, previous: GetEmbeddedWalletReturnType) => void,
): () => void {
  return watchSelector(
    [client.controllers.connectors, client.controllers.connection, client.controllers.chains],
    () => getEmbeddedWallet(client),
    onChange,
    shallowEqual,
  )
})

/** The login steps of the site's embedded wallet, loaded on first use. @throws AuthConnectorNotFoundError */
export async function embeddedLoginSession(client: PorticoClient): Promise<{ connectorId: string; session: EmbeddedLoginSession }> {
  const found = embeddedLoginOf(client)
  if (!found) throw new AuthConnectorNotFoundError()
  return { connectorId: found.connector.id, session: await found.source.session() }
}

/**
 * Sends a one-time code to `email` through the embedded wallet's login frame. Resolves with what
 * the frame asks next: VERIFY_OTP (the code), VERIFY_DEVICE (approve this device from the e-mail
 * first), or CONNECT (nothing more). Headless: no view changes.
 * @throws AuthConnectorNotFoundError, InvalidEmailError ('Please enter a valid email address'),
 * EmailCooldownError ('Please try again after {n} seconds'), or the frame's error.
 */
export const sendEmailCode = publicAction('sendEmailCode', async function sendEmailCode(
  client: PorticoClient,
  params: { email: string },
): Promise<{ action: EmailConnectAction }> {
  const { session } = await embeddedLoginSession(client)
  return session.connectEmail(params.email.trim())
})

/** Waits until the visitor approved this device from the e-mail the frame sent. */
export const verifyEmailDevice = publicAction('verifyEmailDevice', async function verifyEmailDevice(client: PorticoClient): Promise<void> {
  const { session } = await embeddedLoginSession(client)
  await session.connectDevice()
})

/**
 * Checks the one-time code, then opens the embedded wallet's session on every namespace it serves
 * (connect). Resolves with the connection.
 */
export const verifyEmailOtp = publicAction(
  'verifyEmailOtp',
  async function verifyEmailOtp(client: PorticoClient, params: { otp: string }): Promise<ConnectReturnType> {
    const { session, connectorId } = await embeddedLoginSession(client)
    await session.connectOtp(params.otp.trim())
    return connect(client, { connectorId })
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/** Completes a social login with the address the provider returned to, then connects. */
export const connectSocialResult = publicAction(
  'connectSocialResult',
  async function connectSocialResult(client: PorticoClient, params: { uri: string }): Promise<ConnectReturnType> {
    const { session, connectorId } = await embeddedLoginSession(client)
    await session.connectSocial(params.uri)
    return connect(client, { connectorId })
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/** The login session, when an e-mail or social login of the embedded wallet is connected. */
export async function connectedLoginSession(client: PorticoClient): Promise<{ connectorId: string; session: EmbeddedLoginSession }> {
  if (!embeddedLoginOf(client)) throw new AuthConnectorNotFoundError()
  if (!getEmbeddedWallet(client).isConnected) throw new NotConnectedToEmailError()
  return embeddedLoginSession(client)
}

/**
 * Starts changing the embedded wallet's e-mail to `email`: the frame sends a code to the current
 * address (VERIFY_PRIMARY_OTP) or, when it has none to confirm, straight to the new one
 * (VERIFY_SECONDARY_OTP). Headless: no view changes.
 * @throws AuthConnectorNotFoundError, NotConnectedToEmailError ('Not connected to email or social'),
 * InvalidEmailError ('Please enter a valid email address'), EmailCooldownError ('Please try again
 * after {n} seconds': sending codes shares the e-mail login's 30 s cooldown), or the frame's error.
 */
export const updateEmail = publicAction('updateEmail', async function updateEmail(
  client: PorticoClient,
  params: { email: string },
): Promise<{ action: EmailUpdateAction }> {
  const { session } = await connectedLoginSession(client)
  return session.updateEmail(params.email.trim())
})

/** Checks the code sent to the current e-mail; the frame then sends one to the new e-mail. */
export const verifyUpdateEmailPrimary = publicAction(
  'verifyUpdateEmailPrimary',
  async function verifyUpdateEmailPrimary(client: PorticoClient, params: { otp: string }): Promise<void> {
    const { session } = await connectedLoginSession(client)
    await session.updateEmailPrimaryOtp(params.otp.trim())
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/**
 * Checks the code sent to the new e-mail; the change is done. Resolves with the new e-mail, which
 * the connection now carries ({@link getEmbeddedWallet}'s `email`).
 */
export const verifyUpdateEmailSecondary = publicAction(
  'verifyUpdateEmailSecondary',
  async function verifyUpdateEmailSecondary(client: PorticoClient, params: { otp: string }): Promise<string> {
    const { session, connectorId } = await connectedLoginSession(client)
    const email = await session.updateEmailSecondaryOtp(params.otp.trim())
    const { connection } = client.controllers
    const current = connection.getSnapshot().connections.find((candidate) => candidate.connectorId === connectorId)
    if (current) connection.setAuth(connectorId, { name: current.auth?.name ?? 'email', email })
    return email
  },
  'INTERNAL_SDK_ERROR',
  { privateArguments: true },
)

/**
 * Shows the login frame over the modal at `box` (ApproveTransaction's place for it, in viewport
 * pixels), or hides it again with `undefined`. Does nothing on a site without the embedded wallet.
 */
export const placeLoginFrame = publicAction('placeLoginFrame', async function placeLoginFrame(client: PorticoClient, box: FrameBox | undefined): Promise<void> {
  const found = embeddedLoginOf(client)
  if (!found) return
  // Calls settle in call order: each awaits the source's one loading of the frame code.
  const session = await found.source.session()
  const frame = session.client.frame()
  if (box) frame?.show(box)
  else frame?.hide()
})
