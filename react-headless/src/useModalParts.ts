import { useId, useMemo, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { canCloseModal, closeModal, currentRoute, goBack, type View } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'
import { useViewFocus, type ViewFocusContainerProps } from './useViewFocus.js'

/** Props of the view's title: focusable by script, so focus can land on it when the view changes. */
export interface TitleProps {
  id: string
  tabIndex: -1
  'data-scope': 'modal'
  'data-part': 'title'
  'data-view': View
}

/**
 * Props of the dialog element: its role and name, and the view focus of {@link useViewFocus}
 * (into the dialog on open, to the title on a view change, Tab kept inside, back to the opener on
 * close); Escape asks core to close (it shakes instead where closing is disabled).
 */
export interface DialogProps extends ViewFocusContainerProps {
  role: 'dialog'
  'aria-modal': true
  'aria-labelledby': string
  /** Focusable by script only: focus lands on the dialog itself when it has no title. */
  tabIndex: -1
  onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => void
  'data-scope': 'modal'
  'data-part': 'content'
  'data-view': View
}

/** Props of a Back or Close button. */
export interface ControlProps {
  type: 'button'
  'aria-label': string
  /** Back: hidden where going back would close the modal instead (a single view). */
  hidden?: boolean
  /** Close: true where closing is not allowed now (sign-in required); a click then shakes the modal. */
  'aria-disabled'?: boolean
  'data-scope': 'modal'
  'data-part': 'back' | 'close'
  onClick: () => void
}

/** Props of a search field, and of the live region that says how many results it has. */
export interface SearchFieldParts {
  input: {
    type: 'search'
    'aria-label': string
    'aria-describedby': string
    autoComplete: 'off'
    spellCheck: false
    'data-scope': 'modal'
    'data-part': 'search'
  }
  count: { id: string; role: 'status'; 'aria-live': 'polite'; 'data-scope': 'modal'; 'data-part': 'search-count' }
}

/** Props of a list of items (wallets, networks). */
export interface ListProps {
  role: 'list'
  'aria-label': string
  'data-scope': 'modal'
  'data-part': 'list'
}

/** What {@link useModalParts} returns. */
export interface UseModalPartsReturnType {
  /** The dialog's `aria-labelledby`: the title's id. */
  titleId: string
  getDialogProps: () => DialogProps
  getTitleProps: () => TitleProps
  getBackButtonProps: (options: { label: string }) => ControlProps
  getCloseButtonProps: (options: { label: string }) => ControlProps
  getSearchFieldProps: (options: { label: string }) => SearchFieldParts
  getListProps: (options: { label: string }) => ListProps
}

/**
 * Prop getters for the parts every view has (the dialog, title, Back, Close, search field with its
 * live count, list), with their ARIA and anatomy, in the manner of Zag's `connect`: a modal built
 * from them is accessible without re-inventing it. The dialog's props carry the view focus
 * ({@link useViewFocus}): focus goes to the title when the dialog opens and when the view changes
 * while the control that had it left with the old view (screen readers hear the new view, and no
 * text field grabs a phone's keyboard), Tab stays inside, and focus returns to the opener on close.
 *
 * @example
 * const { getDialogProps, getTitleProps, getBackButtonProps } = useModalParts()
 * <div {...getDialogProps()}><h2 {...getTitleProps()}>{title}</h2><button {...getBackButtonProps({ label: 'Back' })}>‹</button></div>
 */
export function useModalParts(): UseModalPartsReturnType {
  const client = usePorticoClient()
  const { view, depth } = useStoreSelector(client.controllers.router, (state) => ({
    view: currentRoute(state).view,
    depth: state.history.length,
  }))
  const canClose = useStoreSelector(client.controllers.router, () => canCloseModal(client))
  const titleId = useId()
  const countId = useId()
  const { getContainerProps } = useViewFocus({ view })

  return useMemo(
    () => ({
      titleId,
      getDialogProps: () => {
        const focus = getContainerProps()
        return {
          ...focus,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          tabIndex: -1,
          onKeyDown: (event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) {
              event.preventDefault()
              closeModal(client)
              return
            }
            focus.onKeyDown?.(event)
          },
          'data-scope': 'modal',
          'data-part': 'content',
          'data-view': view,
        }
      },
      getTitleProps: () => ({ id: titleId, tabIndex: -1, 'data-scope': 'modal', 'data-part': 'title', 'data-view': view }),
      getBackButtonProps: ({ label }) => ({
        type: 'button',
        'aria-label': label,
        hidden: depth <= 1,
        'data-scope': 'modal',
        'data-part': 'back',
        onClick: () => goBack(client),
      }),
      getCloseButtonProps: ({ label }) => ({
        type: 'button',
        'aria-label': label,
        'aria-disabled': !canClose,
        'data-scope': 'modal',
        'data-part': 'close',
        onClick: () => {
          closeModal(client)
        },
      }),
      getSearchFieldProps: ({ label }) => ({
        input: {
          type: 'search',
          'aria-label': label,
          'aria-describedby': countId,
          autoComplete: 'off',
          spellCheck: false,
          'data-scope': 'modal',
          'data-part': 'search',
        },
        count: { id: countId, role: 'status', 'aria-live': 'polite', 'data-scope': 'modal', 'data-part': 'search-count' },
      }),
      getListProps: ({ label }) => ({ role: 'list', 'aria-label': label, 'data-scope': 'modal', 'data-part': 'list' }),
    }),
    [client, view, depth, canClose, titleId, countId, getContainerProps],
  )
}
