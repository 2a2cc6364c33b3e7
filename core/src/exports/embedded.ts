// @portico/core/embedded: the site's side of the login frame protocol (SPEC.md sections 2, 4 and 7),
// for the embedded-wallet connector source. Loaded only by sites that switch e-mail or social login on.
export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  type FrameRequestOptions,
  type FrameRpcRequest,
  type FrameStatus,
  type FrameUi,
} from '../embedded/createFrameClient.js'
export {
  APP_REQUESTS,
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_TIMINGS,
  NO_READY_WAIT_REQUESTS,
  TIMED_REQUESTS,
  appEventType,
  isAppRequest,
  type AppRequest,
} from '../embedded/frameEvents.js'
export {
  ACTION_NOT_ALLOWED_MESSAGE,
  EmailCooldownError,
  FrameLoadFailedError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameRpcAbortedError,
  FrameRpcDisconnectedError,
  InvalidEmailError,
  RpcNotAllowedError,
  UntrustedOriginError,
} from '../embedded/frameErrors.js'
export { EmailInUseError, EmailUnchangedError, frameRequestErrorOf, InvalidOtpError, OtpExpiredError } from '../embedded/frameErrorReasons.js'
export { frameUserSchema, parseFrameMessage, type FrameAnswer, type FrameMessage, type FrameUser } from '../embedded/frameMessageSchema.js'
export { frameRpcMethodKind, frameRpcMethods, type EmbeddedNamespace, type FrameRpcMethodKind } from '../embedded/frameRpcMethods.js'
export { frameLocation, type FrameLocation, type FrameQuery } from '../embedded/frameUrl.js'
export { EMAIL_LOGIN_COOLDOWN_MS, assertValidEmail, checkEmailLogin, clearLoginCache, markEmailLoginSent, recordLoginSuccess } from '../embedded/loginCache.js'
export { createSafeStorage, type SafeStorage } from '../storage/createSafeStorage.js'
export { createBrowserFrame } from '../platform/browserFrame.js'
export { smartAccountChainIds, storedPreferredAccountTypes } from '../embedded/preferredAccountTypes.js'
