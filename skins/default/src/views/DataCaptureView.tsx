import type { FormEvent, ReactNode } from 'react'
import { useSiwx } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { TextField } from '../components/TextField.js'
import { useEmailField } from '../components/useEmailField.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * DataCapture: with e-mail capture on, the visitor leaves an e-mail before signing in (SPEC.md
 * section 4). Continue hands it to core's flow, which keeps it for the sign-in (the site's
 * `createMessage` receives it) and shows SIWXSignMessage; a malformed address is refused with
 * 'Please enter a valid email address'. Cancel follows the sign-in cancel rule.
 */
export function DataCaptureView(): ReactNode {
  const messages = useMessages()
  const { captureEmail, cancel } = useSiwx()
  const field = useEmailField()
  const styles = statusRecipe()
  const invalid = field.malformed
  const refused = captureEmail.isError

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (field.accept()) captureEmail.mutate({ email: field.email })
  }

  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate data-scope="modal" data-part="data-capture" data-state={invalid || refused ? 'invalid' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.dataCapture.headline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.dataCapture.message}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="field">
        <TextField
          kind="email"
          part="email"
          label={messages.dataCapture.emailLabel}
          placeholder={messages.dataCapture.emailPlaceholder}
          value={field.email}
          onChange={field.setEmail}
          onBlur={field.onBlur}
          error={invalid || refused ? messages.dataCapture.invalid : undefined}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={captureEmail.isPending} data-scope="modal" data-part="continue">
          {messages.dataCapture.continue}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          data-scope="modal"
          data-part="cancel"
        >
          {messages.dataCapture.cancel}
        </button>
      </div>
    </form>
  )
}
