import { defineError } from '../../kernel/errors/defineError.js'

/** Sign-in was asked for, but the site set no `siwx` (or `siweConfig`): 'SIWX is not enabled'. */
export const SiwxNotEnabledError = defineError({
  name: 'SiwxNotEnabledError',
  code: 'SIWX_NOT_ENABLED',
  category: 'CONFIGURATION_ERROR',
  message: 'SIWX is not enabled',
})
export type SiwxNotEnabledError = InstanceType<typeof SiwxNotEnabledError>

/** Sign-in needs a connected account: 'No ActiveCaipAddress found'. */
export const SiwxNoAddressError = defineError({
  name: 'SiwxNoAddressError',
  code: 'SIWX_NO_ADDRESS',
  category: 'CONNECTION_ERROR',
  message: 'No ActiveCaipAddress found',
})
export type SiwxNoAddressError = InstanceType<typeof SiwxNoAddressError>

/** Sign-in needs the account's network: 'No ActiveCaipNetwork or client found'. */
export const SiwxNoNetworkError = defineError({
  name: 'SiwxNoNetworkError',
  code: 'SIWX_NO_NETWORK',
  category: 'CONNECTION_ERROR',
  message: 'No ActiveCaipNetwork or client found',
})
export type SiwxNoNetworkError = InstanceType<typeof SiwxNoNetworkError>

/** Sign-in needs a connection that can sign messages: 'No ConnectionController client found'. */
export const SiwxNoClientError = defineError({
  name: 'SiwxNoClientError',
  code: 'SIWX_NO_CLIENT',
  category: 'CONNECTION_ERROR',
  message: 'No ConnectionController client found',
})
export type SiwxNoClientError = InstanceType<typeof SiwxNoClientError>

/** The wallet did not produce a usable signature of the sign-in message: 'Error signing message'. */
export const SiwxSigningError = defineError({
  name: 'SiwxSigningError',
  code: 'SIWX_SIGNING_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Error signing message',
})
export type SiwxSigningError = InstanceType<typeof SiwxSigningError>

/** Signing in failed (declined, or the session was refused); the toast of the sign-message view: 'Sign message failed'. */
export const SiwxSignMessageFailedError = defineError({
  name: 'SiwxSignMessageFailedError',
  code: 'SIWX_SIGN_MESSAGE_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Sign message failed',
})
export type SiwxSignMessageFailedError = InstanceType<typeof SiwxSignMessageFailedError>

/** Looking up the sessions after connect failed: 'A problem occurred while trying initialize authentication'. */
export const SiwxInitializationError = defineError({
  name: 'SiwxInitializationError',
  code: 'SIWX_INITIALIZATION_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'A problem occurred while trying initialize authentication',
})
export type SiwxInitializationError = InstanceType<typeof SiwxInitializationError>

/** A sign-in message that the strict parser refuses, with the reason: 'Invalid sign-in message: {reason}'. */
export const InvalidSiwxMessageError = defineError({
  name: 'InvalidSiwxMessageError',
  code: 'INVALID_SIWX_MESSAGE',
  category: 'VALIDATION_ERROR',
  message: (reason: string) => `Invalid sign-in message: ${reason}`,
})
export type InvalidSiwxMessageError = InstanceType<typeof InvalidSiwxMessageError>
