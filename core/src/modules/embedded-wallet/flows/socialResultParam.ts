/** The page-address query parameter a messaging-app mini-app social login returns with (SPEC.md section 2). */
export const SOCIAL_RESULT_PARAM = 'result_uri'

/**
 * The page-address query parameter carrying the one-time state of a mini-app social login: the
 * page puts it in the address it asks to come back to, and checks it against the state it kept
 * in the tab's session storage when the login returns.
 */
export const SOCIAL_STATE_PARAM = 'portico_social_state'

/**
 * The query parameter the mini-app social login adds to the provider's address (the one the login
 * frame gave): where the secure login site sends the page back to, with `result_uri` added.
 */
export const SOCIAL_RETURN_PARAM = 'return_uri'
