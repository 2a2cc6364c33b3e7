import type { ReactNode } from 'react'
import { useAccountName, useModalRouter } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** RegisterAccountNameSuccess: the name is registered and is now the account's profile name. */
export function RegisterAccountNameSuccessView(): ReactNode {
  const messages = useMessages()
  const styles = statusRecipe()
  const { route, reset } = useModalRouter()
  const { name: profileName } = useAccountName()
  const name = (route.view === 'RegisterAccountNameSuccess' ? route.name : undefined) ?? profileName ?? ''
  return (
    <div className={styles.root} data-scope="modal" data-part="register-name-success" data-value={name}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">{messages.registerNameSuccess.headline}</p>
        <p className={styles.message} role="status" data-scope="modal" data-part="message">{messages.registerNameSuccess.message(name)}</p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="button" className={button({ variant: 'primary' })} onClick={() => reset({ view: 'Account' })} data-scope="modal" data-part="done">
          {messages.registerNameSuccess.done}
        </button>
      </div>
    </div>
  )
}
