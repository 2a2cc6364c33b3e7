import { describe, expect, it } from 'vitest'
import { userAgentFacts } from './userAgentFacts.js'

const AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
}

describe('userAgentFacts', () => {
  it.each([
    ['iphoneSafari', 0, { isMobile: true, isIos: true, isSafari: true, isAndroid: false, isMac: false }],
    ['iphoneChrome', 0, { isMobile: true, isIos: true, isSafari: false, isAndroid: false, isMac: false }],
    ['macSafari', 0, { isMobile: false, isIos: false, isSafari: true, isAndroid: false, isMac: true }],
    ['macSafari', 5, { isMobile: true, isIos: true, isSafari: true, isAndroid: false, isMac: false }], // an iPad on iPadOS 13+
    ['androidChrome', 5, { isMobile: true, isIos: false, isSafari: false, isAndroid: true, isMac: false }],
    ['desktopChrome', 0, { isMobile: false, isIos: false, isSafari: false, isAndroid: false, isMac: false }],
    ['desktopFirefox', 0, { isMobile: false, isIos: false, isSafari: false, isAndroid: false, isMac: false }],
    ['desktopEdge', 0, { isMobile: false, isIos: false, isSafari: false, isAndroid: false, isMac: false }],
  ] as const)('%s with %i touch points', (agent, touchPoints, facts) => {
    expect(userAgentFacts(AGENTS[agent], touchPoints)).toEqual(facts)
  })

  it('knows nothing from an empty user agent', () => {
    expect(userAgentFacts('')).toEqual({ isMobile: false, isIos: false, isSafari: false, isAndroid: false, isMac: false })
  })
})
