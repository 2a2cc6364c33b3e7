import { useState, type FormEvent, type ReactNode } from 'react'
import { useEmailLogin, useSocialLogin } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { TextField } from '../components/TextField.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * EmailLogin: the embedded wallet's login steps, from the route core's flows set. The code step
 * (a one-time code form, a resend), the device step (waits until the visitor approved this device
 * from the e-mail; core moves on to the code step), and the social step (ConnectingSocial: waits
 * for the provider's popup; a failure goes back to Connect with a toast, core's flow does that).
 */
export function EmailLoginView(): ReactNode {
  const { step } = useEmailLogin()
  if (step === 'social') return <ConnectingSocial />
  if (step === 'device') return <VerifyDevice />
  return <VerifyOtp />
}

function VerifyOtp(): ReactNode {
  const messages = useMessages()
  const { email, verifyOtp, resend } = useEmailLogin()
  const [otp, setOtp] = useState('')
  const styles = statusRecipe()
  const error = verifyOtp.isError ? emailErrorText(messages, verifyOtp.error) : resend.isError ? emailErrorText(messages, resend.error) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const code = otp.trim()
    if (code === '') return
    resend.reset()
    verifyOtp.mutate({ otp: code })
  }
  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate data-scope="modal" data-part="email-verify-otp" data-state={error ? 'invalid' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.embedded.otpHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.embedded.otpMessage(email ?? '')}
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
            if (verifyOtp.isError) verifyOtp.reset()
          }}
          error={error}
          note={resend.isSuccess ? messages.embedded.resent : undefined}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={verifyOtp.isPending} data-scope="modal" data-part="verify">
          {verifyOtp.isPending ? messages.embedded.verifying : messages.embedded.verify}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={resend.isPending || verifyOtp.isPending}
          onClick={() => {
            verifyOtp.reset()
            resend.mutate()
          }}
          data-scope="modal"
          data-part="resend"
        >
          {messages.embedded.resend}
        </button>
      </div>
    </form>
  )
}

function VerifyDevice(): ReactNode {
  const messages = useMessages()
  const { email } = useEmailLogin()
  const styles = statusRecipe()
  return (
    <div className={styles.root} data-scope="modal" data-part="email-verify-device" data-state="waiting">
      <div className={styles.visual} data-scope="modal" data-part="visual">
        <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.embedded.deviceHeadline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.embedded.deviceMessage(email ?? '')}
        </p>
      </div>
    </div>
  )
}

function ConnectingSocial(): ReactNode {
  const messages = useMessages()
  const { provider } = useSocialLogin()
  const styles = statusRecipe()
  const name = provider ? messages.embedded.providers[provider] : ''
  return (
    <div className={styles.root} data-scope="modal" data-part="connecting-social" data-state="waiting">
      <div className={styles.visual} data-scope="modal" data-part="visual">
        <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {messages.embedded.socialHeadline(name)}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {messages.embedded.socialMessage}
        </p>
      </div>
    </div>
  )
}
