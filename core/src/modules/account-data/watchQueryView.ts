import type { PorticoClient } from '../../kernel/client/porticoClient.js'
import type { QueryDefinition, QueryEntry } from '../../kernel/query/createQueryCache.js'
import { shallowEqual } from '../../kernel/store/createStore.js'
import { watchSelector } from '../../kernel/store/watchSelector.js'

/**
 * Calls `onChange(get())` when the query a view reads (its key and its cache entry) changes: a
 * view built from an entry (filtered lists, say) is rebuilt only then, never on unrelated changes.
 */
export function watchQueryView<T>(
  client: PorticoClient,
  query: () => Pick<QueryDefinition<unknown>, 'key'> | readonly Pick<QueryDefinition<unknown>, 'key'>[] | undefined,
  get: () => T,
  onChange: (next: T, previous: T) => void,
): () => void {
  const source = (): (string | QueryEntry | undefined)[] => {
    const found = query()
    const definitions = found === undefined ? [] : Array.isArray(found) ? found : [found as Pick<QueryDefinition<unknown>, 'key'>]
    return definitions.flatMap((definition) => [JSON.stringify(definition.key), client.queries.get(definition.key)])
  }
  let previous = get()
  return watchSelector(
    [client.controllers.connection, client.controllers.chains, client.queries],
    source,
    () => {
      const next = get()
      const last = previous
      previous = next
      onChange(next, last)
    },
    shallowEqual,
  )
}
