import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useModal, useModalRouter, useOptions, type ModalFooter as FooterKind, type SocialProvider, type View } from '@portico/react'
import { modal } from '../../styled-system/recipes/index.js'
import { AlertBanner } from '../components/AlertBanner.js'
import { CloseRefusedNotice, useCloseRefusal } from './CloseRefusedNotice.js'
import { LoadingOverlay } from '../components/LoadingOverlay.js'
import { Snackbar } from '../components/Snackbar.js'
import { catalogues, type Locale } from '../messages/catalogues.js'
import { MessagesContext, type MessagesContextValue } from '../messages/MessagesContext.js'
import { defaultViews } from './defaultViews.js'
import { ModalBody } from './ModalBody.js'
import { ModalFooter } from './ModalFooter.js'
import { ModalHeader } from './ModalHeader.js'
import { ThemeRoot } from './ThemeRoot.js'
import { useDeferredScrollLock } from './useDeferredScrollLock.js'
import { ConnectMethodsContext, defaultConnectMethods, type ConnectMethodRegistry } from './connectMethodRegistry.js'
import type { ViewRegistry } from './viewRegistry.js'

/** Props of {@link PorticoModal} (and of the dialog it loads). */
export interface PorticoModalProps {
  /**
   * Views that replace or add to the default ones, by view name: `{ Account: MyAccountView }`.
   * Each component reads what it needs through the `@portico/react` hooks.
   * @default {} (the default views only)
   */
  views?: ViewRegistry
  /**
   * Groups of Connect that replace or add to the default ones, by connect method:
   * `{ email: EmailGroup }`. Connect shows them in `features.connectMethodsOrder`; a method without
   * a group is left out, and so is 'wallet' when `enableWallets` is false.
   * @default {} (the wallet list only)
   */
  connectMethods?: ConnectMethodRegistry
  /**
   * The language of every string the modal shows ('en' or 'de'); numbers and plurals follow it
   * through `Intl`.
   * @default 'en'
   */
  locale?: Locale
}

/**
 * Views that take the phone's whole bottom sheet instead of their content's height. The sheet
 * holds its height while a view is shown (so its header never rises under a finger), and the
 * Account's token and activity lists arrive after it opened: sized to its first content, they
 * would scroll in a sliver of the screen.
 */
const FULL_SHEET_VIEWS: readonly View[] = ['Account']

interface Shown {
  view: View
  footer: FooterKind
  canGoBack: boolean
  /** The social provider EmailLogin's social step waits on: the header names it. */
  provider: SocialProvider | undefined
}

/** The provider of an EmailLogin route's social step. */
function socialProviderOf(route: ReturnType<typeof useModalRouter>['route']): SocialProvider | undefined {
  return route.view === 'EmailLogin' && route.step === 'social' ? (route.provider as SocialProvider | undefined) : undefined
}

/**
 * The modal's dialog: an Ark UI dialog (focus trap, Escape, dialog semantics) showing the current
 * route's view between a header and a footer. `PorticoModal` loads it when it mounts, and it is
 * rendered closed until the modal opens.
 */
export function ModalDialog({ views, connectMethods, locale = 'en' }: PorticoModalProps): ReactNode {
  const { isOpen: wantsOpen, isLoading, shake, close, canClose } = useModal()
  const { options } = useOptions()
  const fullScreen = options.enableMobileFullScreen ? '' : undefined
  // The dialog may mount already asked to be open (an open before its code arrived); Ark sets up
  // the focus trap and the open transition on a change to open, so it first mounts closed.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const isOpen = wantsOpen && mounted
  const [wasOpened, setWasOpened] = useState(false)
  if (isOpen && !wasOpened) setWasOpened(true)
  // The page's scroll lock, taken after the open modal's first frame (Ark's, taken in the click,
  // forced a layout before that frame could be drawn).
  useDeferredScrollLock(isOpen)
  const router = useModalRouter()
  const registry = useMemo<ViewRegistry>(() => ({ ...defaultViews, ...views }), [views])
  const groups = useMemo<ConnectMethodRegistry>(() => ({ ...defaultConnectMethods, ...connectMethods }), [connectMethods])
  const messages = useMemo<MessagesContextValue>(
    () => ({ locale, messages: catalogues[locale] ?? catalogues.en }),
    [locale],
  )

  // Closing resets the router to Connect at once; while the dialog fades out it keeps showing
  // the view it was closed on.
  const current: Shown = { view: router.view, footer: router.footer, canGoBack: router.canGoBack, provider: socialProviderOf(router.route) }
  const [shown, setShown] = useState<Shown>(current)
  const isStale =
    shown.view !== current.view ||
    shown.footer !== current.footer ||
    shown.canGoBack !== current.canGoBack ||
    shown.provider !== current.provider
  if (isOpen && isStale) setShown(current)
  const { view, footer, canGoBack, provider } = isOpen ? current : shown

  // The view on which the visitor last tried to close while closing was disabled: it says why.
  const { refusedOn, refuse } = useCloseRefusal()
  const closeRefused = isOpen && !canClose && refusedOn === view

  const ViewComponent = registry[view]
  const state = isOpen ? 'open' : 'closed'
  const styles = modal()

  return (
    <MessagesContext.Provider value={messages}>
      <ConnectMethodsContext.Provider value={groups}>
        <Dialog.Root
          open={isOpen}
          // Escape, a click outside and the close button all land here; core decides whether the
          // modal may close (it shakes instead where closing is disabled).
          onOpenChange={(details) => {
            if (!details.open) {
              if (!canClose) refuse(view)
              close()
            }
          }}
          // Until the first open, the card is rendered hidden in a React <Activity> (Ark's 'activity'
          // hide mode: React renders it when the page is idle, and runs none of its effects), so
          // the first open only reveals it. After a close it is unmounted, and each later open
          // mounts it afresh. Without <Activity> (React 18) it waits behind the `hidden` attribute.
          unmountOnExit
          hideMode="activity"
          preventScroll={false}
        >
          <Portal>
            <ThemeRoot lang={locale}>
              <Dialog.Backdrop className={styles.backdrop} data-scope="modal" data-part="backdrop" />
              <Dialog.Positioner
                className={styles.positioner}
                data-scope="modal"
                data-part="positioner"
                data-state={state}
                data-fullscreen={fullScreen}
                // Empty (the card inside is hidden) until the first open; it must not cover the page.
                hidden={!wasOpened}
              >
                <Dialog.Content
                  className={styles.content}
                  data-scope="modal"
                  data-part="content"
                  data-view={view}
                  data-sheet={FULL_SHEET_VIEWS.includes(view) ? 'full' : undefined}
                  data-shake={shake ? '' : undefined}
                  data-fullscreen={fullScreen}
                  data-loading={isLoading ? '' : undefined}
                  aria-busy={isLoading || undefined}
                >
                  <ModalHeader view={view} provider={provider} canGoBack={canGoBack} onBack={router.goBack} state={state}>
                    {!canClose && <CloseRefusedNotice view={view} refused={closeRefused} />}
                  </ModalHeader>
                  <AlertBanner />
                  <ModalBody view={view} state={state}>
                    {ViewComponent && <ViewComponent />}
                  </ModalBody>
                  <ModalFooter kind={footer} state={state} />
                  <Snackbar />
                  {isLoading && <LoadingOverlay />}
                </Dialog.Content>
              </Dialog.Positioner>
            </ThemeRoot>
          </Portal>
        </Dialog.Root>
      </ConnectMethodsContext.Provider>
    </MessagesContext.Provider>
  )
}
