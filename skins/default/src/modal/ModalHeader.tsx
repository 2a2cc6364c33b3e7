import type { ReactNode } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import type { SocialProvider, View } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { BackIcon } from '../icons/BackIcon.js'
import { CloseIcon } from '../icons/CloseIcon.js'
import { useMessages } from '../messages/useMessages.js'

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps {
  view: View
  /** The social provider EmailLogin waits on: the title names it ('Continue with GitHub'). */
  provider?: SocialProvider | undefined
  /** Shows the back button. */
  canGoBack: boolean
  onBack: () => void
  /** 'open' or 'closed', as the modal. */
  state: 'open' | 'closed'
  /** What hangs under the header (the close notice). */
  children?: ReactNode
}

/** The header: back (when there is somewhere to go back to), the view's title, and close. */
export function ModalHeader({ view, provider, canGoBack, onBack, state, children }: ModalHeaderProps): ReactNode {
  const messages = useMessages()
  const styles = modal()
  return (
    <header className={styles.header} data-scope="modal" data-part="header" data-state={state}>
      {canGoBack && (
        <button
          type="button"
          className={styles.back}
          aria-label={messages.modal.back}
          onClick={onBack}
          data-scope="modal"
          data-part="back"
          data-state={state}
        >
          <BackIcon />
        </button>
      )}
      {/* Keyed by view so the title fades in again on every view change. Focusable by script
          only: focus moves here when the control that had it left with the old view. */}
      <Dialog.Title key={view} className={styles.title} tabIndex={-1} data-scope="modal" data-part="title" data-state={state}>
        {view === 'EmailLogin' && provider ? messages.embedded.continueWith(messages.embedded.providers[provider]) : messages.titles[view]}
      </Dialog.Title>
      <Dialog.CloseTrigger
        className={styles.close}
        aria-label={messages.modal.close}
        data-scope="modal"
        data-part="close"
        data-state={state}
      >
        <CloseIcon />
      </Dialog.CloseTrigger>
      {children}
    </header>
  )
}
