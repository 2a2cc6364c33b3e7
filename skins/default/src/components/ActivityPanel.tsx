import type { ReactNode } from 'react'
import { formatBalance, formatFiat, truncateAddress, useActivity, type ActivityItem } from '@portico/react'
import { accountData, button } from '../../styled-system/recipes/index.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'

/** The date and time an item was mined, in the locale's short form. */
function minedText(minedAt: string | undefined, locale: string): string | undefined {
  if (!minedAt) return undefined
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(minedAt))
}

function ActivityRow(props: { item: ActivityItem }): ReactNode {
  const { item } = props
  const messages = useMessages()
  const locale = useLocale()
  const styles = accountData()
  const [first] = item.transfers
  const direction = first?.direction ?? (item.operationType === 'receive' ? 'in' : 'out')
  const title = messages.activity.operation(item.operationType.toLowerCase())
  const party = item.counterparty ? truncateAddress(item.counterparty) : undefined
  const subtitle = [party ? (direction === 'in' ? messages.activity.from(party) : messages.activity.to(party)) : undefined, minedText(item.minedAt, locale)]
    .filter(Boolean)
    .join(' · ')
  const status = item.status === 'failed' ? messages.activity.failedStatus : item.status === 'pending' ? messages.activity.pendingStatus : undefined
  const amounts = item.transfers.map((transfer) => `${transfer.prefix}${formatBalance(transfer.amount, transfer.symbol, locale)}`)
  // The explorer link is named after what the row shows, so each row's link is told apart by ear.
  const linkLabel = messages.activity.explorerLabel({
    operation: title,
    status,
    amounts: amounts.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(amounts) : undefined,
    party: party ? (direction === 'in' ? messages.activity.from(party) : messages.activity.to(party)) : undefined,
    time: minedText(item.minedAt, locale),
  })
  return (
    <li className={styles.row} data-scope="modal" data-part="activity-item" data-value={item.hash ?? item.id} data-direction={direction} data-status={item.status}>
      <span className={styles.icon} aria-hidden="true" data-scope="modal" data-part="icon">
        {direction === 'in' ? '↓' : direction === 'out' ? '↑' : '↔'}
      </span>
      <span className={styles.main} data-scope="modal" data-part="main">
        <span className={styles.title} data-scope="modal" data-part="title">
          {title}
          {status ? ` · ${status}` : ''}
        </span>
        <span className={styles.subtitle} data-scope="modal" data-part="subtitle">{subtitle}</span>
        {item.explorerUrl && (
          <a
            className={styles.link}
            href={item.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={linkLabel}
            data-scope="modal"
            data-part="activity-explorer"
          >
            {messages.activity.explorer}
          </a>
        )}
      </span>
      <span className={styles.end} data-scope="modal" data-part="end">
        {amounts.map((amount, index) => (
          <span key={index} className={index === 0 ? styles.amount : styles.muted} data-scope="modal" data-part="activity-amount">
            {amount}
          </span>
        ))}
        {first?.value !== undefined && <span className={styles.muted} data-scope="modal" data-part="detail">{formatFiat(first.value, 'usd', locale)}</span>}
      </span>
    </li>
  )
}

/**
 * The Activity tab: the account's transactions on its network, paged ('Load more'), each with its
 * direction, amounts, counterparty, time and explorer link; loading, empty and failed states in
 * the skin's words. Anatomy: `data-scope="modal"`, `data-part="activity|activity-list|activity-item|activity-state|activity-more"`.
 */
export function ActivityPanel(): ReactNode {
  const messages = useMessages()
  const styles = accountData()
  const { items, hasNextPage, isLoading, error, fetchNextPage, refetch } = useActivity()

  let state: { kind: string; text: string } | undefined
  if (error) state = { kind: 'error', text: messages.activity.failed }
  else if (items.length === 0) state = isLoading ? { kind: 'loading', text: messages.activity.loading } : { kind: 'empty', text: messages.activity.empty }

  return (
    <div className={styles.root} data-scope="modal" data-part="activity" aria-busy={isLoading}>
      {state ? (
        <>
          <p className={styles.state} role={state.kind === 'error' ? 'alert' : undefined} data-scope="modal" data-part="activity-state" data-state={state.kind}>
            {state.text}
          </p>
          {state.kind === 'error' && (
            <button type="button" className={`${button({ variant: 'secondary' })} ${styles.more}`} onClick={() => void refetch()} data-scope="modal" data-part="activity-retry">
              {messages.activity.retry}
            </button>
          )}
        </>
      ) : (
        <ul className={styles.list} aria-label={messages.activity.listLabel} data-scope="modal" data-part="activity-list">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {hasNextPage && !error && (
        <button
          type="button"
          className={`${button({ variant: 'secondary' })} ${styles.more}`}
          disabled={isLoading}
          onClick={() => void fetchNextPage()}
          data-scope="modal"
          data-part="activity-more"
        >
          {isLoading ? messages.activity.loadingMore : messages.activity.loadMore}
        </button>
      )}
    </div>
  )
}
