/** The events of SPEC.md section 7 that go to `/batch`; the bus's other events stay on the page. */
export const BATCHED_EVENTS: readonly string[] = Object.freeze([
  'INITIALIZE',
  'CONNECT_SUCCESS',
  'SOCIAL_LOGIN_SUCCESS',
  'SWITCH_NETWORK',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_REQUEST_USER_DATA',
  'SOCIAL_LOGIN_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'DISCONNECT_SUCCESS',
])
