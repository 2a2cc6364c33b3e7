import { defineError } from './defineError.js'

/**
 * A connect was given up because the visitor started another one: the newest choice wins, and an
 * older attempt's answer is never applied.
 */
export const ConnectSupersededError = defineError({
  name: 'ConnectSupersededError',
  code: 'CONNECT_SUPERSEDED',
  category: 'CONNECTION_ERROR',
  message: 'Connection replaced by a newer request',
})
export type ConnectSupersededError = InstanceType<typeof ConnectSupersededError>
