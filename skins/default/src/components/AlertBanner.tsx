import type { ReactNode } from 'react'
import { useAlerts } from '@portico/react'
import { notice } from '../../styled-system/recipes/index.js'
import { CloseIcon } from '../icons/CloseIcon.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { alertText } from '../messages/alertText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The alert of core's alerts controller (the APKT catalogue, SPEC.md section 8) as a banner at the
 * top of the modal body: the catalogue's translated text for its code (for a code the catalogue
 * lacks, the severity's generic text, with core's English message as the text's `title`), styled by
 * severity, with a dismiss button.
 * Anatomy: `data-scope="modal" data-part="alert" data-state="open" data-severity`.
 */
export function AlertBanner(): ReactNode {
  const messages = useMessages()
  const { alert, close } = useAlerts()
  if (!alert) return null
  const styles = notice()
  const { text, original } = alertText(messages, alert)
  return (
    <div
      role="alert"
      className={styles.alert}
      data-scope="modal"
      data-part="alert"
      data-state="open"
      data-severity={alert.severity}
      data-code={alert.code}
    >
      <WarningIcon />
      <p className={styles.alertText} title={original} data-scope="modal" data-part="alert-text">
        {text}
      </p>
      <button
        type="button"
        className={styles.alertDismiss}
        aria-label={messages.alert.dismiss}
        onClick={close}
        data-scope="modal"
        data-part="alert-dismiss"
      >
        <CloseIcon />
      </button>
    </div>
  )
}
