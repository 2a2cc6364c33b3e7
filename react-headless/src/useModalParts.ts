import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { canCloseModal, closeModal, currentRoute, goBack, type View } from '@portico/core'
import { usePorticoClient } from './usePorticoClient.js'
import { useStoreSelector } from './useStoreSelector.js'

/** Props of the view's title: focusable by script, so focus can land on it when the view changes. */
export interface TitleProps {
  id: string
  tabIndex: -1
  ref: (element: HTMLElement | null) => void
  'data-scope': 'modal'
  'data-part': 'title'
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
  getTitleProps: () => TitleProps
  getBackButtonProps: (options: { label: string }) => ControlProps
  getCloseButtonProps: (options: { label: string }) => ControlProps
  getSearchFieldProps: (options: { label: string }) => SearchFieldParts
  getListProps: (options: { label: string }) => ListProps
}

/**
 * Prop getters for the parts every view has (title, Back, Close, search field with its live
 * count, list), with their ARIA and anatomy, in the manner of Zag's `connect`: a modal built from
 * them is accessible without re-inventing it. The title takes focus when the view changes and
 * focus is no longer inside the dialog (the control that had it left with the old view), so
 * screen readers hear the new view and no text field grabs a phone's keyboard.
 *
 * @example
 * const { getTitleProps, getBackButtonProps } = useModalParts()
 * <h2 {...getTitleProps()}>{title}</h2><button {...getBackButtonProps({ label: 'Back' })}>‹</button>
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
  const title = useRef<HTMLElement | null>(null)
  const shownView = useRef(view)

  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const element = title.current
    const dialog = element?.closest<HTMLElement>('[role="dialog"]')
    if (!element || !dialog) return
    // In a shadow root the document's activeElement is the host: ask the title's own root.
    const active = (element.getRootNode() as Document | ShadowRoot).activeElement
    if (active && active !== dialog && dialog.contains(active)) return
    element.focus({ preventScroll: true })
  }, [view])

  const setTitle = useCallback((element: HTMLElement | null) => {
    title.current = element
  }, [])

  return useMemo(
    () => ({
      titleId,
      getTitleProps: () => ({ id: titleId, tabIndex: -1, ref: setTitle, 'data-scope': 'modal', 'data-part': 'title', 'data-view': view }),
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
    [client, view, depth, canClose, titleId, countId, setTitle],
  )
}
