import type { SlotRecipeConfig } from '@pandacss/dev'
import { ACCENT_HOVER_BLACK, ACCENT_SOFT_PERCENT } from './palette.js'
import { PHONE_QUERY } from './phoneQuery.js'

/** A surface color with `themeVariables.colorMix` mixed in, by `colorMixStrength` percent. */
const mixed = (base: string) =>
  `color-mix(in srgb, var(--ptc-color-mix, transparent) var(--ptc-color-mix-strength, 0%), var(--ptc-colors-${base}))`

/** Styles shared by the header's icon buttons (back and close). */
const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'control',
  height: 'control',
  padding: '0',
  border: 'none',
  borderRadius: 'md',
  background: 'transparent',
  color: 'text',
  cursor: 'pointer',
  transition: 'background 120ms',
  _hover: { background: 'surfaceHover' },
  _focusVisible: { outline: 'none', boxShadow: 'focus' },
  '& svg': { width: '20px', height: '20px' },
} as const

/**
 * The modal's anatomy: backdrop, positioner, content (the card), header (back, title, close),
 * body (one view at a time) and footer. Every part is also reachable through its
 * `[data-scope="modal"][data-part="..."]` attributes.
 */
export const modalRecipe: SlotRecipeConfig = {
  className: 'modal',
  description: 'The Portico modal shell',
  slots: ['root', 'backdrop', 'positioner', 'content', 'header', 'back', 'title', 'close', 'body', 'view', 'footer'],
  base: {
    // The theme root: it carries `data-theme` and the `themeVariables` as CSS variables (set by
    // script through the CSSOM, which a strict CSP allows), and derives the theme's colors from
    // them here, so that every part below sees them. It draws nothing itself.
    root: {
      display: 'contents',
      colorScheme: 'light',
      '&[data-theme="dark"]': { colorScheme: 'dark' },
      '--ptc-colors-accent': 'var(--ptc-accent, var(--ptc-colors-accent-base))',
      '--ptc-colors-accent-hover': `color-mix(in srgb, #000 ${ACCENT_HOVER_BLACK}%, var(--ptc-colors-accent))`,
      '--ptc-colors-surface': mixed('surface-base'),
      '--ptc-colors-surface-raised': mixed('surface-raised-base'),
      '--ptc-colors-surface-hover': mixed('surface-hover-base'),
      '--ptc-colors-accent-soft': `color-mix(in srgb, var(--ptc-colors-accent) ${ACCENT_SOFT_PERCENT}%, var(--ptc-colors-surface))`,
      // Text on the accent: white on a dark accent, black on a light one, so a site's accent
      // keeps AA contrast (relative color syntax; older browsers keep the palette's color).
      '@supports (color: oklch(from red l c h))': {
        '--ptc-colors-on-accent': 'oklch(from var(--ptc-colors-accent) clamp(0, (0.6 - l) * 1000, 1) 0 0)',
      },
      '--ptc-shadows-focus': '0 0 0 3px color-mix(in srgb, var(--ptc-colors-accent) 45%, transparent)',
      '--ptc-radii-sm': 'calc(var(--ptc-border-radius, 12px) * 2 / 3)',
      '--ptc-radii-md': 'var(--ptc-border-radius, 12px)',
      '--ptc-radii-lg': 'calc(var(--ptc-border-radius, 12px) * 4 / 3)',
      '--ptc-radii-modal': 'calc(var(--ptc-border-radius, 12px) * 2)',
    },
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      background: 'backdrop',
      // Every animation is declared for no-preference only: under prefers-reduced-motion there is
      // none to switch off (an `animation: none` there loses to the more specific `_open` rule).
      _motionSafe: {
        _open: { animation: 'ptcFadeIn 150ms {easings.standard}' },
        _closed: { animation: 'ptcFadeOut 150ms {easings.standard}' },
      },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      // The card hangs from a fixed top edge instead of being centred: it grows and shrinks at the
      // bottom as its view's data arrives, so the header (back, close) and what is above the new
      // data never move under the pointer. The edge is where a 720 px card would be centred, kept
      // between 16 px and 12% of the viewport's height.
      alignItems: 'flex-start',
      justifyContent: 'center',
      padding: '4',
      paddingTop: 'clamp(16px, calc(50dvh - 360px), 12dvh)',
      overflowY: 'auto',
      // A phone: the card is a bottom sheet (pushed down by its auto top margin), its actions within
      // the thumb's reach. It holds its height while a view stays shown (the body's held height).
      [`@media ${PHONE_QUERY}`]: { padding: '0', paddingTop: '6', alignItems: 'flex-start' },
      // options.enableMobileFullScreen: the card fills a narrow viewport edge to edge.
      '&[data-fullscreen]': { [`@media ${PHONE_QUERY}`]: { padding: '0', alignItems: 'stretch' } },
      // Hidden (and the card in it) until the first open: the modal is prepared before it.
      '&[hidden]': { display: 'none' },
    },
    content: {
      position: 'relative',
      boxSizing: 'border-box',
      width: 'modal',
      maxWidth: '100%',
      // Never taller than the viewport (less the positioner's padding): the body scrolls instead.
      maxHeight: '100%',
      display: 'flex',
      flexDirection: 'column',
      background: 'surface',
      color: 'text',
      fontFamily: 'body',
      fontSize: 'sm',
      lineHeight: 'normal',
      borderRadius: 'modal',
      border: '1px solid {colors.border}',
      boxShadow: 'modal',
      overflow: 'hidden',
      outline: 'none',
      WebkitFontSmoothing: 'antialiased',
      '&[hidden]': { display: 'none' },
      '& *, & *::before, & *::after': { boxSizing: 'border-box' },
      _motionSafe: {
        _open: { animation: 'ptcModalIn 150ms {easings.standard}' },
        _closed: { animation: 'ptcModalOut 150ms {easings.standard}' },
        // The shake joins the open animation instead of replacing it. An animation whose name stays
        // in the list is kept (not started again), so when `data-shake` goes away the card does not
        // fade and slide in a second time. A closing card does not shake.
        '&[data-shake]': {
          _open: { animation: 'ptcModalIn 150ms {easings.standard}, ptcShake 500ms {easings.standard}' },
        },
      },
      [`@media ${PHONE_QUERY}`]: {
        width: '100%',
        marginTop: 'auto',
        borderBottomLeftRadius: '0',
        borderBottomRightRadius: '0',
        borderBottom: 'none',
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      },
      '&[data-fullscreen]': {
        [`@media ${PHONE_QUERY}`]: {
          width: '100%',
          marginTop: '0',
          minHeight: '100dvh',
          borderRadius: '0',
          border: 'none',
        },
      },
    },
    header: {
      // The close notice hangs under it (noticeRecipe's closeNotice).
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '40px 1fr 40px',
      alignItems: 'center',
      gap: '2',
      padding: '3',
      paddingBottom: '2',
    },
    back: { ...iconButton, gridColumn: '1' },
    close: { ...iconButton, gridColumn: '3' },
    title: {
      gridColumn: '2',
      margin: '0',
      textAlign: 'center',
      fontSize: 'md',
      fontWeight: 'semibold',
      lineHeight: 'tight',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      borderRadius: 'sm',
      // Focused by script after a view change; a keyboard user sees where focus landed.
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
      _motionSafe: { animation: 'ptcFadeIn {durations.headerText} {easings.standard}' },
    },
    body: {
      // Sized by script (useViewHeight sets the view's heights as variables) so its height can
      // animate; when the card reaches its maximum height, the body gives way and scrolls.
      flex: '0 1 auto',
      minHeight: '0',
      height: 'var(--ptc-view-height, auto)',
      overflowX: 'hidden',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      scrollbarWidth: 'thin',
      // While the height animates the view can be taller than the body: no scroll bar for that.
      '&[data-resizing]': { overflowY: 'hidden' },
      // The phone's bottom sheet grows upwards: it holds the view's settled height, so its header
      // stays put while the view's data arrives; more content scrolls inside. The next view sizes
      // it again. (Full screen, the card starts at the top and simply follows its view.)
      [`@media ${PHONE_QUERY}`]: {
        height: 'var(--ptc-view-held-height, var(--ptc-view-height, auto))',
        // A view whose lists arrive after it opened (ModalDialog's FULL_SHEET_VIEWS) takes the
        // whole sheet: the body asks for the screen's height and gives way down to the card's
        // maximum (an animated height, where a full-height card would jump).
        '[data-sheet="full"] &': { height: '100dvh' },
      },
      '[data-fullscreen] &': { [`@media ${PHONE_QUERY}`]: { height: 'var(--ptc-view-height, auto)' } },
      _motionSafe: { transition: 'height {durations.modalHeight} {easings.standard}' },
    },
    view: {
      // The body clips (for its height animation and its scroll): the padding keeps focus rings inside it.
      paddingX: '4',
      paddingTop: '1',
      paddingBottom: '4',
      _motionSafe: { animation: 'ptcViewIn {durations.view} {easings.standard}' },
    },
    footer: {
      paddingX: '6',
      paddingY: '3',
      borderTop: '1px solid {colors.border}',
      background: 'surfaceRaised',
      color: 'textMuted',
      fontSize: 'xs',
      textAlign: 'center',
      '& a': {
        color: 'text',
        fontWeight: 'medium',
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        _hover: { color: 'accent' },
      },
    },
  },
}
