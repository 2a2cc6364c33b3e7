import { useContext } from 'react'
import type { Locale } from './catalogues.js'
import { MessagesContext } from './MessagesContext.js'

/** The locale of the nearest skin ('en' by default), for `Intl` formatting. */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale
}
