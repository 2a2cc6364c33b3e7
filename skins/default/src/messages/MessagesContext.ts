import { createContext } from 'react'
import type { Locale } from './catalogues.js'
import { en, type Messages } from './en.js'

/** The locale and message catalogue the skin's views read. */
export interface MessagesContextValue {
  locale: Locale
  messages: Messages
}

/** English unless `<PorticoModal locale>` says otherwise. */
export const MessagesContext = createContext<MessagesContextValue>({ locale: 'en', messages: en })
MessagesContext.displayName = 'PorticoMessagesContext'
