import { defineError } from '../../kernel/errors/defineError.js'

/** A history fetch failed (SPEC.md section 8): shown as an error toast. */
export const FetchTransactionsError = defineError({
  name: 'FetchTransactionsError',
  code: 'FETCH_TRANSACTIONS_FAILED',
  category: 'NETWORK_ERROR',
  message: 'Failed to fetch transactions',
})
export type FetchTransactionsError = InstanceType<typeof FetchTransactionsError>

/** A token-balance fetch failed or the network has no balances (SPEC.md section 8); retries wait 30 s. */
export const TokenBalanceUnavailableError = defineError({
  name: 'TokenBalanceUnavailableError',
  code: 'TOKEN_BALANCE_UNAVAILABLE',
  category: 'NETWORK_ERROR',
  message: 'Token Balance Unavailable',
})
export type TokenBalanceUnavailableError = InstanceType<typeof TokenBalanceUnavailableError>

/** Name lookups and registration (SPEC.md section 8, Names), verbatim. */
export const ResolveNameError = defineError({ name: 'ResolveNameError', code: 'RESOLVE_NAME_FAILED', category: 'NETWORK_ERROR', message: 'Error resolving name' })
export type ResolveNameError = InstanceType<typeof ResolveNameError>

export const NameSuggestionsError = defineError({
  name: 'NameSuggestionsError',
  code: 'NAME_SUGGESTIONS_FAILED',
  category: 'NETWORK_ERROR',
  message: 'Error fetching name suggestions',
})
export type NameSuggestionsError = InstanceType<typeof NameSuggestionsError>

export const FetchNamesError = defineError({
  name: 'FetchNamesError',
  code: 'FETCH_NAMES_FAILED',
  category: 'NETWORK_ERROR',
  message: 'Error fetching names for address',
})
export type FetchNamesError = InstanceType<typeof FetchNamesError>

export const RegisterNameError = defineError({
  name: 'RegisterNameError',
  code: 'REGISTER_NAME_FAILED',
  category: 'NETWORK_ERROR',
  message: (name: string) => `Error registering name ${name}`,
})
export type RegisterNameError = InstanceType<typeof RegisterNameError>

export const NameNetworkNotFoundError = defineError({
  name: 'NameNetworkNotFoundError',
  code: 'NAME_NETWORK_NOT_FOUND',
  category: 'CONFIGURATION_ERROR',
  message: 'Network not found',
})
export type NameNetworkNotFoundError = InstanceType<typeof NameNetworkNotFoundError>

export const NameAddressNotFoundError = defineError({
  name: 'NameAddressNotFoundError',
  code: 'NAME_ADDRESS_NOT_FOUND',
  category: 'CONNECTION_ERROR',
  message: 'Address or auth connector not found',
})
export type NameAddressNotFoundError = InstanceType<typeof NameAddressNotFoundError>

/** A name that breaks SPEC.md section 5: at least 4 characters of letters, digits or hyphen. */
export const InvalidAccountNameError = defineError({
  name: 'InvalidAccountNameError',
  code: 'INVALID_ACCOUNT_NAME',
  category: 'VALIDATION_ERROR',
  message: 'Account name must be at least 4 characters of letters, digits or hyphen',
})
export type InvalidAccountNameError = InstanceType<typeof InvalidAccountNameError>
