import { useId, useState, type ReactNode } from 'react'
import { useWalletList } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { field } from '../../styled-system/recipes/index.js'
import { WalletList } from '../components/WalletList.js'
import { formatPlural } from '../messages/pluralForms.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { searchWallets } from '../utils/searchWallets.js'

/**
 * The ConnectWallets view: every wallet in the recommended order, with a search field. Reached
 * from Connect's "All wallets" entry. Anatomy: `connect-wallets` (with `data-state="results|empty"`),
 * `search`, `result-count`, then the wallet list's parts.
 */
export function ConnectWalletsView(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { wallets } = useWalletList()
  const [query, setQuery] = useState('')
  const searchId = useId()
  const results = searchWallets(wallets, query)

  return (
    <div data-scope="modal" data-part="connect-wallets" data-state={results.length > 0 ? 'results' : 'empty'}>
      <label htmlFor={searchId} className={css({ srOnly: true })}>
        {messages.connectWallets.searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        className={field()}
        placeholder={messages.connectWallets.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        data-scope="modal"
        data-part="search"
      />
      <p className={css({ srOnly: true })} role="status" data-scope="modal" data-part="result-count">
        {formatPlural(locale, messages.connectWallets.count, results.length)}
      </p>
      <WalletList wallets={results} emptyText={messages.connectWallets.empty} />
    </div>
  )
}
