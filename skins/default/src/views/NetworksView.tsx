import { useState, type ReactNode } from 'react'
import { useNetworks } from '@portico/react'
import { list } from '../../styled-system/recipes/index.js'
import { NetworkList } from '../components/NetworkList.js'
import { SearchField } from '../components/SearchField.js'
import { formatPlural } from '../messages/pluralForms.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The Networks view: the site's networks with a search field; picking one switches to it. Networks
 * the connected wallet did not approve are shown disabled (SPEC.md section 5). Anatomy: `networks`
 * (`data-state="results|empty"`), `search`, `result-count`, `empty`, then the network list's parts.
 */
export function NetworksView(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { search } = useNetworks()
  const [query, setQuery] = useState('')
  const results = search(query)

  return (
    <div data-scope="modal" data-part="networks" data-state={results.length > 0 ? 'results' : 'empty'}>
      {/* Screen readers hear how many networks the search leaves. */}
      <SearchField
        label={messages.networks.searchLabel}
        placeholder={messages.networks.searchPlaceholder}
        value={query}
        onChange={setQuery}
        resultText={formatPlural(locale, messages.networks.count, results.length)}
      />
      {results.length > 0 ? (
        <NetworkList networks={results} label={messages.networks.listLabel} />
      ) : (
        <p className={list().empty} data-scope="modal" data-part="empty">
          {messages.networks.empty}
        </p>
      )}
    </div>
  )
}

