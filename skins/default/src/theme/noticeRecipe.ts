import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * Notices over the views: the alert banner (APKT catalogue) at the top of the body, the snackbar
 * at the bottom of the card, and the loading overlay covering it. Severity and variant hang on
 * `data-severity` / `data-variant`; open and closed on `data-state`.
 */
export const noticeRecipe: SlotRecipeConfig = {
  className: 'notice',
  description: 'Alert banner, snackbar and loading overlay of the Portico modal',
  slots: ['alert', 'alertText', 'alertDismiss', 'snackbar', 'snackbarMessage', 'overlay', 'overlaySpinner', 'closeNotice'],
  base: {
    alert: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      marginX: '4',
      marginBottom: '2',
      paddingY: '2',
      paddingLeft: '3',
      paddingRight: '1',
      borderRadius: 'md',
      borderLeft: '4px solid',
      background: 'surfaceRaised',
      color: 'text',
      borderColor: 'accent',
      '&[data-severity="error"]': { background: 'dangerSoft', color: 'danger', borderColor: 'danger' },
      '&[data-severity="warning"]': { borderColor: 'danger' },
      '& svg': { flexShrink: '0', width: '20px', height: '20px' },
    },
    alertText: { flex: '1', margin: '0', fontWeight: 'medium' },
    // Why the modal stays open when the visitor tried to close it (sign-in required): a bubble
    // under the header, over the top of the view, so nothing moves under the pointer. A live region
    // that is in the page, empty and drawing nothing, until an attempt.
    closeNotice: {
      position: 'absolute',
      top: '100%',
      left: '4',
      right: '4',
      zIndex: '2',
      margin: '0',
      pointerEvents: 'none',
      textAlign: 'center',
      fontSize: 'sm',
      fontWeight: 'medium',
      '&[data-state="open"]': {
        paddingY: '2',
        paddingX: '3',
        borderRadius: 'md',
        background: 'text',
        color: 'surface',
        boxShadow: 'modal',
      },
    },
    alertDismiss: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: 'control',
      height: 'control',
      padding: '0',
      border: 'none',
      borderRadius: 'sm',
      background: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
      '& svg': { width: '16px', height: '16px' },
    },
    // The live region: always in the page (a region that appears with its text is often not
    // announced), drawing nothing itself; the message inside it is the visible bubble.
    snackbar: {
      position: 'absolute',
      left: '4',
      right: '4',
      bottom: '4',
      zIndex: '1',
      pointerEvents: 'none',
    },
    snackbarMessage: {
      margin: '0',
      paddingY: '2',
      paddingX: '3',
      borderRadius: 'md',
      border: '1px solid {colors.border}',
      background: 'surfaceRaised',
      color: 'text',
      textAlign: 'center',
      fontWeight: 'medium',
      boxShadow: 'modal',
      pointerEvents: 'auto',
      '&[data-variant="error"]': { background: 'dangerSoft', color: 'danger' },
      _motionSafe: { animation: 'ptcFadeIn 150ms {easings.standard}' },
    },
    overlay: {
      position: 'absolute',
      inset: '0',
      zIndex: '2',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'color-mix(in srgb, var(--ptc-colors-surface) 80%, transparent)',
    },
    overlaySpinner: {
      width: '48px',
      height: '48px',
      borderRadius: 'full',
      border: '3px solid {colors.border}',
      borderTopColor: 'accent',
      // Turns only without prefers-reduced-motion; with it, a still ring all in the accent.
      _motionSafe: { animation: 'ptcSpin 900ms linear infinite' },
      _motionReduce: { borderColor: 'accent' },
    },
  },
}
