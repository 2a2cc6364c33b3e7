import type { ReactNode } from 'react'
import { useOptions, type FooterKind } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** Props of {@link ModalFooter}. */
export interface ModalFooterProps {
  /** Which footer the view shows (`useModalRouter().footer`). */
  kind: FooterKind
  state: 'open' | 'closed'
}

/**
 * The footer (SPEC.md section 2): the legal notice on Connect, ConnectWallets and the onramp
 * views, shown when the site gave a terms or privacy link; the default notice on Networks.
 */
export function ModalFooter({ kind, state }: ModalFooterProps): ReactNode {
  const messages = useMessages()
  const { termsConditionsUrl, privacyPolicyUrl } = useOptions().options
  const styles = modal()
  if (kind === 'none') return null
  if (kind === 'legal' && !termsConditionsUrl && !privacyPolicyUrl) return null

  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  return (
    <footer className={styles.footer} data-scope="modal" data-part="footer" data-state={state} data-kind={kind}>
      {kind === 'default' ? (
        messages.footer.networks
      ) : (
        <>
          {messages.footer.legalPrefix} {termsConditionsUrl && link(termsConditionsUrl, messages.footer.terms)}
          {termsConditionsUrl && privacyPolicyUrl && ` ${messages.footer.and} `}
          {privacyPolicyUrl && link(privacyPolicyUrl, messages.footer.privacy)}
          {messages.footer.legalSuffix}
        </>
      )}
    </footer>
  )
}
