import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useModal } from '@portico/react'
import type { PorticoModalProps } from './ModalDialog.js'

export type { PorticoModalProps } from './ModalDialog.js'

// The dialog (Ark UI, the views, the catalogues) is its own chunk, so it is not part of the
// JavaScript a page loads before the visitor's first click. The module system keeps a loaded
// module: a second call costs nothing and no cache of ours is needed.
function loadModalDialog(): Promise<ComponentType<PorticoModalProps>> {
  return import('./ModalDialog.js').then((module) => module.ModalDialog)
}

/**
 * The Portico modal: an Ark UI dialog (focus trap, Escape, dialog semantics) showing the current
 * route's view between a header and a footer. Open and close it with `useModal()`. Render it
 * once, anywhere below `<PorticoProvider>`; it portals itself to the end of the page. Its code
 * is a separate chunk, loaded as soon as the modal mounts (not before the page's first paint,
 * and not on the first click), and the dialog is then prepared hidden, so that the first open
 * shows it at once. An open before the chunk has arrived shows it when it arrives.
 *
 * @example
 * <PorticoProvider client={client}>
 *   <App />
 *   <PorticoModal />
 * </PorticoProvider>
 */
export function PorticoModal(props: PorticoModalProps): ReactNode {
  const { isOpen } = useModal()
  // The loaded dialog component, kept in state: rendering it never suspends. (A `React.lazy`
  // under `<Suspense>` would, and React holds back a Suspense boundary's content for up to
  // 300 ms after its fallback showed: the first open waited for that.)
  const [Dialog, setDialog] = useState<ComponentType<PorticoModalProps>>()
  const [loadError, setLoadError] = useState<{ error: unknown }>()
  if (loadError && isOpen) throw loadError.error

  // Loads the dialog as soon as the modal has mounted (after the page's first paint), not on the
  // first click.
  useEffect(() => {
    if (Dialog) return undefined
    let live = true
    loadModalDialog().then(
      (component) => {
        if (live) setDialog(() => component)
      },
      (error: unknown) => {
        // A failed load is tried again when the modal opens; one that fails while it is open goes
        // to the site's error boundary, as a lazy component's would.
        if (live && isOpen) setLoadError({ error })
      },
    )
    return () => {
      live = false
    }
  }, [Dialog, isOpen])

  if (!Dialog) return null
  return <Dialog {...props} />
}
