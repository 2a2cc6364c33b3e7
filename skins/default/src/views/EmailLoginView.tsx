import type { ReactNode } from 'react'
import { useEmailLogin, useSocialLogin } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { status as statusRecipe } from '../../styled-system/recipes/index.js'
import { OtpCodeForm } from '../components/OtpCodeForm.js'
import { SocialPopupBlocked } from '../components/SocialPopupBlocked.js'
import { ProviderMark } from '../icons/providers/ProviderMark.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * EmailLogin: the embedded wallet's login steps, from the route core's flows set. The code step
 * (a one-time code form, a resend), the device step (waits until the visitor approved this device
 * from the e-mail; core moves on to the code step), and the social step (ConnectingSocial: waits
 * for the provider's popup, or, in a messaging-app mini-app, for the page to leave for the
 * provider; a failure goes back to Connect with a toast, core's flow does that; a popup the
 * browser blocked is said, with a button that opens it from a fresh click). The social step
 * shows the provider's mark in the spinner ring, and the header names the provider ('Continue
 * with GitHub').
 */
export function EmailLoginView(): ReactNode {
  const { step } = useEmailLogin()
  if (step === 'social') return <ConnectingSocial />
  if (step === 'device') return <VerifyDevice />
  return <VerifyOtp />
}

function VerifyOtp(): ReactNode {
  const messages = useMessages()
  const { email, verifyOtp, resend, cooldownSeconds } = useEmailLogin()
  return (
    <OtpCodeForm
      part="email-verify-otp"
      headline={messages.embedded.otpHeadline}
      message={messages.embedded.otpMessage(email ?? '')}
      verify={verifyOtp}
      resend={resend}
      cooldownSeconds={cooldownSeconds}
    />
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
  const { provider, via, isBlocked } = useSocialLogin()
  const styles = statusRecipe()
  if (isBlocked && provider && provider !== 'farcaster') return <SocialPopupBlocked provider={provider} />
  const name = provider ? messages.embedded.providers[provider] : ''
  const page = via === 'page'
  return (
    <div className={styles.root} data-scope="modal" data-part="connecting-social" data-state="waiting" data-value={provider}>
      {/* The provider's mark inside the turning ring (the header names the provider too). */}
      <div className={styles.visual} data-scope="modal" data-part="visual">
        {provider && <ProviderMark provider={provider} size={48} className={css({ color: 'text' })} />}
        <span className={styles.spinner} aria-hidden="true" data-scope="modal" data-part="spinner" />
      </div>
      <div className={styles.text} role="status" aria-live="polite" data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">
          {page ? messages.embedded.socialLeavingHeadline(name) : messages.embedded.socialHeadline(name)}
        </p>
        <p className={styles.message} data-scope="modal" data-part="message">
          {page ? messages.embedded.socialLeavingMessage : messages.embedded.socialMessage}
        </p>
      </div>
    </div>
  )
}
