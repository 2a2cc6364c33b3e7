import type { ReactNode } from 'react'
import { formatFiat, useAccount, useTokenBalances, type TokenBalance } from '@portico/react'
import { accountData } from '../../styled-system/recipes/index.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { displayText } from '../utils/displayText.js'
import { IsolatedText } from './IsolatedText.js'
import { TokenAmount } from './TokenAmount.js'

/** A token's picture: its icon when it has a safe one, else its symbol's first letter. */
function TokenIcon(props: { token: TokenBalance; className: string }): ReactNode {
  const { token } = props
  const [letter = '?'] = Array.from(displayText(token.symbol))
  return (
    <span className={props.className} aria-hidden="true" data-scope="modal" data-part="token-icon">
      {token.iconUrl ? <img src={token.iconUrl} alt="" loading="lazy" /> : letter.toUpperCase()}
    </span>
  )
}

/**
 * The Tokens tab: every token worth showing with its icon, quantity (3 decimals) and value (2), and
 * the total; a loading, an empty, an unavailable and an unsupported-network state in the skin's
 * words. The figures are core's (one fiat rule: "$0.00" on a testnet); the panel only shows them.
 * Anatomy: `data-scope="modal"`, `data-part="tokens|tokens-total|token-list|token|tokens-state"`.
 */
export function TokensPanel(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const styles = accountData()
  const { balances, totalValue, isLoading, error } = useTokenBalances()
  const { isUnsupportedNetwork } = useAccount()

  let state: { kind: string; text: string } | undefined
  if (isUnsupportedNetwork) state = { kind: 'unsupported', text: messages.tokens.unsupportedNetwork }
  else if (error) state = { kind: 'error', text: messages.tokens.unavailable }
  else if (balances.length === 0) state = isLoading ? { kind: 'loading', text: messages.tokens.loading } : { kind: 'empty', text: messages.tokens.empty }

  return (
    <div className={styles.root} data-scope="modal" data-part="tokens" aria-busy={isLoading}>
      {totalValue !== undefined && !error && (
        <p className={styles.summary} data-scope="modal" data-part="tokens-total">
          <span>{messages.tokens.total}</span>
          <span className={styles.amount} data-scope="modal" data-part="amount">{formatFiat(totalValue, 'usd', locale)}</span>
        </p>
      )}
      {state ? (
        <p className={styles.state} role={state.kind === 'error' ? 'alert' : undefined} data-scope="modal" data-part="tokens-state" data-state={state.kind}>
          {state.text}
        </p>
      ) : (
        <ul className={styles.list} aria-label={messages.tokens.listLabel} data-scope="modal" data-part="token-list">
          {balances.map((token) => {
            const value = token.value === undefined ? undefined : formatFiat(token.value, 'usd', locale)
            return (
              <li key={`${token.chainId}:${token.address ?? 'native'}`} className={styles.row} data-scope="modal" data-part="token" data-symbol={displayText(token.symbol)}>
                <TokenIcon token={token} className={styles.icon} />
                <span className={styles.main} data-scope="modal" data-part="main">
                  <IsolatedText className={styles.title} part="title" text={token.name} />
                  <IsolatedText className={styles.subtitle} part="subtitle" text={token.symbol} />
                </span>
                <span className={styles.end} data-scope="modal" data-part="end">
                  <TokenAmount className={styles.amount} quantity={token.quantity.numeric} symbol={token.symbol} locale={locale} />
                  <span className={styles.muted} data-scope="modal" data-part="detail">{value ?? messages.tokens.noValue}</span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
