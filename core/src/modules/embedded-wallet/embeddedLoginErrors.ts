import { defineError } from '../../kernel/errors/defineError.js'

/** The site has no embedded-wallet connector (e-mail and social login): 'No auth connector found'. */
export const AuthConnectorNotFoundError = defineError({
  name: 'AuthConnectorNotFoundError',
  code: 'AUTH_CONNECTOR_NOT_FOUND',
  category: 'CONNECTION_ERROR',
  message: 'No auth connector found',
})
export type AuthConnectorNotFoundError = InstanceType<typeof AuthConnectorNotFoundError>

/** The visitor closed the social-login popup before it finished: 'Popup closed'. */
export const PopupClosedError = defineError({
  name: 'PopupClosedError',
  code: 'POPUP_CLOSED',
  category: 'CONNECTION_ERROR',
  message: 'Popup closed',
})
export type PopupClosedError = InstanceType<typeof PopupClosedError>

/** The social login could not start (the popup was blocked, no redirect address): 'Failed to initiate social connection'. */
export const SocialConnectionFailedError = defineError({
  name: 'SocialConnectionFailedError',
  code: 'SOCIAL_CONNECTION_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Failed to initiate social connection',
})
export type SocialConnectionFailedError = InstanceType<typeof SocialConnectionFailedError>

/** Updating the e-mail needs a login through e-mail or social: 'Not connected to email or social'. */
export const NotConnectedToEmailError = defineError({
  name: 'NotConnectedToEmailError',
  code: 'NOT_CONNECTED_TO_EMAIL',
  category: 'CONNECTION_ERROR',
  message: 'Not connected to email or social',
})
export type NotConnectedToEmailError = InstanceType<typeof NotConnectedToEmailError>

/** The Farcaster login failed (no sign-in address, or the frame refused it): 'Failed to connect to farcaster'. */
export const FarcasterConnectionFailedError = defineError({
  name: 'FarcasterConnectionFailedError',
  code: 'FARCASTER_CONNECTION_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Failed to connect to farcaster',
})
export type FarcasterConnectionFailedError = InstanceType<typeof FarcasterConnectionFailedError>

/** An account type that does not exist was asked for: 'Invalid account type'. */
export const InvalidAccountTypeError = defineError({
  name: 'InvalidAccountTypeError',
  code: 'INVALID_ACCOUNT_TYPE',
  category: 'CONNECTION_ERROR',
  message: 'Invalid account type',
})
export type InvalidAccountTypeError = InstanceType<typeof InvalidAccountTypeError>
/**
 * A social login came back to the page (the mini-app's `result_uri`) that this browser tab did not
 * start, or started too long ago, or with another one-time state: 'This sign-in was not started on
 * this page'. A forged link cannot sign a visitor in to someone else's account.
 */
export const SocialLoginNotStartedError = defineError({
  name: 'SocialLoginNotStartedError',
  code: 'SOCIAL_LOGIN_NOT_STARTED',
  category: 'CONNECTION_ERROR',
  message: 'This sign-in was not started on this page',
})
export type SocialLoginNotStartedError = InstanceType<typeof SocialLoginNotStartedError>

/**
 * In a messaging-app mini-app, the social login could not leave for the provider (no navigation,
 * no session storage to keep its state, no web address from the frame, a provider the mini-app
 * hides): 'Failed to initiate social connection', with its own code, since no popup is involved.
 */
export const SocialRedirectFailedError = defineError({
  name: 'SocialRedirectFailedError',
  code: 'SOCIAL_REDIRECT_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Failed to initiate social connection',
})
export type SocialRedirectFailedError = InstanceType<typeof SocialRedirectFailedError>
