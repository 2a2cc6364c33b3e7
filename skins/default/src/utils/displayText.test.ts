import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayText } from './displayText.js'

/** Each control named by its code point, written out here rather than read from the source. */
const CONTROLS = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) => String.fromCodePoint(code))
/** Text a token name might hold: Latin, Hebrew, Arabic, digits, punctuation, an emoji, and the controls. */
const pieces = fc.constantFrom('a', 'Z', '.', ' ', '-', '7', 'א', 'ש', 'ع', 'ب', '🦊', '\u200B', ...CONTROLS)
const names = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''))

describe('displayText', () => {
  it('leaves no bidirectional control in any text, and keeps everything else in its order', () => {
    fc.assert(
      fc.property(names, (name) => {
        const shown = displayText(name)
        expect(CONTROLS.some((control) => shown.includes(control))).toBe(false)
        expect(shown).toBe([...name].filter((char) => !CONTROLS.includes(char)).join(''))
        expect(displayText(shown)).toBe(shown)
      }),
    )
  })

  it('shows an overridden file name in the order it was written: "gnp.exe", never "exe.png"', () => {
    expect(displayText('\u202Egnp.exe')).toBe('gnp.exe')
    expect(displayText('photo\u2067gnp.exe\u2069')).toBe('photognp.exe')
  })

  it('keeps right-to-left names whole', () => {
    expect(displayText('שקל דיגיטלי')).toBe('שקל דיגיטלי')
    expect(displayText('عملة')).toBe('عملة')
  })
})
