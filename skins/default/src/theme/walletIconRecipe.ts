import type { RecipeConfig } from '@pandacss/dev'

/** A wallet or network image, or its initial on a tinted square when there is no image. */
export const walletIconRecipe: RecipeConfig = {
  className: 'wallet-icon',
  description: 'Wallet and network icons of the Portico views',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    width: 'icon',
    height: 'icon',
    borderRadius: 'md',
    overflow: 'hidden',
    objectFit: 'cover',
    background: 'accentSoft',
    color: 'accent',
    fontSize: 'md',
    fontWeight: 'semibold',
    userSelect: 'none',
    // The fallback's initial is drawn by CSS, not text in the DOM, so it never enters the text of
    // the button around it (whose accessible name must contain all of its visible text).
    '&[data-state="fallback"]::before': { content: 'attr(data-initial)' },
  },
}
