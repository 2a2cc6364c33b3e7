import type { ReactNode } from 'react'
import { formatBalance, formatFiat, type ActivityItem } from '@portico/react'
import { accountData, activityRow } from '../../styled-system/recipes/index.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { counterpartyAddress } from '../utils/counterpartyAddress.js'
import { displayText } from '../utils/displayText.js'
import { TokenAmount } from './TokenAmount.js'

/** The date and time an item was mined, in the locale's short form. */
function minedText(minedAt: string | undefined, locale: string): string | undefined {
  if (!minedAt) return undefined
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(minedAt))
}

/**
 * One transaction of the Activity tab: its direction, operation and status, the counterparty
 * (8 + 8 characters, whole in the tooltip: enough to tell a poisoner's look-alike from the genuine
 * address), the time, the explorer link, and the amounts with their symbols isolated. A transfer
 * of nothing (`item.isZeroValue`, the bait of address poisoning) and a counterparty that imitates
 * an address the visitor knows (`item.lookAlikeOf`) are marked in words, seen and heard.
 * Anatomy: `data-part="activity-item"` with `data-direction`, `data-status` and `data-warning`
 * (the row's warnings, space-separated: `zero-value`, `look-alike`; match with `~=`), each warning
 * a line of `activity-warning` (`span[data-value]`); its parts `icon|main|title|subtitle|activity-party|activity-time|activity-warning|
 * activity-explorer|end|activity-amounts|activity-amount|symbol|detail` (party and time inside the subtitle).
 */
export function ActivityRow(props: { item: ActivityItem }): ReactNode {
  const { item } = props
  const messages = useMessages()
  const locale = useLocale()
  const data = accountData()
  const styles = activityRow()
  const [first] = item.transfers
  const direction = first?.direction ?? (item.operationType === 'receive' ? 'in' : 'out')
  const title = messages.activity.operation(item.operationType.toLowerCase())
  const partyOf = (address: string) => (direction === 'in' ? messages.activity.from(address) : messages.activity.to(address))
  const party = item.counterparty ? partyOf(counterpartyAddress(item.counterparty)) : undefined
  const time = minedText(item.minedAt, locale)
  const status = item.status === 'failed' ? messages.activity.failedStatus : item.status === 'pending' ? messages.activity.pendingStatus : undefined
  const warnings = [
    ...(item.isZeroValue ? [{ kind: 'zero-value', text: messages.activity.zeroValue }] : []),
    ...(item.lookAlikeOf !== undefined ? [{ kind: 'look-alike', text: messages.activity.lookAlike }] : []),
  ]
  const warning = warnings.length > 0 ? warnings.map((entry) => entry.text).join('. ') : undefined
  const amounts = item.transfers.map((transfer) => `${transfer.prefix}${formatBalance(transfer.amount, displayText(transfer.symbol), locale)}`)
  // The explorer link is named after what the row shows, so each row's link is told apart by ear.
  const linkLabel = messages.activity.explorerLabel({
    warning,
    operation: title,
    status,
    amounts: amounts.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(amounts) : undefined,
    party,
    time,
  })
  return (
    <li
      className={styles.row}
      data-scope="modal"
      data-part="activity-item"
      data-value={item.hash ?? item.id}
      data-direction={direction}
      data-status={item.status}
      data-warning={warnings.length > 0 ? warnings.map((entry) => entry.kind).join(' ') : undefined}
    >
      <span className={`${data.icon} ${styles.icon}`} aria-hidden="true" data-scope="modal" data-part="icon">
        {direction === 'in' ? '↓' : direction === 'out' ? '↑' : '↔'}
      </span>
      <span className={styles.wrapper} data-scope="modal" data-part="main">
        <span className={styles.title} data-scope="modal" data-part="title">
          {title}
          {status ? ` · ${status}` : ''}
        </span>
        <span className={styles.wrapper} data-scope="modal" data-part="subtitle">
          {party && (
            <span className={styles.party} title={partyOf(displayText(item.counterparty))} data-scope="modal" data-part="activity-party">
              {party}
            </span>
          )}
          {time && <span className={styles.time} data-scope="modal" data-part="activity-time">{time}</span>}
        </span>
        {warnings.length > 0 && (
          <span className={styles.warning} data-scope="modal" data-part="activity-warning">
            {warnings.map((entry) => (
              <span key={entry.kind} data-value={entry.kind}>
                {entry.text}
              </span>
            ))}
          </span>
        )}
        {item.explorerUrl && (
          <a
            className={`${data.link} ${styles.link}`}
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
      <span className={styles.wrapper} data-scope="modal" data-part="end">
        <span className={styles.amounts} data-scope="modal" data-part="activity-amounts">
          {item.transfers.map((transfer, index) => (
            <TokenAmount
              key={index}
              className={index === 0 ? data.amount : data.muted}
              quantity={transfer.amount}
              symbol={transfer.symbol}
              prefix={transfer.prefix}
              locale={locale}
              part="activity-amount"
            />
          ))}
        </span>
        {first?.value !== undefined && (
          <span className={`${data.muted} ${styles.value}`} data-scope="modal" data-part="detail">
            {formatFiat(first.value, 'usd', locale)}
          </span>
        )}
      </span>
    </li>
  )
}
