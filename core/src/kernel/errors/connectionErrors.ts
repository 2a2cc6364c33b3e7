import { defineError } from './defineError.js'
import { errorMessageOf } from './errorMessageOf.js'

/** A pending connection was rejected because the modal closed: 'Modal closed'. */
export const ModalClosedError = defineError({
  name: 'ModalClosedError',
  code: 'MODAL_CLOSED',
  category: 'CONNECTION_ERROR',
  message: 'Modal closed',
})
export type ModalClosedError = InstanceType<typeof ModalClosedError>

/** The wallet refused the connection: 'Connection rejected'. */
export const ConnectionRejectedError = defineError({
  name: 'ConnectionRejectedError',
  code: 'CONNECTION_REJECTED',
  category: 'CONNECTION_ERROR',
  message: 'Connection rejected',
})
export type ConnectionRejectedError = InstanceType<typeof ConnectionRejectedError>

/** The connection failed for another reason: 'Failed to connect'. */
export const ConnectionFailedError = defineError({
  name: 'ConnectionFailedError',
  code: 'CONNECTION_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Failed to connect',
})
export type ConnectionFailedError = InstanceType<typeof ConnectionFailedError>

/** No connector matches the requested connection: 'No connector found for connection'. */
export const ConnectorNotFoundError = defineError({
  name: 'ConnectorNotFoundError',
  code: 'CONNECTOR_NOT_FOUND',
  category: 'CONNECTION_ERROR',
  message: 'No connector found for connection',
})
export type ConnectorNotFoundError = InstanceType<typeof ConnectorNotFoundError>

/** Disconnecting failed: 'Failed to disconnect'. */
export const DisconnectFailedError = defineError({
  name: 'DisconnectFailedError',
  code: 'DISCONNECT_FAILED',
  category: 'CONNECTION_ERROR',
  message: 'Failed to disconnect',
})
export type DisconnectFailedError = InstanceType<typeof DisconnectFailedError>

/** No adapter serves the namespace: 'Chain adapter not found'. */
export const ChainAdapterNotFoundError = defineError({
  name: 'ChainAdapterNotFoundError',
  code: 'CHAIN_ADAPTER_NOT_FOUND',
  category: 'CONFIGURATION_ERROR',
  message: 'Chain adapter not found',
})
export type ChainAdapterNotFoundError = InstanceType<typeof ChainAdapterNotFoundError>

/** The connection is not in a status that allows the operation: 'Invalid connection status'. */
export const InvalidConnectionStatusError = defineError({
  name: 'InvalidConnectionStatusError',
  code: 'INVALID_CONNECTION_STATUS',
  category: 'CONNECTION_ERROR',
  message: 'Invalid connection status',
})
export type InvalidConnectionStatusError = InstanceType<typeof InvalidConnectionStatusError>

/** Both sign-in options were given: 'Cannot set both `siweConfig` and `siwx` options'. */
export const SiwxConflictError = defineError({
  name: 'SiwxConflictError',
  code: 'SIWX_CONFLICT',
  category: 'CONFIGURATION_ERROR',
  message: 'Cannot set both `siweConfig` and `siwx` options',
})
export type SiwxConflictError = InstanceType<typeof SiwxConflictError>

/** Longest text kept from one underlying error in the message of {@link DisconnectChainsError}. */
const MAX_REASON_LENGTH = 200

/**
 * Disconnecting one or more namespaces failed: 'Failed to disconnect chains: ' followed by the
 * reasons, joined with ', '. Every underlying error is kept in `errors`; the first is the `cause`.
 */
export class DisconnectChainsError extends defineError({
  name: 'DisconnectChainsError',
  code: 'DISCONNECT_CHAINS_FAILED',
  category: 'CONNECTION_ERROR',
  message: (errors: readonly unknown[]) =>
    `Failed to disconnect chains: ${errors.map((error) => errorMessageOf(error).slice(0, MAX_REASON_LENGTH)).join(', ')}`,
}) {
  readonly errors: readonly unknown[]

  constructor(errors: readonly unknown[]) {
    super(errors, { cause: errors[0] })
    this.errors = Object.freeze([...errors])
  }
}
