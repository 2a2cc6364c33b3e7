import { PorticoError } from './PorticoError.js'

/**
 * A connect was given up because the visitor started another one: the newest choice wins, and an
 * older attempt's answer is never applied.
 */
export class ConnectSupersededError extends PorticoError {
  override readonly name = 'ConnectSupersededError'
  constructor(options: { cause?: unknown } = {}) {
    super('Connection replaced by a newer request', { code: 'CONNECT_SUPERSEDED', category: 'CONNECTION_ERROR', ...options })
  }
}
