import type { FormEvent, ReactNode } from 'react'
import { useEmailLogin, useEmbeddedWallet, useFeatures } from '@portico/react'
import { button, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { emailErrorText } from '../messages/emailErrorText.js'
import { useLocale } from '../messages/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { TextField } from './TextField.js'
import { useEmailField } from './useEmailField.js'

/**
 * The 'email' connect method: an e-mail field that sends a one-time code through the embedded
 * wallet (core's emailLoginFlow opens EmailLogin on the step the frame asks for). Shown only when
 * e-mail login is on and the site has the embedded wallet.
 */
export function EmailGroup(): ReactNode {
  const messages = useMessages()
  const locale = useLocale()
  const { isAvailable } = useEmbeddedWallet()
  const { features } = useFeatures()
  const { sendCode } = useEmailLogin()
  const field = useEmailField()
  const styles = statusRecipe()
  if (!isAvailable || !features.email) return null

  const error = field.malformed ? messages.dataCapture.invalid : sendCode.isError ? emailErrorText(messages, sendCode.error, locale) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (field.accept()) sendCode.mutate({ email: field.typed })
  }
  return (
    <form className={styles.actions} onSubmit={onSubmit} noValidate data-scope="modal" data-part="email-login" data-state={error ? 'invalid' : sendCode.isPending ? 'sending' : 'idle'}>
      <TextField
        kind="email"
        part="email"
        label={messages.embedded.emailLabel}
        placeholder={messages.embedded.emailPlaceholder}
        value={field.email}
        onChange={(value) => {
          field.setEmail(value)
          if (sendCode.isError) sendCode.reset()
        }}
        onBlur={field.onBlur}
        error={error}
      />
      <button type="submit" className={button({ variant: 'primary' })} disabled={sendCode.isPending} data-scope="modal" data-part="send-code">
        {sendCode.isPending ? messages.embedded.sending : messages.embedded.continueWithEmail}
      </button>
    </form>
  )
}
