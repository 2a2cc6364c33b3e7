import type { ReactNode } from 'react'
import { useFarcasterLogin, useFeatures, useSocialLogin } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { button } from '../../styled-system/recipes/index.js'
import { ProviderMark } from '../icons/providers/ProviderMark.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The 'social' connect method: one button per social provider the site lists (features.socials),
 * when the site has the embedded wallet. The first provider spans the row ("Continue with ..."),
 * the others share rows two by two under their names (each keeps "Continue with ..." as its
 * accessible name), so seven providers take four rows, not seven. Each shows its provider's mark
 * (bundled, icons/providers/SOURCES.md). A click opens the provider's
 * popup in the click itself (core's socialLoginFlow) and shows EmailLogin's social step while it
 * is open; Farcaster's button shows ConnectingFarcaster (a QR code) instead (core's farcasterLoginFlow).
 */
export function SocialGroup(): ReactNode {
  const messages = useMessages()
  const { providers: popupProviders, login } = useSocialLogin()
  const farcaster = useFarcasterLogin()
  const { features } = useFeatures()
  // The site's order; Farcaster (a QR code, not a popup) where the site listed it.
  const providers = features.socials.filter((name) => (name === 'farcaster' ? farcaster.isAvailable : (popupProviders as readonly string[]).includes(name)))
  if (providers.length === 0) return null
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2', '& > :first-child': { gridColumn: '1 / -1' } })} role="group" aria-label={messages.embedded.socialGroup} data-scope="modal" data-part="social-login">
      {providers.map((provider, index) => (
        <button
          key={provider}
          type="button"
          className={button({ variant: 'secondary' })}
          aria-label={index === 0 ? undefined : messages.embedded.continueWith(messages.embedded.providers[provider])}
          onClick={() => (provider === 'farcaster' ? farcaster.login.mutate() : login.mutate({ provider }))}
          data-scope="modal"
          data-part="social-button"
          data-value={provider}
        >
          <ProviderMark provider={provider} className={css({ flexShrink: '0' })} />
          {index === 0 ? messages.embedded.continueWith(messages.embedded.providers[provider]) : messages.embedded.providers[provider]}
        </button>
      ))}
    </div>
  )
}
