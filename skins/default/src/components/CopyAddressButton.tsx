import { useEffect, useRef, useState, type ReactNode } from 'react'
import { account } from '../../styled-system/recipes/index.js'
import { CopyIcon } from '../icons/CopyIcon.js'
import { useMessages } from '../messages/useMessages.js'

/** How long the copy confirmation stays announced. */
const ANNOUNCED_MS = 2000

/**
 * Copies the full address to the clipboard (a button: mouse, Enter and Space) and announces the
 * outcome through a polite live region, so a screen reader hears 'Address copied'.
 */
export function CopyAddressButton(props: { address: string }): ReactNode {
  const messages = useMessages()
  const styles = account()
  const [announcement, setAnnouncement] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = () => {
    const announce = (text: string) => {
      setAnnouncement(text)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setAnnouncement(''), ANNOUNCED_MS)
    }
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) {
      announce(messages.account.copyFailed)
      return
    }
    clipboard.writeText(props.address).then(
      () => announce(messages.account.addressCopied),
      () => announce(messages.account.copyFailed),
    )
  }

  return (
    <>
      <button
        type="button"
        className={styles.copy}
        onClick={copy}
        aria-label={messages.account.copyAddress}
        title={messages.account.copyAddress}
        data-scope="modal"
        data-part="copy-address"
        data-state={announcement === messages.account.addressCopied ? 'copied' : 'idle'}
      >
        <CopyIcon />
      </button>
      <span className={styles.live} role="status" aria-live="polite" data-scope="modal" data-part="copy-status">
        {announcement}
      </span>
    </>
  )
}
