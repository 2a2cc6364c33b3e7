import { useId, type ReactNode } from 'react'
import { storeLinkFor, storePlatformOf, usePorticoClient, useWalletCatalogue } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { list } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'
import { CatalogueWalletIcon } from './CatalogueWalletIcon.js'

/**
 * Help for a visitor without a wallet (Connect, when nothing is installed): what a wallet is, and
 * where to get one: the recommended wallets' store pages for the visitor's platform (App Store on
 * iOS, Google Play on Android, the extension store on a computer; only `https:` links from the
 * registry, others are refused). Without a catalogue it says where to look instead, so the
 * visitor is never at a dead end. A disclosure (`<details>`), closed at first.
 */
export function NoWalletHelp(): ReactNode {
  const messages = useMessages()
  const client = usePorticoClient()
  const headingId = useId()
  const styles = list()
  const platform = storePlatformOf(client.platform.environment)
  const { wallets, status } = useWalletCatalogue({ mode: 'recommended', limit: 4 })
  const offers = wallets.flatMap((wallet) => {
    const href = storeLinkFor(wallet, platform)
    return href ? [{ wallet, href }] : []
  })
  return (
    <details
      className={css({
        marginTop: '3',
        borderRadius: 'lg',
        background: 'surfaceRaised',
        paddingX: '3',
        paddingY: '2',
        fontSize: 'sm',
        color: 'text',
        '& summary': { cursor: 'pointer', fontWeight: 'medium', paddingY: '1', borderRadius: 'sm' },
        '& summary:focus-visible': { outline: 'none', boxShadow: 'focus' },
      })}
      data-scope="modal"
      data-part="no-wallet-help"
    >
      <summary data-scope="modal" data-part="no-wallet-toggle">
        {messages.registry.help.toggle}
      </summary>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', marginTop: '2', marginBottom: '1' })}>{messages.registry.help.heading}</h3>
      <p className={css({ margin: '0', color: 'textMuted', lineHeight: '1.5' })}>{messages.registry.help.explanation}</p>
      <h3 id={headingId} className={css({ fontSize: 'sm', fontWeight: 'semibold', marginTop: '3', marginBottom: '2' })}>
        {messages.registry.help.getHeading}
      </h3>
      {offers.length > 0 ? (
        <ul className={styles.root} aria-labelledby={headingId} data-scope="modal" data-part="store-links">
          {offers.map(({ wallet, href }) => (
            <li key={wallet.id}>
              <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer" data-scope="modal" data-part="store-link" data-value={wallet.id}>
                <CatalogueWalletIcon wallet={wallet} />
                <span className={styles.label}>{messages.registry.help.get(wallet.name)}</span>
                <span className={css({ srOnly: true })}>({messages.registry.help.opensStore})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ margin: '0', color: 'textMuted', lineHeight: '1.5' })} data-scope="modal" data-part="store-fallback" data-state={status}>
          {messages.registry.help.fallback}
        </p>
      )}
    </details>
  )
}
