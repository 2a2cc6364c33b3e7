import { useLayoutEffect, type ReactNode } from 'react'
import { useModal, type UseModalReturnType } from '@portico/react'

/** Where {@link ModalControls} leaves the modal's open and close. */
export interface ModalControlsRef {
  current: UseModalReturnType | undefined
}

/** Props of {@link ModalControls}. */
export interface ModalControlsProps {
  controls: ModalControlsRef
}

/**
 * Hands `useModal()` out of the React tree, for `createModal`'s `open()` and `close()`.
 * `@portico/react` gives a skin no way to open the modal outside a component (core's
 * `openModal` is not re-exported), so the custom element borrows the hook's actions.
 */
export function ModalControls({ controls }: ModalControlsProps): ReactNode {
  const modal = useModal()
  useLayoutEffect(() => {
    controls.current = modal
  }, [controls, modal])
  return null
}
