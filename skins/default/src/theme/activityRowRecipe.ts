import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * One transaction of the Activity tab, on a grid, so the counterparty gets the row's whole width
 * (beside the icon) and is never cut or broken on a phone: its characters are what tell a
 * poisoner's look-alike from the genuine address.
 *
 *   icon  title    amounts
 *   icon  time     value
 *   icon  party ---------
 *   icon  warning -------
 *   icon  link ----------
 *
 * The main, subtitle and end wrappers keep their anatomy but take no box (`display: contents`).
 * Outside text (symbols) is cut with an ellipsis inside the amounts column, at most 40% wide.
 */
export const activityRowRecipe: SlotRecipeConfig = {
  className: 'activity-row',
  description: 'A transaction of the Portico Activity tab',
  slots: ['row', 'icon', 'wrapper', 'title', 'time', 'party', 'warning', 'link', 'amounts', 'value'],
  base: {
    row: {
      display: 'grid',
      gridTemplateColumns: '32px minmax(0, 1fr) fit-content(40%)',
      gridTemplateAreas: '"icon title amounts" "icon time value" "icon party party" "icon warning warning" "icon link link"',
      columnGap: '3',
      alignItems: 'baseline',
      minHeight: 'item',
      paddingX: '3',
      paddingY: '2',
      borderRadius: 'lg',
      background: 'surfaceRaised',
      color: 'text',
      fontSize: 'sm',
      // A transfer of nothing or a look-alike counterparty (address poisoning) is framed in the danger colour.
      '&[data-warning]': { boxShadow: 'inset 0 0 0 1px {colors.danger}' },
    },
    icon: { gridArea: 'icon', alignSelf: 'center' },
    wrapper: { display: 'contents' },
    title: { gridArea: 'title', minWidth: '0', margin: '0', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // The time is never cut: its width is the least the middle column takes, the amounts column the rest.
    time: { gridArea: 'time', margin: '0', color: 'textMuted', fontSize: 'xs', whiteSpace: 'nowrap' },
    party: { gridArea: 'party', minWidth: '0', margin: '0', color: 'textMuted', fontSize: 'xs', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
    // One line per warning (zero-value, look-alike).
    warning: { gridArea: 'warning', display: 'flex', flexDirection: 'column', margin: '0', color: 'danger', fontSize: 'xs', fontWeight: 'semibold' },
    link: { gridArea: 'link', justifySelf: 'start' },
    amounts: { gridArea: 'amounts', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: '0' },
    value: { gridArea: 'value', justifySelf: 'end', maxWidth: '100%' },
  },
}
