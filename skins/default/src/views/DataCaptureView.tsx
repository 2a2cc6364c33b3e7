import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { isValidEmail, useSiwx } from '@portico/react'
import { button, field, status as statusRecipe } from '../../styled-system/recipes/index.js'
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
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const id = useId()
  const styles = statusRecipe()
  const invalid = touched && !isValidEmail(email.trim())
  const refused = captureEmail.isError

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!isValidEmail(email.trim())) return
    captureEmail.mutate({ email })
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
        <label htmlFor={id} className={styles.message} data-scope="modal" data-part="label">
          {messages.dataCapture.emailLabel}
        </label>
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={field()}
          placeholder={messages.dataCapture.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(email !== '')}
          aria-invalid={invalid || refused}
          aria-describedby={`${id}-error`}
          data-scope="modal"
          data-part="email"
        />
        <p id={`${id}-error`} className={styles.message} role="alert" data-scope="modal" data-part="error">
          {invalid || refused ? messages.dataCapture.invalid : null}
        </p>
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
