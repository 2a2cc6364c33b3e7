import type { SlotRecipeConfig } from '@pandacss/dev'

/** A centred status panel: a large icon (with a spinner ring while waiting), a headline, a message. */
export const statusRecipe: SlotRecipeConfig = {
  className: 'status',
  description: 'Waiting, error and notice panels of the Portico views',
  slots: ['root', 'visual', 'spinner', 'text', 'headline', 'message', 'actions', 'chips', 'live'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      paddingTop: '4',
      textAlign: 'center',
    },
    visual: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '96px',
      height: '96px',
      color: 'danger',
      '& > img, & > [data-part="wallet-icon"]': { width: '64px', height: '64px', borderRadius: 'lg', fontSize: 'lg' },
    },
    spinner: {
      position: 'absolute',
      inset: '0',
      borderRadius: 'full',
      border: '3px solid {colors.border}',
      borderTopColor: 'accent',
      // Turns only without prefers-reduced-motion; with it, a still ring all in the accent.
      _motionSafe: { animation: 'ptcSpin 900ms linear infinite' },
      _motionReduce: { borderColor: 'accent' },
    },
    text: { display: 'flex', flexDirection: 'column', gap: '1', paddingX: '2' },
    headline: {
      margin: '0',
      maxWidth: '100%',
      fontSize: 'md',
      fontWeight: 'semibold',
      // A wallet's name is the wallet's to choose: one without a space ('Continue in WWWW…') breaks
      // where it must, and after two lines it stops with an ellipsis, never widening the card.
      overflowWrap: 'anywhere',
      lineClamp: '2',
      '&[data-state="error"]': { color: 'danger' },
    },
    // `pretty` keeps a last word from standing alone on its line.
    message: { margin: '0', color: 'textMuted', textWrap: 'pretty' },
    actions: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      width: '100%',
      paddingTop: '2',
    },
    /** A wrapping row of small choices (suggested names). */
    // Announcements for screen readers only (a copy confirmation the button also shows).
    live: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: '0',
    },
    chips: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', listStyle: 'none', margin: '0', padding: '0', paddingTop: '1' },
  },
}
