import type { SlotRecipeConfig } from '@pandacss/dev'

/** The Account view: avatar, address, balance, and the network and disconnect actions. */
export const accountRecipe: SlotRecipeConfig = {
  className: 'account',
  description: 'The Account view of the Portico modal',
  slots: ['root', 'avatar', 'address', 'balance', 'network', 'networkDot', 'actions'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      paddingTop: '2',
    },
    avatar: {
      width: 'iconLg',
      height: 'iconLg',
      borderRadius: 'full',
      background: 'linear-gradient(135deg, {colors.avatarFrom}, {colors.avatarTo})',
    },
    // The truncated address, or the account's name: a name can be long, so it stays on one line and
    // ends with an ellipsis inside the card.
    address: {
      maxWidth: '100%',
      margin: '0',
      marginTop: '2',
      overflow: 'hidden',
      fontSize: 'lg',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    balance: { margin: '0', color: 'textMuted', fontSize: 'md' },
    network: {
      display: 'inline-flex',
      maxWidth: '100%',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      alignItems: 'center',
      gap: '2',
      paddingX: '3',
      paddingY: '1',
      borderRadius: 'full',
      background: 'surfaceRaised',
      color: 'textMuted',
      fontSize: 'xs',
      fontWeight: 'medium',
    },
    networkDot: { flexShrink: '0', width: '8px', height: '8px', borderRadius: 'full', background: 'success' },
    actions: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      width: '100%',
      paddingTop: '4',
    },
  },
}
