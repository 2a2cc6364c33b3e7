/** `scheme://host[:port]`, optionally with a trailing slash: one exact origin, nothing wider. */
const ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s*@]+\/?$/i

/**
 * Returns `targetOrigin` when it names one exact origin, for `postMessage`.
 * @throws TypeError for `'*'` (any origin would receive the message) or anything that is not an origin.
 */
export function exactTargetOrigin(targetOrigin: string): string {
  if (targetOrigin === '*') {
    throw new TypeError("Refusing to post a message to any origin ('*'): give the exact origin of the target window")
  }
  if (typeof targetOrigin !== 'string' || !ORIGIN_PATTERN.test(targetOrigin)) {
    throw new TypeError(`Refusing to post a message: '${String(targetOrigin)}' is not an exact origin such as https://example.com`)
  }
  return targetOrigin
}
