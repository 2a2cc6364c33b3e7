import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useConnectors, useWalletCatalogue, useWallets, type WalletListing } from '@portico/react'
import { css, cx } from '../../styled-system/css/index.js'
import { button, list } from '../../styled-system/recipes/index.js'
import { CatalogueWalletButton } from '../components/CatalogueWalletButton.js'
import { SearchField } from '../components/SearchField.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { formatPlural } from '../messages/pluralForms.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { searchWallets } from '../utils/searchWallets.js'

/** Height of one row: the item's 56px and the list's 8px gap. */
const ROW_HEIGHT = 64
/** Rows rendered beyond the visible ones, so Tab and the arrows always find the next row. */
const OVERSCAN = 8
/** The next page loads when the last rendered row is this close to the end. */
const PRELOAD_ROWS = 10

type Row =
  | { kind: 'connector'; key: string; item: ReturnType<typeof useWallets>['wallets'][number] }
  | { kind: 'catalogue'; key: string; wallet: WalletListing }
  | { kind: 'more'; key: 'more' }

/**
 * The AllWallets list: a search field, then one virtualized list (only the rows in view are in
 * the page, so a thousand wallets scroll smoothly): the page's own wallets, installed first, then
 * the catalogue, page by page as the visitor scrolls. Arrow keys, Home and End move between rows.
 * Anatomy: `all-wallets` (`data-state="loading|error|results|empty"`), `search`, `result-count`,
 * `wallet-scroll`, `wallet-list`, `wallet-row` (`data-kind="connector|catalogue|more"`).
 */
