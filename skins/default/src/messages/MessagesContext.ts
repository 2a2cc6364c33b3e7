import { createContext } from 'react'
import { en, type Messages } from './en.js'

/** The message catalogue the skin's views read; English unless a provider says otherwise. */
export const MessagesContext = createContext<Messages>(en)
MessagesContext.displayName = 'PorticoMessagesContext'
