import type { SlotRecipeConfig } from '@pandacss/dev'

/**
 * The Account view's tabs (Ark UI Tabs): a segmented list of triggers and one panel per tab.
 * Ark UI sets `data-scope="tabs"`, `data-part` (root, list, trigger, content) and `data-selected`.
 */
export const tabsRecipe: SlotRecipeConfig = {
  className: 'tabs',
  description: 'The Tokens and Activity tabs of the Portico Account view',
  slots: ['root', 'list', 'trigger', 'content', 'placeholder'],
  base: {
    root: { width: '100%', paddingTop: '4' },
    list: {
      display: 'flex',
      gap: '1',
      padding: '1',
      borderRadius: 'md',
      background: 'surfaceRaised',
    },
    trigger: {
      flex: '1',
      height: '32px',
      border: 'none',
      borderRadius: 'sm',
      background: 'transparent',
      color: 'textMuted',
      fontFamily: 'body',
      fontSize: 'sm',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _hover: { color: 'text' },
      _focusVisible: { outline: 'none', boxShadow: 'focus' },
      '&[data-selected]': { background: 'surface', color: 'text' },
    },
    content: {
      paddingY: '4',
      _focusVisible: { outline: 'none', boxShadow: 'focus', borderRadius: 'sm' },
    },
    placeholder: { margin: '0', color: 'textMuted', fontSize: 'sm', textAlign: 'center' },
  },
}
