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
} from '../modules/embedded-wallet/createFrameClient.js'
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
} from '../modules/embedded-wallet/frameEvents.js'
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
} from '../modules/embedded-wallet/frameErrors.js'
export { EmailInUseError, EmailUnchangedError, frameRequestErrorOf, InvalidOtpError, OtpExpiredError } from '../modules/embedded-wallet/frameErrorReasons.js'
export { frameUserSchema, parseFrameMessage, type FrameAnswer, type FrameMessage, type FrameUser } from '../modules/embedded-wallet/frameMessageSchema.js'
export { frameRpcMethodKind, frameRpcMethods, type EmbeddedNamespace, type FrameRpcMethodKind } from '../modules/embedded-wallet/frameRpcMethods.js'
export { frameLocation, type FrameLocation, type FrameQuery } from '../modules/embedded-wallet/frameUrl.js'
export { EMAIL_LOGIN_COOLDOWN_MS, assertValidEmail, checkEmailLogin, clearLoginCache, markEmailLoginSent, recordLoginSuccess } from '../modules/embedded-wallet/loginCache.js'
export { createSafeStorage, type SafeStorage } from '../kernel/storage/createSafeStorage.js'
export { createBrowserFrame } from '../kernel/platform/browserFrame.js'
export { smartAccountChainIds, storedPreferredAccountTypes } from '../modules/embedded-wallet/preferredAccountTypes.js'
