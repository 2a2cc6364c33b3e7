import type { ReactNode } from 'react'
import { css } from '../../styled-system/css/index.js'
import { useMessages } from '../messages/useMessages.js'

/** Props of {@link WalletGuide}. */
export interface WalletGuideProps {
  /** Where the guide lives (the site's choice; the skin never invents an address). */
  href: string
}

/** "New to wallets? Learn more": the wallet guide link at the bottom of Connect. */
export function WalletGuide({ href }: WalletGuideProps): ReactNode {
  const messages = useMessages()
  return (
    <p
      className={css({
        margin: '0',
        paddingTop: '3',
        textAlign: 'center',
        color: 'textMuted',
        fontSize: 'xs',
        '& a': { color: 'text', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'accent' } },
        '& a:focus-visible': { outline: 'none', boxShadow: 'focus', borderRadius: 'sm' },
      })}
      data-scope="modal"
      data-part="wallet-guide"
    >
      {messages.connect.walletGuide}{' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {messages.connect.walletGuideLink}
      </a>
    </p>
  )
}
