import type { SlotRecipeConfig } from '@pandacss/dev'

/** A list of selectable rows (wallets, networks): icon, label, an optional badge on the right. */
export const listRecipe: SlotRecipeConfig = {
  className: 'list',
  description: 'Selectable rows of the Portico views',
  slots: ['root', 'row', 'item', 'label', 'badge', 'rowBadge', 'empty'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      margin: '0',
      padding: '0',
      listStyle: 'none',
    },
    // A row whose badge sits beside its button (connectors): the badge is drawn over the
    // button's end and lets clicks through; the button keeps room for it. A badge inside the
    // button (the active network's) takes its own room.
    row: {
      position: 'relative',
      '&:has(> [data-part="badge"]) > button': { paddingRight: '112px' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      width: '100%',
      minHeight: 'item',
      paddingX: '2',
      paddingY: '2',
      border: '1px solid transparent',
      borderRadius: 'lg',
      background: 'surfaceRaised',
      color: 'text',
      fontFamily: 'body',
      fontSize: 'sm',
      fontWeight: 'medium',
      textAlign: 'start',
      cursor: 'pointer',
      transition: 'background 120ms, border-color 120ms',
      _hover: { background: 'surfaceHover' },
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
      '&[data-state="active"]': { borderColor: 'accent', background: 'accentSoft' },
      _disabled: { opacity: '0.45', cursor: 'not-allowed', _hover: { background: 'surfaceRaised' } },
    },
    label: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    badge: {
      flexShrink: '0',
      paddingX: '2',
      paddingY: '1',
      borderRadius: 'full',
      background: 'surfaceHover',
      color: 'textMuted',
      fontSize: 'xs',
      fontWeight: 'medium',
      '&[data-state="active"]': { background: 'accent', color: 'onAccent' },
      '&[data-state="conflict"]': { background: 'dangerSoft', color: 'danger' },
    },
    rowBadge: {
      position: 'absolute',
      top: '50%',
      right: '3',
      transform: 'translateY(-50%)',
      pointerEvents: 'none',
    },
    empty: {
      paddingY: '6',
      textAlign: 'center',
      color: 'textMuted',
    },
  },
}
