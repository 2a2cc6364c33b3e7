import type { SlotRecipeConfig } from '@pandacss/dev'

/** The page's connect button: connect / connecting / the account (name or address, balance, network icon) / unsupported network. */
export const connectButtonRecipe: SlotRecipeConfig = {
  className: 'connect-button',
  description: 'The Portico connect button for the page',
  slots: ['button', 'network', 'networkDot', 'warning', 'label', 'balance'],
  base: {
    button: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      maxWidth: '100%',
      minHeight: 'control',
      paddingX: '4',
      border: '1px solid {colors.border}',
      borderRadius: 'full',
      background: 'surface',
      color: 'text',
      fontFamily: 'body',
      fontSize: 'sm',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _hover: { background: 'surfaceHover' },
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
      '&[data-state="disconnected"]': { background: 'accent', color: 'onAccent', borderColor: 'accent' },
      '&[data-state="connecting"]': { cursor: 'progress' },
      // On a network the site does not list: the warning colours, never the green dot.
      '&[data-state="unsupported"]': { background: 'dangerSoft', color: 'danger', borderColor: 'danger' },
    },
    network: { flexShrink: '0', width: '18px', height: '18px', borderRadius: 'full', objectFit: 'cover' },
    networkDot: { flexShrink: '0', width: '8px', height: '8px', borderRadius: 'full', background: 'success' },
    warning: { flexShrink: '0', width: '18px', height: '18px', '& svg': { display: 'block', width: '100%', height: '100%' } },
    // A long account name is cut here (its whole text is the tooltip and the button's name), not across the site's header.
    label: { minWidth: '0', maxWidth: '200px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    balance: { flexShrink: '0', color: 'textMuted', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
  },
}
