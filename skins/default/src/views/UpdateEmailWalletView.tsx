import { useState, type FormEvent, type ReactNode } from 'react'
import { isValidEmail, useUpdateEmail } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { TextField } from '../components/TextField.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * UpdateEmailWallet: changing the embedded wallet's e-mail, from the route core's flows set. The
 * e-mail step (the new address), then the primary step (the code sent to the current address,
 * with a resend) and the secondary step (the code sent to the new address); core returns to
 * Account when the change is done.
 */
export function UpdateEmailWalletView(): ReactNode {
  const { step } = useUpdateEmail()
  if (step === 'primary' || step === 'secondary') return <UpdateEmailCode key={step} step={step} />
  return <NewEmail />
}

function NewEmail(): ReactNode {
  const messages = useMessages()
  const { currentEmail, start } = useUpdateEmail()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const styles = statusRecipe()
  const typed = email.trim()
  const same = currentEmail !== undefined && typed.toLowerCase() === currentEmail.toLowerCase()
  let error: string | undefined
  if (touched && !isValidEmail(typed)) error = messages.dataCapture.invalid
  else if (touched && same) error = messages.embedded.sameEmail
  else if (start.isError) error = emailErrorText(messages, start.error)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!isValidEmail(typed) || same) return
    start.mutate({ email: typed })
  }
  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate data-scope="modal" data-part="update-email" data-state={error ? 'invalid' : start.isPending ? 'sending' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.embedded.updateHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {currentEmail ? messages.embedded.updateMessage(currentEmail) : messages.embedded.updateMessageNoEmail}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="field">
        <TextField
          kind="email"
          part="email"
          label={messages.embedded.newEmailLabel}
          placeholder={messages.embedded.emailPlaceholder}
          value={email}
          onChange={(value) => {
            setEmail(value)
            if (start.isError) start.reset()
          }}
          onBlur={() => setTouched(email !== '')}
          error={error}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={start.isPending} data-scope="modal" data-part="send-codes">
          {start.isPending ? messages.embedded.sending : messages.embedded.sendCodes}
        </button>
      </div>
    </form>
  )
}

function UpdateEmailCode(props: { step: 'primary' | 'secondary' }): ReactNode {
  const messages = useMessages()
  const { currentEmail, newEmail, verifyPrimary, verifySecondary, resend } = useUpdateEmail()
  const verify = props.step === 'primary' ? verifyPrimary : verifySecondary
  const [otp, setOtp] = useState('')
  const styles = statusRecipe()
  const failure = verify.isError ? verify.error : resend.isError ? resend.error : undefined
  const error = failure ? emailErrorText(messages, failure) : undefined
  const sentTo = props.step === 'primary' ? currentEmail : newEmail
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const code = otp.trim()
    if (code === '') return
    resend.reset()
    verify.mutate({ otp: code })
  }
  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate data-scope="modal" data-part={`update-email-${props.step}`} data-state={error ? 'invalid' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {props.step === 'primary' ? messages.embedded.primaryHeadline : messages.embedded.secondaryHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.embedded.otpMessage(sentTo ?? '')}
        </p>
      </div>
      <div className={styles.actions} data-scope="modal" data-part="field">
        <TextField
          kind="code"
          part="otp"
          label={messages.embedded.otpLabel}
          value={otp}
          onChange={(value) => {
            setOtp(value)
            if (verify.isError) verify.reset()
          }}
          error={error}
          note={resend.isSuccess ? messages.embedded.resent : undefined}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={verify.isPending} data-scope="modal" data-part="verify">
          {verify.isPending ? messages.embedded.verifying : messages.embedded.verify}
        </button>
        {props.step === 'primary' && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={resend.isPending || verify.isPending}
            onClick={() => {
              verify.reset()
              resend.mutate()
            }}
            data-scope="modal"
            data-part="resend"
          >
            {messages.embedded.resend}
          </button>
        )}
      </div>
    </form>
  )
}
