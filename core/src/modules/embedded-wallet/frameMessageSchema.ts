import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  optional,
  size,
  string,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct'
import { emailSchema } from '../../kernel/storage/storedLoginValues.js'
import { validateSafely, type Validation } from '../../kernel/utils/validateSafely.js'
import { APP_REQUESTS, FRAME_EVENT_PREFIX, type AppRequest } from './frameEvents.js'
import { knownFieldsCopy, plainCopy } from './plainAnswer.js'

/** Longest request id accepted back from the frame (ours are far shorter). */
const MAX_ID_LENGTH = 128
const text = (max = 4096) => size(string(), 1, max)
const chainIdSchema = union([text(128), min(integer(), 0)])

/** The account types the frame reports. */
export const frameAccountTypeSchema = enums(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

/** The user session the frame reports after a login (SPEC.md section 3). */
export const frameUserSchema = type({
  email: optional(nullable(emailSchema)),
  address: text(256),
  chainId: chainIdSchema,
  accounts: optional(size(array(type({ address: text(256), type: frameAccountTypeSchema })), 0, 16)),
  userName: optional(nullable(text(256))),
  preferredAccountType: optional(frameAccountTypeSchema),
  smartAccountDeployed: optional(boolean()),
  signature: optional(string()),
  message: optional(string()),
  siwxMessage: optional(unknown()),
})
export type FrameUser = Infer<typeof frameUserSchema>

/** What each successful answer carries, where the client reads it. */
export const SUCCESS_PAYLOADS = {
  CONNECT_EMAIL: type({ action: enums(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  UPDATE_EMAIL: type({ action: enums(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_SECONDARY_OTP: type({ newEmail: emailSchema }),
  GET_USER: frameUserSchema,
  CONNECT_SOCIAL: frameUserSchema,
  CONNECT_FARCASTER: frameUserSchema,
  IS_CONNECTED: type({ isConnected: boolean() }),
  GET_CHAIN_ID: type({ chainId: chainIdSchema }),
  SWITCH_NETWORK: type({ chainId: chainIdSchema }),
  GET_SOCIAL_REDIRECT_URI: type({ uri: text(4096) }),
  GET_FARCASTER_URI: type({ url: text(4096) }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: type({ smartAccountEnabledNetworks: size(array(union([number(), text(128)])), 0, 500) }),
  /** The account type the frame switched to, and that type's address. */
  SET_PREFERRED_ACCOUNT: type({ type: frameAccountTypeSchema, address: text(256) }),
  /** The smart account's address and whether it is deployed on the frame's chain. */
  INIT_SMART_ACCOUNT: type({ address: text(256), isDeployed: boolean() }),
}

export type SuccessPayloads = { [K in keyof typeof SUCCESS_PAYLOADS]: Infer<(typeof SUCCESS_PAYLOADS)[K]> }
/** The answer of a request: its validated payload where the client reads one, else whatever came. */
export type FrameAnswer<Name extends AppRequest> = Name extends keyof SuccessPayloads ? SuccessPayloads[Name] : unknown

const RESPONSE_TYPES = APP_REQUESTS.flatMap((name) => [`${FRAME_EVENT_PREFIX}${name}_SUCCESS`, `${FRAME_EVENT_PREFIX}${name}_ERROR`])

/** One message from the frame, as it must look to be read at all. */
export const frameMessageSchema = union([
  type({ type: literal(`${FRAME_EVENT_PREFIX}READY`), id: optional(size(string(), 0, MAX_ID_LENGTH)), payload: optional(unknown()) }),
  type({ type: literal(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`), id: optional(size(string(), 0, MAX_ID_LENGTH)), payload: optional(unknown()) }),
  type({ type: enums(RESPONSE_TYPES), id: size(string(), 1, MAX_ID_LENGTH), payload: optional(unknown()) }),
])

/** A parsed frame message. */
export type FrameMessage =
  | { kind: 'ready' }
  | { kind: 'sessionUpdate'; payload: unknown }
  | { kind: 'success' | 'error'; name: AppRequest; id: string; payload: unknown }

/** The error payload of `<NAME>_ERROR`: its message, when it is a non-empty string. */
const errorPayloadSchema = type({ message: size(string(), 1, 4096) })

/**
 * Reads a message from the frame. Returns undefined (never throws) for anything that is not a
 * well-formed frame message; `reason` says why, for the warning.
 */
export function parseFrameMessage(data: unknown): { message: FrameMessage } | { reason: string } {
  const checked = validateSafely(data, frameMessageSchema)
  if (!checked.ok) return { reason: describe(checked) }
  const valid = checked.value
  const name = valid.type.slice(FRAME_EVENT_PREFIX.length)
  if (name === 'READY') return { message: { kind: 'ready' } }
  if (name === 'SESSION_UPDATE') return { message: { kind: 'sessionUpdate', payload: valid.payload } }
  const success = name.endsWith('_SUCCESS')
  const request = name.slice(0, name.length - (success ? '_SUCCESS' : '_ERROR').length) as AppRequest
  return { message: { kind: success ? 'success' : 'error', name: request, id: valid.id as string, payload: valid.payload } }
}

/** The message of an error payload, or undefined when it carries none. */
export function frameErrorMessage(payload: unknown): string | undefined {
  const checked = validateSafely(payload, errorPayloadSchema)
  return checked.ok ? checked.value.message : undefined
}

/**
 * Validates the payload of `<name>_SUCCESS` where the client reads one; `ok: false` names the
 * failure. The value is always a fresh copy, never the posted object: of the known fields only
 * where there is a schema, else of the plain data (see `plainCopy`: no `__proto__`,
 * `constructor` or `prototype` keys at any depth).
 */
export function checkSuccessPayload(name: AppRequest, payload: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  const schema = Object.prototype.hasOwnProperty.call(SUCCESS_PAYLOADS, name)
    ? (SUCCESS_PAYLOADS as unknown as Partial<Record<AppRequest, Struct<unknown, unknown>>>)[name]
    : undefined
  try {
    if (!schema) return { ok: true, value: plainCopy(payload) }
    const checked = validateSafely(payload, schema, { coerce: true })
    return checked.ok ? { ok: true, value: knownFieldsCopy(schema, checked.value) } : { ok: false, reason: describe(checked) }
  } catch {
    // A cycle, a list or a nesting too large, or a value that throws when read.
    return { ok: false, reason: 'could not be copied' }
  }
}

/** A short, content-free description of a validation failure (never the value itself: it may be an e-mail or a code). */
function describe(failure: Extract<Validation<unknown>, { ok: false }>): string {
  const { type } = (failure.cause ?? {}) as { type?: unknown }
  const expected = typeof type === 'string' ? `expected ${type}` : 'could not be validated'
  const path = failure.path.slice(0, 80)
  return path ? `${path}: ${expected}` : expected
}
