import type { FormEvent, ReactNode } from 'react'
import { useUpdateEmail } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { OtpCodeForm } from '../components/OtpCodeForm.js'
import { TextField } from '../components/TextField.js'
import { useEmailField } from '../components/useEmailField.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useLocale } from '../messages/useLocale.js'
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
  const locale = useLocale()
  const { currentEmail, start } = useUpdateEmail()
  const field = useEmailField()
  const styles = statusRecipe()
  const same = currentEmail !== undefined && field.typed.toLowerCase() === currentEmail.toLowerCase()
  let error: string | undefined
  if (field.malformed) error = messages.dataCapture.invalid
  else if (field.touched && same) error = messages.embedded.sameEmail
  else if (start.isError) error = emailErrorText(messages, start.error, locale)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (field.accept() && !same) start.mutate({ email: field.typed })
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
          value={field.email}
          onChange={(value) => {
            field.setEmail(value)
            if (start.isError) start.reset()
          }}
          onBlur={field.onBlur}
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
  const { currentEmail, newEmail, verifyPrimary, verifySecondary, resend, cooldownSeconds } = useUpdateEmail()
  const primary = props.step === 'primary'
  return (
    <OtpCodeForm
      part={`update-email-${props.step}`}
      headline={primary ? messages.embedded.primaryHeadline : messages.embedded.secondaryHeadline}
      message={messages.embedded.otpMessage((primary ? currentEmail : newEmail) ?? '')}
      verify={primary ? verifyPrimary : verifySecondary}
      resend={primary ? resend : undefined}
      cooldownSeconds={cooldownSeconds}
    />
  )
}
