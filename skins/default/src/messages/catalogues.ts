import { de } from './de.js'
import { en, type Messages } from './en.js'

/** The complete catalogues of the default skin, by locale. */
export const catalogues = { en, de } as const satisfies Record<string, Messages>

/** A locale the default skin speaks. */
export type Locale = keyof typeof catalogues
