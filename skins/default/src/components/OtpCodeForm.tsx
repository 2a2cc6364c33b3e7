import { useState, type FormEvent, type ReactNode } from 'react'
import type { MutationResult } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { formatPlural } from '../messages/pluralForms.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { TextField } from './TextField.js'

export interface OtpCodeFormProps {
  /** The form's `data-part` (anatomy), e.g. 'email-verify-otp'. */
  part: string
  headline: string
  /** Where the code went, in words ('We sent a 6-digit code to ...'). */
  message: string
  /** Checks the code the visitor typed. */
  verify: MutationResult<{ otp: string }, unknown>
  /** Sends a new code; without it the form has no resend button. */
  resend?: MutationResult<void, unknown> | undefined
  /** Seconds until a new code may be sent: the resend button waits, saying how long. @default 0 */
  cooldownSeconds?: number | undefined
}

/**
 * A one-time-code step of the embedded wallet: the headline and where the code went, the code
 * field with its error line (the verify or resend failure, or 'A new code is on its way'), the
 * verify button and, when given, the resend button, which waits out the 30 s between codes with
 * the seconds left on it. An empty code is not sent.
 */
export function OtpCodeForm(props: OtpCodeFormProps): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { verify, resend } = props
  const waitSeconds = Math.max(0, props.cooldownSeconds ?? 0)
  const [otp, setOtp] = useState('')
  const styles = statusRecipe()
  const failure = verify.isError ? verify.error : resend?.isError ? resend.error : undefined
  const error = failure ? emailErrorText(messages, failure, locale) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const code = otp.trim()
    if (code === '') return
    resend?.reset()
    verify.mutate({ otp: code })
  }
  return (
    <form className={styles.root} onSubmit={onSubmit} noValidate data-scope="modal" data-part={props.part} data-state={error ? 'invalid' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {props.headline}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {props.message}
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
          note={resend?.isSuccess ? messages.embedded.resent : undefined}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={verify.isPending} data-scope="modal" data-part="verify">
          {verify.isPending ? messages.embedded.verifying : messages.embedded.verify}
        </button>
        {resend && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={resend.isPending || verify.isPending || waitSeconds > 0}
            onClick={() => {
              verify.reset()
              resend.mutate()
            }}
            data-scope="modal"
            data-part="resend"
            data-state={waitSeconds > 0 ? 'waiting' : 'ready'}
          >
            {waitSeconds > 0 ? formatPlural(locale, messages.embedded.resendIn, waitSeconds) : messages.embedded.resend}
          </button>
        )}
      </div>
    </form>
  )
}
