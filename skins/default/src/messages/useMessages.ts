import { useContext } from 'react'
import type { Messages } from './en.js'
import { MessagesContext } from './MessagesContext.js'

/** The message catalogue of the nearest skin (English by default). */
export function useMessages(): Messages {
  return useContext(MessagesContext).messages
}
