import { useState, type FormEvent, type ReactNode } from 'react'
import { isValidEmail, useEmailLogin, useEmbeddedWallet, useFeatures } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useMessages } from '../messages/useMessages.js'
import { TextField } from './TextField.js'

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
      <TextField
        kind="email"
        part="email"
        label={messages.embedded.emailLabel}
        placeholder={messages.embedded.emailPlaceholder}
        value={email}
        onChange={(value) => {
          setEmail(value)
          if (sendCode.isError) sendCode.reset()
        }}
        onBlur={() => setTouched(email !== '')}
        error={error}
      />
      <button type="submit" className={button({ variant: 'primary' })} disabled={sendCode.isPending} data-scope="modal" data-part="send-code">
        {sendCode.isPending ? messages.embedded.sending : messages.embedded.continueWithEmail}
      </button>
    </form>
  )
}
