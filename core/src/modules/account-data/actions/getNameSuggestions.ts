import { isValidAccountName } from '../accountName.js'
import { watchQueryView } from '../watchQueryView.js'
import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { NameSuggestionsError } from '../accountDataErrors.js'
import type { QueryDefinition } from '../../../kernel/query/createQueryCache.js'
import { CACHE_LIFETIMES } from '../../../kernel/storage/cacheLifetimes.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

/** One suggested name and whether someone registered it already. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/** At most this many suggestions are kept. */
export const MAX_NAME_SUGGESTIONS = 10

export interface GetNameSuggestionsParams {
  /** What the visitor typed; suggestions are asked only for a valid name (4 to 63 letters, digits or hyphens). */
  name: string
}

export interface GetNameSuggestionsReturnType {
  /** The name the suggestions are for (trimmed), undefined when it is not a valid name. */
  name: string | undefined
  /** Registrable-looking names near it, each once, the name itself first when suggested. */
  suggestions: readonly NameSuggestion[]
  isLoading: boolean
  /** 'Error fetching name suggestions' after a failed fetch, while no newer fetch succeeded. */
  error: unknown
}

const NONE: readonly NameSuggestion[] = Object.freeze([])

const asked = (name: string) => {
  const trimmed = name.trim()
  return isValidAccountName(trimmed) ? trimmed : undefined
}

/**
 * The name service's suggestions for `name` (`GET /v1/profile/suggestions/{name}`; names, 5 min,
 * in memory only). Suggestions that break the name rule and repeats are dropped.
 */
export function nameSuggestionsQuery(client: PorticoClient, name: string): QueryDefinition<NameSuggestion[]> {
  return {
    key: ['nameSuggestions', name.toLowerCase()],
    lifetimeMs: CACHE_LIFETIMES.ENS,
    async fetch(signal) {
      try {
        const [module, http] = await Promise.all([import('../services/blockchainApi.js'), client.services.client('blockchain')])
        const answer = await module.blockchainApi.nameSuggestions(http, name, signal)
        const seen = new Set<string>()
        const kept: NameSuggestion[] = []
        for (const suggestion of answer.suggestions) {
          const key = suggestion.name.toLowerCase()
          if (!isValidAccountName(suggestion.name) || seen.has(key)) continue
          seen.add(key)
          kept.push({ name: suggestion.name, registered: suggestion.registered === true })
          if (kept.length === MAX_NAME_SUGGESTIONS) break
        }
        return kept
      } catch (error) {
        throw new NameSuggestionsError({ cause: error })
      }
    },
  }
}

/** The suggestions for a name, from the query cache (each name has its own entry: a late answer for an older name never shows for a newer one). */
export const getNameSuggestions = publicAction('getNameSuggestions', function getNameSuggestions(client: PorticoClient, params: GetNameSuggestionsParams): GetNameSuggestionsReturnType {
  const name = asked(params.name)
  const entry = name ? client.queries.get<NameSuggestion[]>(nameSuggestionsQuery(client, name).key) : undefined
  return {
    name,
    suggestions: entry?.status === 'success' ? (entry.data ?? NONE) : NONE,
    isLoading: entry?.isFetching ?? false,
    error: entry?.status === 'error' ? entry.error : undefined,
  }
})

/** Calls `onChange` whenever {@link getNameSuggestions} would return something else. */
export const watchNameSuggestions = publicAction('watchNameSuggestions', function watchNameSuggestions(
  client: PorticoClient,
  onChange: (suggestions: GetNameSuggestionsReturnType, previous: GetNameSuggestionsReturnType) => void,
  params: GetNameSuggestionsParams,
): () => void {
  return watchQueryView(client, () => {
    const name = asked(params.name)
    return name ? nameSuggestionsQuery(client, name) : undefined
  }, () => getNameSuggestions(client, params), onChange)
})

/** Fetches the suggestions for a valid name unless fresh (5 min). Without `services.blockchainApiUrl` does nothing. Never rejects. */
export const fetchNameSuggestions = publicAction('fetchNameSuggestions', async function fetchNameSuggestions(client: PorticoClient, params: GetNameSuggestionsParams): Promise<void> {
  const name = asked(params.name)
  if (name && client.services.has('blockchain')) await client.queries.fetch(nameSuggestionsQuery(client, name))
})
