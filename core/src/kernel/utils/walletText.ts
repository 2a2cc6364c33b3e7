import { PorticoError } from '../errors/PorticoError.js'

export interface SanitizeWalletTextOptions {
  /**
   * Most code points the text may have once neutralized; longer text is refused, never cut
   * (a cut name could pass for another wallet's).
   */
  maxLength: number
}

/** Why wallet-supplied text was refused. */
export type WalletTextProblem = 'not-text' | 'blank' | 'too-long'

/** The outcome of {@link sanitizeWalletText}. */
export type SanitizedWalletText =
  | {
      ok: true
      /** The neutralized text: NFC, no invisible or direction-changing character, single spaces, trimmed. */
      text: string
      /** How many invisible, control or stray characters were removed or replaced with a space. */
      removed: number
    }
  | { ok: false; problem: WalletTextProblem; reason: string }

/**
 * Controls that break a line (tab, line feed, ..., next line, the line and paragraph separators):
 * each becomes a space, so words they separated stay apart.
 */
const LINE_BREAKS = /[\t-\r\u0085\p{Zl}\p{Zp}]/gu

/**
 * Everything that draws nothing, changes direction or is not text, except variation selectors
 * (handled below): control characters, format characters (bidi embeddings, overrides and isolates,
 * marks, zero-width spaces and joiners, word joiner, invisible operators, BOM, soft hyphen, tags,
 * interlinear annotation, ...), lone surrogates, the other default-ignorable code points (Hangul
 * fillers, combining grapheme joiner, Khmer inherent vowels, ...), the braille blank and the musical
 * null notehead, which draw as empty space.
 */
const INVISIBLE =
  /(?!\p{Variation_Selector})[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu

/** A variation selector right after another: only the first of a run may change a glyph. */
const STACKED_SELECTOR = /(?<=\p{Variation_Selector})\p{Variation_Selector}+/gu
/** A variation selector with nothing before it that it could select a form of. */
const LONE_SELECTOR = /(?<![\p{L}\p{M}\p{N}\p{P}\p{S}])\p{Variation_Selector}/gu

const SPACES = /\p{Zs}+/gu
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

/**
 * How many UTF-16 units per allowed code point the raw text may have. Longer raw text is refused
 * before any work, so a hostile megabyte costs nothing; a name with a combining mark and a
 * variation selector on every letter is far below this.
 */
export const RAW_UNITS_PER_CODE_POINT = 16

function codePointCount(text: string): number {
  let count = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) index++
    }
    count++
  }
  return count
}

function neutralize(raw: string): { text: string; removed: number } {
  let removed = 0
  const toSpace = (): string => {
    removed++
    return ' '
  }
  const drop = (match: string): string => {
    // A run of stacked selectors is one match of several code points.
    removed += codePointCount(match)
    return ''
  }
  let text = raw.replace(LINE_BREAKS, toSpace).replace(INVISIBLE, drop).normalize('NFC')
  text = text.replace(STACKED_SELECTOR, drop).replace(LONE_SELECTOR, drop)
  text = text.replace(SPACES, ' ')
  if (text.startsWith(' ')) text = text.slice(1)
  if (text.endsWith(' ')) text = text.slice(0, -1)
  return { text: text.normalize('NFC'), removed }
}

/** True when neutralized text has nothing that draws a glyph of its own (only spaces and combining marks). */
function blankAfterNeutralizing(text: string): boolean {
  return !VISIBLE.test(text)
}

/**
 * True for text that would look blank on screen: empty, or only spaces, invisible or format
 * characters, fillers (Hangul fillers, the braille blank) and combining marks. Text is neutralized
 * as {@link sanitizeWalletText} does before it is judged.
 */
export function isBlankLooking(text: string): boolean {
  if (typeof text !== 'string') return true
  return blankAfterNeutralizing(neutralize(text).text)
}

/**
 * Neutralizes text a wallet supplied (a name, a label) before anyone sees it: removes every
 * invisible or direction-changing character (Unicode control and format characters, lone
 * surrogates and the other default-ignorable code points, the braille blank), keeps a variation
 * selector only right after a character it can apply to (one, never a run that could hide data),
 * turns line breaks and tabs into spaces, collapses runs of spaces (any Zs) into one, trims, and
 * NFC-normalizes. Then refuses text that is blank-looking ({@link isBlankLooking}) or longer than
 * `maxLength` code points. Idempotent: the text of an accepted result comes back unchanged.
 * Plain printable ASCII without doubled or surrounding spaces is returned as it is.
 * Never throws on hostile text; raw text over 16 UTF-16 units per allowed code point is refused
 * as too long unread.
 * @throws PorticoError code 'INVALID_ARGUMENT' when `maxLength` is not a whole number of at least 1.
 */
export function sanitizeWalletText(text: string, options: SanitizeWalletTextOptions): SanitizedWalletText {
  const { maxLength } = options
  if (!Number.isSafeInteger(maxLength) || maxLength < 1) {
    throw new PorticoError('Invalid wallet text limit', {
      code: 'INVALID_ARGUMENT',
      category: 'VALIDATION_ERROR',
      details: 'maxLength must be a whole number of at least 1',
    })
  }
  if (typeof text !== 'string') return { ok: false, problem: 'not-text', reason: `not text but ${typeof text}` }
  if (text.length > maxLength * RAW_UNITS_PER_CODE_POINT) {
    return { ok: false, problem: 'too-long', reason: `${text.length} UTF-16 units, far over ${maxLength} characters` }
  }
  const neutral = neutralize(text)
  if (blankAfterNeutralizing(neutral.text)) {
    return { ok: false, problem: 'blank', reason: 'blank-looking (nothing visible once invisible characters are removed)' }
  }
  const length = codePointCount(neutral.text)
  if (length > maxLength) return { ok: false, problem: 'too-long', reason: `${length} characters, over ${maxLength}` }
  return { ok: true, text: neutral.text, removed: neutral.removed }
}
