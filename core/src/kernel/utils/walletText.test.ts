import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/PorticoError.js'
import { isBlankLooking, RAW_UNITS_PER_CODE_POINT, sanitizeWalletText, type SanitizedWalletText } from './walletText.js'

const LIMIT = 64
const sanitize = (text: string, maxLength = LIMIT): SanitizedWalletText => sanitizeWalletText(text, { maxLength })
const codePoints = (text: string): number => Array.from(text).length

/** What must never survive: control, format, separator, surrogate and default-ignorable code points (selectors aside). */
const FORBIDDEN = /(?!\p{Variation_Selector})[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u

/** Code points hostile wallets like: bidi controls, zero-width characters, tags, fillers, selectors, separators. */
const HOSTILE_CODE_POINTS = [
  0x00, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x9b, 0xa0, 0xad, 0x034f, 0x061c, 0x115f, 0x1160, 0x17b4, 0x180b, 0x180e,
  0x2000, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x202f, 0x205f,
  0x2060, 0x2061, 0x2064, 0x2065, 0x2066, 0x2067, 0x2068, 0x2069, 0x206a, 0x206f, 0x2800, 0x3000, 0x3164, 0xd800, 0xdc00,
  0xfe00, 0xfe0f, 0xfeff, 0xffa0, 0xfff9, 0xfffa, 0xfffb, 0x0301, 0x0308, 0x1d159, 0x1d173, 0xe0001, 0xe0041, 0xe007f,
  0xe0100, 0xe01ef,
]

/** Any code point, lone surrogates included, with the hostile ones (and ASCII) often. */
const anyCodePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }),
  fc.constantFrom(...HOSTILE_CODE_POINTS),
  fc.integer({ min: 0x20, max: 0x7e }),
)
const hostileText = fc.array(anyCodePoint, { maxLength: 120 }).map((points) => String.fromCodePoint(...points))

/** Printable ASCII words joined by single spaces: what most wallets call themselves. */
const plainAsciiName = fc
  .array(fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 12 }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((words) => words.join(' '))
  .filter((name) => name.length <= LIMIT)

