import type { ReactNode } from 'react'
import { useSocialLogin, type PopupSocialProvider } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * EmailLogin's social step when the browser blocked the provider's popup: says so, and its button
 * opens the popup from this fresh click (a new user gesture, which browsers let through). Core
 * then shows the wait in this step's place; blocked again, the modal shakes.
 */
export function SocialPopupBlocked({ provider }: { provider: PopupSocialProvider }): ReactNode {
  const messages = useMessages()
  const { login } = useSocialLogin()
  const styles = statusRecipe()
  const name = messages.embedded.providers[provider]
  return (
    <div className={styles.root} data-scope="modal" data-part="connecting-social" data-state="blocked" data-value={provider}>
      <div className={styles.visual} data-scope="modal" data-part="visual" data-state="error">
        <WarningIcon />
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline" data-state="error">
          {messages.embedded.socialBlockedHeadline(name)}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.embedded.socialBlockedMessage}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        {/* The popup opens inside this click, before anything awaits (core's socialLoginFlow). */}
        <button type="button" className={button()} onClick={() => login.mutate({ provider })} data-scope="modal" data-part="open-popup">
          {messages.embedded.socialBlockedOpen(name)}
        </button>
      </div>
    </div>
  )
}
