import { useId, useState, type ReactNode } from 'react'
import { useNetworks } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { field, list } from '../../styled-system/recipes/index.js'
import { NetworkList } from '../components/NetworkList.js'
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
  const searchId = useId()
  const results = search(query)

  return (
    <div data-scope="modal" data-part="networks" data-state={results.length > 0 ? 'results' : 'empty'}>
      <label htmlFor={searchId} className={css({ srOnly: true })}>
        {messages.networks.searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        className={field()}
        placeholder={messages.networks.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        data-scope="modal"
        data-part="search"
      />
      {/* Screen readers hear how many networks the search leaves. */}
      <p className={css({ srOnly: true })} role="status" data-scope="modal" data-part="result-count">
        {formatPlural(locale, messages.networks.count, results.length)}
      </p>
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

