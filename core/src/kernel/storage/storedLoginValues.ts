/**
 * What the embedded wallet's login values in browser storage must look like to be trusted (SPEC.md
 * section 3, Browser-stored items): the e-mail login cache, recent e-mails, the preferred account
 * types and the smart-account networks. Apart from storedValues.ts so that a page without that login
 * does not carry their schemas (and the e-mail check); built `@__PURE__`, like those.
 */
import { array, boolean, define, integer, min, record, size, string, union, type Struct } from 'superstruct'
import type { AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'
import { isValidEmail } from '../utils/email.js'
import { accountTypeSchema, caipNetworkIdSchema, chainNamespaceSchema, keepFirst, keepLastDistinct, storedText } from './storedValues.js'

/** Recent e-mails kept. SPEC.md is silent; a handful is enough to offer. */
export const RECENT_EMAILS_MAX = 5
/** Smart-account-enabled networks kept. */
export const SMART_ACCOUNT_NETWORKS_MAX = 500

export const emailSchema: Struct<string, null> = /* @__PURE__ */ define('Email', isValidEmail)

// The e-mail login cache.
export const emailLoginUsedSchema = /* @__PURE__ */ boolean()
/** A time in ms since the epoch. */
export const lastEmailLoginTimeSchema = /* @__PURE__ */ min(integer(), 0)
export const socialUsernameSchema = /* @__PURE__ */ storedText()
/** The login frame's last chain: a chain id, as text (`'1'`, `'eip155:1'`) or a number. */
export const lastUsedChainSchema = /* @__PURE__ */ union([size(string(), 1, 128), min(integer(), 0)])

export const smartAccountEnabledNetworksSchema = /* @__PURE__ */ keepLastDistinct(array(caipNetworkIdSchema), SMART_ACCOUNT_NETWORKS_MAX)

// Recent e-mails, newest first.
export const recentEmailsSchema = /* @__PURE__ */ keepFirst(array(emailSchema), RECENT_EMAILS_MAX)

/** The preferred account type per namespace; namespaces without one are absent. */
export const preferredAccountTypesSchema = /* @__PURE__ */ record(chainNamespaceSchema, accountTypeSchema) as unknown as Struct<
  Partial<Record<ChainNamespace, AccountType>>,
  null
>
