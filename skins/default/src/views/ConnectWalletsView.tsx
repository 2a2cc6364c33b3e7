import { useState, type ReactNode } from 'react'
import { useWallets } from '@portico/react'
import { SearchField } from '../components/SearchField.js'
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
  const { wallets } = useWallets()
  const [query, setQuery] = useState('')
  const results = searchWallets(wallets, query)

  return (
    <div data-scope="modal" data-part="connect-wallets" data-state={results.length > 0 ? 'results' : 'empty'}>
      <SearchField
        label={messages.connectWallets.searchLabel}
        placeholder={messages.connectWallets.searchPlaceholder}
        value={query}
        onChange={setQuery}
        resultText={formatPlural(locale, messages.connectWallets.count, results.length)}
      />
      <WalletList wallets={results} emptyText={messages.connectWallets.empty} />
    </div>
  )
}
