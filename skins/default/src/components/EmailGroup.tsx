import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { isValidEmail, useEmailLogin, useEmbeddedWallet, useFeatures } from '@portico/react'
import { button, field, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The 'email' connect method: an e-mail field that sends a one-time code through the embedded
 * wallet (core's emailLoginFlow opens EmailLogin on the step the frame asks for). Shown only when
 * e-mail login is on and the site has the embedded wallet.
 */
export function EmailGroup(): ReactNode {
  const messages = useMessages()
  const { isAvailable } = useEmbeddedWallet()
  const { features } = useFeatures()
  const { sendCode } = useEmailLogin()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const id = useId()
  const styles = statusRecipe()
  if (!isAvailable || !features.email) return null

  const malformed = touched && !isValidEmail(email.trim())
  const error = malformed ? messages.dataCapture.invalid : sendCode.isError ? emailErrorText(messages, sendCode.error) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!isValidEmail(email.trim())) return
    sendCode.mutate({ email: email.trim() })
  }
  return (
    <form className={styles.actions} onSubmit={onSubmit} noValidate data-scope="modal" data-part="email-login" data-state={error ? 'invalid' : sendCode.isPending ? 'sending' : 'idle'}>
      <label htmlFor={id} className={styles.message} data-scope="modal" data-part="label">
        {messages.embedded.emailLabel}
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        className={field()}
        placeholder={messages.embedded.emailPlaceholder}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          if (sendCode.isError) sendCode.reset()
        }}
        onBlur={() => setTouched(email !== '')}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-error`}
        data-scope="modal"
        data-part="email"
      />
      <p id={`${id}-error`} className={styles.message} role="alert" data-scope="modal" data-part="error">
        {error ?? null}
      </p>
      <button type="submit" className={button({ variant: 'primary' })} disabled={sendCode.isPending} data-scope="modal" data-part="send-code">
        {sendCode.isPending ? messages.embedded.sending : messages.embedded.continueWithEmail}
      </button>
    </form>
  )
}
