import { useEffect, useRef, type ReactNode } from 'react'
import { useEmbeddedWallet } from '@portico/react'
import { css } from '../../styled-system/css/index.js'
import { status as statusRecipe } from '../../styled-system/recipes/index.js'
import { useMessages } from '../messages/useMessages.js'

/** The frame's place in the view: it fills it, at least this tall (CSS pixels). */
const FRAME_MIN_HEIGHT = 420

/**
 * ApproveTransaction: the embedded wallet's login frame shown over the modal while an unsafe
 * request waits (SPEC.md section 2). The frame's own approve / reject screen does the asking;
 * this view keeps the place for it and puts the frame there (and again when the place moves or
 * resizes), and hides it when it goes. Core closes or pops the view once the request settled.
 */
export function ApproveTransactionView(): ReactNode {
  const messages = useMessages()
  const { placeFrame } = useEmbeddedWallet()
  const place = useRef<HTMLDivElement>(null)
  const styles = statusRecipe()

  useEffect(() => {
    const element = place.current
    if (!element) return
    const view = element.ownerDocument.defaultView
    const update = () => {
      const rect = element.getBoundingClientRect()
      placeFrame({ top: rect.top, left: rect.left, width: rect.width, height: rect.height })
    }
    update()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    observer?.observe(element)
    view?.addEventListener('resize', update)
    view?.addEventListener('scroll', update, true)
    // The modal opens with a transition: measure again once it settled.
    const settle = view?.setTimeout(update, 200)
    return () => {
      observer?.disconnect()
      view?.removeEventListener('resize', update)
      view?.removeEventListener('scroll', update, true)
      if (settle !== undefined) view?.clearTimeout(settle)
      placeFrame(undefined)
    }
  }, [placeFrame])

  return (
    <div className={styles.root} data-scope="modal" data-part="approve-transaction">
      <p className={styles.message} role="status" data-scope="modal" data-part="message">
        {messages.embedded.approveMessage}
      </p>
      <div
        ref={place}
        role="region"
        aria-label={messages.embedded.approveFrameLabel}
        className={css({ width: '100%', borderRadius: 'md', overflow: 'hidden' })}
        style={{ minHeight: FRAME_MIN_HEIGHT }}
        data-scope="modal"
        data-part="approve-frame"
      />
    </div>
  )
}
