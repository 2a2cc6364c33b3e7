import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useModal } from '@portico/react'
import type { PorticoModalProps } from './ModalDialog.js'

export type { PorticoModalProps } from './ModalDialog.js'

// The dialog (Ark UI, the views, the catalogues) is its own chunk: a page downloads it when the
// modal first opens, not before the visitor's first click.
const LazyModalDialog = lazy(() => import('./ModalDialog.js').then((module) => ({ default: module.ModalDialog })))

/**
 * The Portico modal: an Ark UI dialog (focus trap, Escape, dialog semantics) showing the current
 * route's view between a header and a footer. Open and close it with `useModal()`. Render it
 * once, anywhere below `<PorticoProvider>`; it portals itself to the end of the page. Its code
 * loads on first open.
 *
 * @example
 * <PorticoProvider client={client}>
 *   <App />
 *   <PorticoModal />
 * </PorticoProvider>
 */
export function PorticoModal(props: PorticoModalProps): ReactNode {
  const { isOpen } = useModal()
  const [wasOpened, setWasOpened] = useState(isOpen)
  if (isOpen && !wasOpened) setWasOpened(true)
  if (!wasOpened) return null
  return (
    <Suspense fallback={null}>
      <LazyModalDialog {...props} />
    </Suspense>
  )
}
