/** The page-address query parameter a messaging-app mini-app social login returns with (SPEC.md section 2). */
export const SOCIAL_RESULT_PARAM = 'result_uri'
