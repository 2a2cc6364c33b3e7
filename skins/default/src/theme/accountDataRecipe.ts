import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * The Tokens and Activity lists of the Account view: rows with an icon, two lines and an end column.
 * Outside text (names, symbols) is cut with an ellipsis inside its row, never past it: the main
 * column and the end column (at most 40%) may both shrink, and every line of them clips. An
 * activity row lays its parts out with activityRowRecipe on top of these.
 */
export const accountDataRecipe: SlotRecipeConfig = {
  className: 'account-data',
  description: 'Token and activity rows of the Portico Account view',
  slots: ['root', 'summary', 'list', 'row', 'icon', 'main', 'title', 'subtitle', 'end', 'amount', 'muted', 'state', 'more', 'link', 'figure', 'symbol'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', width: '100%' },
    summary: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', margin: '0', color: 'textMuted', fontSize: 'sm' },
    list: { display: 'flex', flexDirection: 'column', gap: '2', margin: '0', padding: '0', listStyle: 'none' },
    row: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minHeight: 'item',
      paddingX: '3',
      paddingY: '2',
      borderRadius: 'lg',
      background: 'surfaceRaised',
      color: 'text',
      fontSize: 'sm',
    },
    icon: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '32px',
      height: '32px',
      borderRadius: 'full',
      overflow: 'hidden',
      background: 'surfaceHover',
      color: 'text',
      fontSize: 'xs',
      fontWeight: 'semibold',
      '& img, & svg': { width: '100%', height: '100%', objectFit: 'cover' },
    },
    main: { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' },
    // Names and symbols take their own direction (dir="auto"): a right-to-left one still starts where the row's text does.
    title: { margin: '0', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' },
    subtitle: { margin: '0', color: 'textMuted', fontSize: 'xs', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' },
    end: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: '0', minWidth: '0', maxWidth: '40%' },
    amount: { maxWidth: '100%', margin: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    muted: { maxWidth: '100%', margin: '0', color: 'textMuted', fontSize: 'xs', fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // An amount's digits and its symbol: the digits whole, a long symbol cut (TokenAmount).
    figure: { display: 'flex', justifyContent: 'flex-end', gap: '1' },
    symbol: { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    state: { margin: '0', paddingY: '4', color: 'textMuted', fontSize: 'sm', textAlign: 'center' },
    more: { alignSelf: 'center' },
    link: {
      color: 'accent',
      fontSize: 'xs',
      fontWeight: 'medium',
      textDecoration: 'underline',
      borderRadius: 'sm',
      minHeight: '24px',
      display: 'inline-flex',
      alignItems: 'center',
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
    },
  },
}
