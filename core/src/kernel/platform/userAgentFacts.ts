/** Device and browser facts read from a user agent string. */
export interface UserAgentFacts {
  isMobile: boolean
  isIos: boolean
  isSafari: boolean
  isAndroid: boolean
  /** A Mac, not an iPad on iPadOS 13+ reporting itself as one. */
  isMac: boolean
}

const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i
const IOS_DEVICE = /iPhone|iPad|iPod/i
/** Every iOS and macOS browser says "Safari"; these say who they really are. */
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA?\/|OPR\/|OPiOS|Android|SamsungBrowser|Firefox/i

/**
 * Reads mobile, iOS and Safari from a user agent. `maxTouchPoints` tells an iPad on iPadOS 13+
 * (which reports a desktop "Macintosh" Safari user agent) from a Mac.
 */
export function userAgentFacts(userAgent: string, maxTouchPoints = 0): UserAgentFacts {
  const isIpadAsMac = /Macintosh/i.test(userAgent) && maxTouchPoints > 1
  const isIos = IOS_DEVICE.test(userAgent) || isIpadAsMac
  return {
    isMobile: MOBILE.test(userAgent) || isIpadAsMac,
    isIos,
    isSafari: /Safari/i.test(userAgent) && !NOT_SAFARI.test(userAgent),
    isAndroid: /Android/i.test(userAgent),
    isMac: /Macintosh|Mac OS X/i.test(userAgent) && !isIos,
  }
}
