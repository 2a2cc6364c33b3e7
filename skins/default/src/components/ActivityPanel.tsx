import type { ReactNode } from 'react'
import { useActivity } from '@portico/react'
import { accountData, button } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { ActivityRow } from './ActivityRow.js'

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
