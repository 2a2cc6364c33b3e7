import { defineError } from './defineError.js'

/** An account type that does not exist was asked for: 'Invalid account type'. */
export const InvalidAccountTypeError = defineError({
  name: 'InvalidAccountTypeError',
  code: 'INVALID_ACCOUNT_TYPE',
  category: 'CONNECTION_ERROR',
  message: 'Invalid account type',
})
export type InvalidAccountTypeError = InstanceType<typeof InvalidAccountTypeError>
