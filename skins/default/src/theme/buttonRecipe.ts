import type { RecipeConfig } from '@pandacss/dev'

/** The skin's buttons: a filled primary action, a quiet secondary one and a danger one. */
export const buttonRecipe: RecipeConfig = {
  className: 'button',
  description: 'Action buttons of the Portico views',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    width: '100%',
    height: 'control',
    paddingX: '4',
    border: 'none',
    borderRadius: 'md',
    fontFamily: 'body',
    fontSize: 'sm',
    fontWeight: 'semibold',
    cursor: 'pointer',
    transition: 'background 120ms',
    _focusVisible: { outline: 'none', boxShadow: 'focus' },
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { background: 'accent', color: 'onAccent', _hover: { background: 'accentHover' } },
      secondary: { background: 'surfaceHover', color: 'text', _hover: { background: 'border' } },
      danger: { background: 'dangerSoft', color: 'danger', _hover: { background: 'border' } },
      /** A small pill that fills in a suggestion (RegisterAccountName's suggested names). */
      suggestion: {
        width: 'auto',
        height: 'auto',
        minHeight: '32px',
        paddingX: '3',
        borderRadius: 'full',
        background: 'surfaceHover',
        color: 'text',
        fontWeight: 'medium',
        _hover: { background: 'border' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
}
