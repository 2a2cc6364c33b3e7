import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { css } from '../../styled-system/css/index.js'
import { button } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** Props of {@link QrDisclosure}. */
export interface QrDisclosureProps {
  /** The anatomy's scope of the view it sits in ('pairing', 'modal'). */
  scope: string
  /** The QR code. */
  children: ReactNode
}

/**
 * A QR code folded away behind a 'Show QR code' button (a disclosure: `aria-expanded`,
 * `aria-controls`), for a phone, where the link that opens the app is the way in and the code is
 * only for another device. Folded when it first shows; unfolded, the code is scrolled into the
 * sheet's view (it opens under the fold of a short phone).
 */
export function QrDisclosure({ scope, children }: QrDisclosureProps): ReactNode {
  const messages = useMessages().walletConnect
  const [open, setOpen] = useState(false)
  const id = useId()
  const panel = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    if (open) panel.current?.scrollIntoView?.({ block: 'nearest' })
  }, [open])
  const state = open ? 'open' : 'closed'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', width: '100%' })} data-scope={scope} data-part="qr-disclosure" data-state={state}>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        data-scope={scope}
        data-part="qr-toggle"
        data-state={state}
      >
        {open ? messages.hideQr : messages.showQr}
      </button>
      <div ref={panel} id={id} hidden={!open} data-scope={scope} data-part="qr-panel" data-state={state}>
        {children}
      </div>
    </div>
  )
}
