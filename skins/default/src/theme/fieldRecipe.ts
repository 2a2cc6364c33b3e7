import type { RecipeConfig } from '@pandacss/dev'

/** A text field (the network search). */
export const fieldRecipe: RecipeConfig = {
  className: 'field',
  description: 'Text inputs of the Portico views',
  base: {
    display: 'block',
    width: '100%',
    height: 'control',
    marginBottom: '3',
    paddingX: '3',
    border: '1px solid {colors.border}',
    borderRadius: 'md',
    background: 'surface',
    color: 'text',
    fontFamily: 'body',
    fontSize: 'sm',
    outline: 'none',
    appearance: 'none',
    transition: 'border-color 120ms',
    _placeholder: { color: 'textMuted' },
    _focusVisible: { borderColor: 'accent', boxShadow: 'focus' },
  },
}
