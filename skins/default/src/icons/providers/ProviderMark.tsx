import type { ReactNode } from 'react'
import type { SocialProvider } from '@portico/react'
import { PROVIDER_MARKS } from './providerMarks.js'

/** Props of {@link ProviderMark}. */
export interface ProviderMarkProps {
  provider: SocialProvider
  /** Width and height in CSS pixels. @default 20 */
  size?: number
  className?: string
}

/**
 * A social provider's mark (bundled, see SOURCES.md), in its brand colour or, for a black mark,
 * the text colour. Decorative: the button or heading beside it names the provider.
 */
export function ProviderMark({ provider, size = 20, className }: ProviderMarkProps): ReactNode {
  const mark = PROVIDER_MARKS[provider]
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-scope="modal"
      data-part="provider-mark"
      data-value={provider}
    >
      <path d={mark.path} fill={mark.color ?? 'currentColor'} />
    </svg>
  )
}
