import { errorMessageOf } from './errorMessageOf.js'
import { PorticoError } from './PorticoError.js'

/** Options every connection error takes. */
export interface ConnectionErrorOptions {
  cause?: unknown
  /** Appended to the message after the verbatim SPEC text. */
  details?: string
}

/** A pending connection was rejected because the modal closed: 'Modal closed'. */
export class ModalClosedError extends PorticoError {
  override readonly name = 'ModalClosedError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Modal closed', { code: 'MODAL_CLOSED', category: 'CONNECTION_ERROR', ...options })
  }
}

/** The wallet refused the connection: 'Connection rejected'. */
export class ConnectionRejectedError extends PorticoError {
  override readonly name = 'ConnectionRejectedError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Connection rejected', { code: 'CONNECTION_REJECTED', category: 'CONNECTION_ERROR', ...options })
  }
}

/** The connection failed for another reason: 'Failed to connect'. */
export class ConnectionFailedError extends PorticoError {
  override readonly name = 'ConnectionFailedError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Failed to connect', { code: 'CONNECTION_FAILED', category: 'CONNECTION_ERROR', ...options })
  }
}

/** No connector matches the requested connection: 'No connector found for connection'. */
export class ConnectorNotFoundError extends PorticoError {
  override readonly name = 'ConnectorNotFoundError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('No connector found for connection', {
      code: 'CONNECTOR_NOT_FOUND',
      category: 'CONNECTION_ERROR',
      ...options,
    })
  }
}

/** Disconnecting failed: 'Failed to disconnect'. */
export class DisconnectFailedError extends PorticoError {
  override readonly name = 'DisconnectFailedError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Failed to disconnect', { code: 'DISCONNECT_FAILED', category: 'CONNECTION_ERROR', ...options })
  }
}

/** No adapter serves the namespace: 'Chain adapter not found'. */
export class ChainAdapterNotFoundError extends PorticoError {
  override readonly name = 'ChainAdapterNotFoundError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Chain adapter not found', { code: 'CHAIN_ADAPTER_NOT_FOUND', category: 'CONFIGURATION_ERROR', ...options })
  }
}

/** The connection is not in a status that allows the operation: 'Invalid connection status'. */
export class InvalidConnectionStatusError extends PorticoError {
  override readonly name = 'InvalidConnectionStatusError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Invalid connection status', { code: 'INVALID_CONNECTION_STATUS', category: 'CONNECTION_ERROR', ...options })
  }
}

/** Both sign-in options were given: 'Cannot set both `siweConfig` and `siwx` options'. */
export class SiwxConflictError extends PorticoError {
  override readonly name = 'SiwxConflictError'
  constructor(options: ConnectionErrorOptions = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', {
      code: 'SIWX_CONFLICT',
      category: 'CONFIGURATION_ERROR',
      ...options,
    })
  }
}

/** Longest text kept from one underlying error in the message of {@link DisconnectChainsError}. */
const MAX_REASON_LENGTH = 200

/**
 * Disconnecting one or more namespaces failed: 'Failed to disconnect chains: ' followed by the
 * reasons, joined with ', '. Every underlying error is kept in `errors`; the first is the `cause`.
 */
export class DisconnectChainsError extends PorticoError {
  override readonly name = 'DisconnectChainsError'
  readonly errors: readonly unknown[]

  constructor(errors: readonly unknown[]) {
    const reasons = errors.map((error) => errorMessageOf(error).slice(0, MAX_REASON_LENGTH))
    super(`Failed to disconnect chains: ${reasons.join(', ')}`, {
      code: 'DISCONNECT_CHAINS_FAILED',
      category: 'CONNECTION_ERROR',
      cause: errors[0],
    })
    this.errors = Object.freeze([...errors])
  }
}
