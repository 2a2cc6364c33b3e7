import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * Checks, over texts drawn from `alphabet`, that `decode` accepts exactly what `reference.decode`
 * accepts, with the same bytes, and refuses the rest with a PorticoError of `code`.
 */
export function expectDecodesLike(
  decode: (text: string) => Uint8Array,
  reference: { decode(text: string): Uint8Array },
  alphabet: readonly string[],
  code: string,
  maxLength: number,
): void {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength }), (text) => {
      let expected: Uint8Array | undefined
      try {
        expected = reference.decode(text)
      } catch {
        expected = undefined
      }
      if (expected === undefined) expect(() => decode(text)).toThrow(expect.objectContaining({ code }))
      else expect([...decode(text)]).toEqual([...expected])
    }),
    { numRuns: 2000 },
  )
}