export function AllWalletsList(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const styles = list()
  const [search, setSearch] = useState('')
  const { wallets } = useWallets()
  const { getConnectorItemProps, getConnectorStatus } = useConnectors()
  const catalogue = useWalletCatalogue({ mode: 'all', search })
  const idPrefix = useId()

  const rows = useMemo((): Row[] => {
    const own = searchWallets(
      wallets.filter((item) => item.connector.type !== 'WALLET_CONNECT'),
      catalogue.search,
    )
    const installedFirst = [...own.filter((item) => item.isInstalled), ...own.filter((item) => !item.isInstalled)]
    return [
      ...installedFirst.map((item): Row => ({ kind: 'connector', key: `c:${item.connector.chain}:${item.connector.id}`, item })),
      ...catalogue.wallets.map((wallet): Row => ({ kind: 'catalogue', key: `w:${wallet.id}`, wallet })),
      ...(catalogue.hasNextPage ? [{ kind: 'more', key: 'more' } as const] : []),
    ]
  }, [wallets, catalogue.wallets, catalogue.search, catalogue.hasNextPage])

  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.key ?? index,
    initialRect: { width: 360, height: 440 },
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0

  const { hasNextPage, isFetching, fetchNextPage } = catalogue
  useEffect(() => {
    if (hasNextPage && !isFetching && lastIndex >= rows.length - PRELOAD_ROWS) fetchNextPage()
  }, [lastIndex, rows.length, hasNextPage, isFetching, fetchNextPage])

  // Arrow keys, Home and End move the focus between rows, scrolling the one it lands on into view.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'))
    if (Number.isNaN(from)) return
    // The last row with a button (the loading row at the end has none).
    const last = rows.at(-1)?.kind === 'more' ? rows.length - 2 : rows.length - 1
    const to = event.key === 'ArrowDown' ? Math.min(last, from + 1) : event.key === 'ArrowUp' ? Math.max(0, from - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : undefined
    if (to === undefined) return
    event.preventDefault()
    virtualizer.scrollToIndex(to, { align: 'auto' })
    const focus = (attempt: number) => {
      const target = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${to}"] button`)
      if (target) target.focus()
      else if (attempt < 30) requestAnimationFrame(() => focus(attempt + 1))
    }
    requestAnimationFrame(() => focus(0))
  }

  const searching = catalogue.search !== ''
  const state = catalogue.status === 'pending' && rows.length === 0 ? 'loading' : catalogue.status === 'error' && catalogue.wallets.length === 0 ? 'error' : rows.length > 0 ? 'results' : 'empty'
  const shownCount = searching || !hasNextPage ? rows.length : Math.max(rows.length, catalogue.count)

  return (
    <div data-scope="modal" data-part="all-wallets" data-state={state}>
      <SearchField
        label={messages.registry.searchLabel}
        placeholder={messages.registry.searchPlaceholder}
        value={search}
        onChange={setSearch}
        resultText={catalogue.isSearching ? messages.registry.searching : formatPlural(locale, messages.registry.count, shownCount)}
      />
      {state === 'error' && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'center', paddingY: '3', textAlign: 'center', color: 'textMuted', fontSize: 'sm' })} data-scope="modal" data-part="catalogue-error">
          <p className={css({ margin: '0' })}>{messages.registry.unavailable}</p>
          <button type="button" className={button({ variant: 'secondary' })} onClick={catalogue.retry}>
            {messages.registry.retry}
          </button>
        </div>
      )}
      {state === 'loading' && (
        <p className={styles.empty} data-scope="modal" data-part="catalogue-loading">
          {messages.registry.loading}
        </p>
      )}
      {state === 'empty' && (
        <p className={styles.empty} data-scope="modal" data-part="empty">
          {searching ? messages.registry.noResults(catalogue.search) : messages.connect.empty}
        </p>
      )}
      <div
        ref={scrollRef}
        className={css({ marginTop: '3', height: 'min(440px, 60vh)', overflowY: 'auto', overscrollBehavior: 'contain', marginX: '-1', paddingX: '1' })}
        data-scope="modal"
        data-part="wallet-scroll"
        hidden={rows.length === 0}
      >
        <ul
          className={cx(styles.root, css({ position: 'relative', display: 'block' }))}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={messages.registry.allWalletsLabel}
          onKeyDown={onKeyDown}
          data-scope="modal"
          data-part="wallet-list"
        >
          {items.map((virtual) => {
            const row = rows[virtual.index]
            if (!row) return null
            const style = { position: 'absolute' as const, top: 0, left: 0, right: 0, height: ROW_HEIGHT - 8, transform: `translateY(${virtual.start}px)` }
            const common = { 'data-index': virtual.index, 'aria-setsize': catalogue.hasNextPage ? -1 : rows.length, 'aria-posinset': virtual.index + 1, style, 'data-scope': 'modal', 'data-part': 'wallet-row', 'data-kind': row.kind }
            if (row.kind === 'more') {
              return (
                <li key={row.key} {...common} className={css({ display: 'grid', placeItems: 'center', color: 'textMuted', fontSize: 'sm' })}>
                  {messages.registry.loadingMore}
                </li>
              )
            }
            if (row.kind === 'catalogue') {
              return (
                <li key={row.key} {...common} data-value={row.wallet.id}>
                  <CatalogueWalletButton wallet={row.wallet} itemProps={catalogue.getWalletItemProps(row.wallet, { label: messages.registry.connectWith(row.wallet.name) })} />
                </li>
              )
            }
            const { connector } = row.item
            const status = getConnectorStatus(connector.id, connector.chain)
            const badge = connector.conflict ? messages.connect.conflict : status === 'connected' ? messages.connect.connected : row.item.isRecent ? messages.connect.recent : row.item.isInstalled ? messages.connect.installed : undefined
            const badgeId = `${idPrefix}-${virtual.index}`
            return (
              <li key={row.key} {...common} className={styles.row} data-value={connector.id}>
                <button type="button" className={styles.item} {...getConnectorItemProps(connector, { label: messages.connect.connectWith(connector.name) })} aria-describedby={badge ? badgeId : undefined}>
                  <WalletIcon name={connector.name} src={connector.imageUrl} />
                  <span className={styles.label}>{connector.name}</span>
                </button>
                {badge && (
                  <span id={badgeId} className={cx(styles.badge, styles.rowBadge)} data-scope="modal" data-part="badge">
                    {badge}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
