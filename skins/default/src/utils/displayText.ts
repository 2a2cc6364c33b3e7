/**
 * The characters that move or re-embed text for the bidirectional algorithm: the Arabic letter
 * mark (U+061C), the left-to-right and right-to-left marks (U+200E, U+200F), the embeddings and
 * overrides with their pop (U+202A–U+202E) and the isolates with theirs (U+2066–U+2069).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/**
 * Text from a wallet or an outside service (a token's name or symbol, an account name, an
 * address) as the skin shows it: without bidirectional control characters.
 *
 * Isolation (`<bdi>`, `unicode-bidi: isolate`) keeps such text from reordering what is around it,
 * but an override inside the text still reorders the text itself: `'\u202Egnp.exe'` reads as
 * "exe.png". Genuine right-to-left names need none of these characters (the bidirectional
 * algorithm orders Arabic and Hebrew letters by itself, and `dir="auto"` takes the direction from
 * the first strong letter), so they are removed rather than escaped: what is left is the text in
 * the order it was written, and a visible escape would be noise in a name a visitor reads. Marks are
 * removed too, because under `dir="auto"` a leading right-to-left mark turns a Latin name's words
 * around ("Tether USDC" shown as "USDC Tether").
 */
export function displayText(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}
