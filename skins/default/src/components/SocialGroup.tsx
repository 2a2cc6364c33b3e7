import type { ReactNode } from 'react'
import { useSocialLogin } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { button } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The 'social' connect method: one button per social provider the site lists (features.socials),
 * when the site has the embedded wallet. A click opens the provider's popup in the click itself
 * (core's socialLoginFlow) and shows EmailLogin's social step while it is open.
 */
export function SocialGroup(): ReactNode {
  const messages = useMessages()
  const { providers, login } = useSocialLogin()
  if (providers.length === 0) return null
  return (
    <div className={css({ display: 'grid', gap: '2' })} role="group" aria-label={messages.embedded.socialGroup} data-scope="modal" data-part="social-login">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => login.mutate({ provider })}
          data-scope="modal"
          data-part="social-button"
          data-value={provider}
        >
          {messages.embedded.continueWith(messages.embedded.providers[provider])}
        </button>
      ))}
    </div>
  )
}
