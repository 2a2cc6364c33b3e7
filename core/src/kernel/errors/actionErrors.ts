import { defineError } from './defineError.js'

/** The action (e.g. `signMessage`) needs a connected account on the namespace: '{action}: not connected'. */
export const NotConnectedError = defineError({
  name: 'NotConnectedError',
  code: 'NOT_CONNECTED',
  category: 'CONNECTION_ERROR',
  message: (action: string) => `${action}: not connected`,
})
export type NotConnectedError = InstanceType<typeof NotConnectedError>

/** The namespace's adapter lacks the capability the action needs (SPEC.md section 5). */
export const AdapterCapabilityError = defineError({
  name: 'AdapterCapabilityError',
  code: 'ADAPTER_CAPABILITY_NOT_FOUND',
  category: 'CONFIGURATION_ERROR',
  message: (action: string, namespace: string) => `${action}: adapter for ${namespace} not found`,
})
export type AdapterCapabilityError = InstanceType<typeof AdapterCapabilityError>
