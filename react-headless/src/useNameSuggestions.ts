import { useEffect } from 'react'
import { fetchNameSuggestions, getNameSuggestions, watchNameSuggestions, type GetNameSuggestionsReturnType } from '@portico/core'
import { useWatch } from './internal/useWatch.js'
import { usePorticoClient } from './usePorticoClient.js'

/** Parameters of {@link useNameSuggestions}. */
export interface UseNameSuggestionsParams {
  /** Wait this long after the last keystroke before asking. @default 300 */
  debounceMs?: number
  /** @default true */
  enabled?: boolean
}

/**
 * The name service's suggestions for what the visitor is typing (5 min cache): asked once the text
 * is a valid name and the visitor paused typing; each name keeps its own answer, so an answer that
 * arrives late for an older text never shows for the newer one.
 *
 * @example
 * const { suggestions } = useNameSuggestions(name)
 */
export function useNameSuggestions(name: string, params: UseNameSuggestionsParams = {}): GetNameSuggestionsReturnType {
  const client = usePorticoClient()
  const { debounceMs = 300, enabled = true } = params
  const value = useWatch(
    () => getNameSuggestions(client, { name }),
    (onChange) => watchNameSuggestions(client, onChange, { name }),
    [client, name],
  )
  const asked = value.name
  useEffect(() => {
    if (!enabled || !asked) return undefined
    const timer = setTimeout(() => void fetchNameSuggestions(client, { name: asked }), debounceMs)
    return () => clearTimeout(timer)
  }, [client, asked, enabled, debounceMs])
  return value
}
