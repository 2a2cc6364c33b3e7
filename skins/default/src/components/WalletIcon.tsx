import { useState, type ReactNode } from 'react'
import { cx } from '../../styled-system/css/index.js'
import { walletIcon } from '../../styled-system/recipes/index.js'

/** Props of {@link WalletIcon}. */
export interface WalletIconProps {
  /** The wallet's or network's name: the image's alternative text, and the fallback's initial. */
  name: string
  /** The image; without one (or when it fails to load) the name's initial is shown. */
  src?: string | undefined
  className?: string
}

/**
 * A wallet or network image, falling back to the name's initial on a tinted square (drawn by the
 * recipe from `data-initial`, so it adds no text to the button around it).
 */
export function WalletIcon({ name, src, className }: WalletIconProps): ReactNode {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  const classes = cx(walletIcon(), className)
  if (src && src !== failedSrc) {
    return (
      <img
        className={classes}
        src={src}
        alt=""
        width={40}
        height={40}
        draggable={false}
        data-scope="modal"
        data-part="wallet-icon"
        data-state="image"
        onError={() => setFailedSrc(src)}
      />
    )
  }
  return (
    <span
      className={classes}
      aria-hidden="true"
      data-scope="modal"
      data-part="wallet-icon"
      data-state="fallback"
      data-initial={Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    />
  )
}