describe('sanitizeWalletText', () => {
  it.each([
    // [label, raw text, shown text]
    ['a right-to-left override that makes "ksaMateM" read "MetaMask"', '\u202eksaMateM', 'ksaMateM'],
    ['an override in the middle of a name', 'Safe\u202ekcoL', 'SafekcoL'],
    ['bidi embeddings and isolates', '\u202aMeta\u202c\u2066Mask\u2069\u2067\u2068', 'MetaMask'],
    ['left-to-right, right-to-left and Arabic letter marks', '\u200eMeta\u200fMask\u061c', 'MetaMask'],
    ['zero-width joiners inside a known name', 'Meta\u200dMa\u200csk\u200b', 'MetaMask'],
    ['a word joiner, invisible operators and a BOM', '\ufeffMeta\u2060Ma\u2062sk\u2064', 'MetaMask'],
    ['a soft hyphen', 'Meta\u00adMask', 'MetaMask'],
    ['tag characters smuggling hidden text', 'MetaMask\u{e0001}\u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065}\u{e007f}', 'MetaMask'],
    ['interlinear annotation characters', 'Meta\ufff9Mask\ufffaruby\ufffb', 'MetaMaskruby'],
    ['a Mongolian vowel separator', 'Meta\u180eMask', 'MetaMask'],
    ['the combining grapheme joiner and Hangul fillers inside a name', 'Me\u034fta\u3164Mask\uffa0', 'MetaMask'],
    ['control characters (escape, bell, delete, C1)', '\u001b[31mRed\u0007\u007f\u009bWallet', '[31mRedWallet'],
    ['tabs, line feeds and line or paragraph separators', 'Meta\tMask\nWallet\u2028Pro\u2029X\u0085Y', 'Meta Mask Wallet Pro X Y'],
    ['a lone surrogate', 'Meta\ud800Mask\udfff', 'MetaMask'],
    ['a variation selector with nothing to apply to', '\ufe0fMeta \ufe0fMask', 'Meta Mask'],
    ['a run of variation selectors hiding data after an emoji', '🦊\u{e0100}\u{e0142}\u{e0155}\u{e0101} Wallet', '🦊\u{e0100} Wallet'],
    ['the braille blank and the musical null notehead between words', 'Meta\u2800Mask\u{1d159}', 'MetaMask'],
  ])('shows %s neutralized', (_label, raw, shown) => {
    const result = sanitize(raw)
    expect(result).toMatchObject({ ok: true, text: shown })
    if (result.ok) expect(result.removed).toBeGreaterThan(0)
  })

  it('collapses runs of any spaces into one, trims and NFC-normalizes, which removes nothing', () => {
    expect(sanitize('\u3000 Meta\u00a0\u00a0\u2003 Mask\u202f ')).toEqual({ ok: true, text: 'Meta Mask', removed: 0 })
    expect(sanitize('Ze\u0301rion')).toEqual({ ok: true, text: 'Z\u00e9rion', removed: 0 })
  })

  it.each([
    ['the empty string', ''],
    ['only spaces', '   \u00a0\u3000 '],
    ['only Hangul filler U+3164', '\u3164'],
    ['only Hangul fillers of every kind', '\u115f\u1160\u3164\uffa0'],
    ['only the braille blank', '\u2800\u2800\u2800'],
    ['only zero-width and bidi characters', '\u200b\u200d\u202e\u2066\ufeff'],
    ['only combining marks', '\u0301\u0308\u0327'],
    ['a space under combining marks', ' \u0301\u0301 '],
    ['only tag characters', '\u{e0041}\u{e0042}'],
    ['only variation selectors', '\ufe0f\u{e0100}'],
    ['only control characters and line breaks', '\u0000\u0007\n\r\t'],
  ])('refuses %s as blank-looking', (_label, raw) => {
    expect(sanitize(raw)).toMatchObject({ ok: false, problem: 'blank' })
    expect(isBlankLooking(raw)).toBe(true)
  })

  it('refuses text longer than the limit once neutralized, counting code points', () => {
    expect(sanitize('a'.repeat(LIMIT))).toEqual({ ok: true, text: 'a'.repeat(LIMIT), removed: 0 })
    expect(sanitize('a'.repeat(LIMIT + 1))).toMatchObject({ ok: false, problem: 'too-long' })
    // 64 emoji are 128 UTF-16 units but 64 characters.
    expect(sanitize('🦊'.repeat(LIMIT))).toMatchObject({ ok: true })
    // Invisible padding does not count against the limit...
    expect(sanitize(`${'a'.repeat(LIMIT)}${'\u200b'.repeat(100)}`)).toMatchObject({ ok: true, text: 'a'.repeat(LIMIT), removed: 100 })
    // ...but a hostile megabyte is refused unread.
    expect(sanitize('\u200b'.repeat(10_000_000))).toMatchObject({ ok: false, problem: 'too-long' })
    expect(sanitize('x'.repeat(10_000_000))).toMatchObject({ ok: false, problem: 'too-long' })
  })

  it('refuses a limit that is not a whole number of at least 1', () => {
    for (const maxLength of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => sanitize('Wallet', maxLength)).toThrow(PorticoError)
    }
  })

  it('refuses a value that is not text without throwing', () => {
    expect(sanitizeWalletText(42 as unknown as string, { maxLength: LIMIT })).toMatchObject({ ok: false, problem: 'not-text' })
    expect(isBlankLooking(null as unknown as string)).toBe(true)
  })

  it('keeps text that is merely unusual', () => {
    for (const name of ['Zerion — Wallet ✓', 'ウォレット', 'محفظة', 'קריפטו', '❤\ufe0f Wallet', '1\ufe0f\u20e3', '!!!', '·']) {
      expect(sanitize(name)).toEqual({ ok: true, text: name, removed: 0 })
    }
  })

  it('never lets a control, format, separator or stray default-ignorable character through (property)', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const result = sanitize(raw)
        if (!result.ok) return
        expect(result.text).not.toMatch(FORBIDDEN)
        expect(result.text).not.toMatch(/^ | $| {2}/)
        expect(result.text).not.toMatch(/(?! )\p{Zs}/u)
        expect(result.text).toBe(result.text.normalize('NFC'))
        // Variation selectors only one at a time, right after something they can apply to.
        expect(result.text).not.toMatch(/(?:^|[^\p{L}\p{M}\p{N}\p{P}\p{S}]|\p{Variation_Selector})\p{Variation_Selector}/u)
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const result = sanitize(raw)
        if (result.ok) expect(sanitize(result.text)).toEqual({ ok: true, text: result.text, removed: 0 })
      }),
      { numRuns: 2000 },
    )
  })

  it('never returns text longer than the limit, and refuses only blank-looking or long text (property)', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 80 }), (raw, maxLength) => {
        const result = sanitize(raw, maxLength)
        if (result.ok) {
          expect(codePoints(result.text)).toBeLessThanOrEqual(maxLength)
          expect(isBlankLooking(result.text)).toBe(false)
        } else if (raw.length > maxLength * RAW_UNITS_PER_CODE_POINT) {
          // Raw text far over the limit is refused as too long before it is read (blank or not).
          expect(result.problem).toBe('too-long')
        } else {
          expect(result.problem === 'blank').toBe(isBlankLooking(raw))
          if (result.problem === 'too-long') expect(sanitize(raw, 10_000).ok).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('passes plain ASCII names unchanged (property)', () => {
    fc.assert(
      fc.property(plainAsciiName, (name) => {
        expect(sanitize(name)).toEqual({ ok: true, text: name, removed: 0 })
        expect(isBlankLooking(name)).toBe(false)
      }),
    )
  })

  it('never throws, whatever string it is given (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (raw) => {
        expect(typeof sanitize(raw).ok).toBe('boolean')
        expect(typeof isBlankLooking(raw)).toBe('boolean')
      }),
    )
  })
})
