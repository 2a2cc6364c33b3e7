import type { SlotRecipeConfig } from '@pandacss/dev'
import { describe, expect, it } from 'vitest'
import { modalRecipe } from './modalRecipe.js'
import { noticeRecipe } from './noticeRecipe.js'
import { statusRecipe } from './statusRecipe.js'
import { tabsRecipe } from './tabsRecipe.js'
import { accountRecipe } from './accountRecipe.js'
import { listRecipe } from './listRecipe.js'
import { tokens } from './tokens.js'

/** Every `animation` and `transition` declaration of a style object, with the path of keys above it. */
function motionDeclarations(style: unknown, path: string[] = []): { path: string[]; property: string; value: string }[] {
  if (typeof style !== 'object' || style === null) return []
  return Object.entries(style).flatMap(([key, value]) =>
    (key === 'animation' || key === 'transition') && typeof value === 'string'
      ? [{ path, property: key, value }]
      : motionDeclarations(value, [...path, key]),
  )
}

const RECIPES: readonly SlotRecipeConfig[] = [modalRecipe, noticeRecipe, statusRecipe, tabsRecipe, accountRecipe, listRecipe]

describe('motion in the recipes', () => {
  const declarations = RECIPES.flatMap((recipe) =>
    motionDeclarations(recipe.base).map((entry) => ({ ...entry, recipe: recipe.className })),
  )

  it('declares every animation, and every transition of size or position, for no-preference only', () => {
    const moving = declarations.filter((entry) => entry.property === 'animation' || !/^(background|border-color|color)\b/.test(entry.value))
    expect(moving.length).toBeGreaterThan(8)
    for (const entry of moving) {
      expect(entry.path, `${entry.recipe} ${entry.path.join(' > ')}: ${entry.value}`).toContain('_motionSafe')
    }
  })

  it('times the header text 120 ms, the modal height 150 ms and the view transition 150 ms (SPEC.md section 9)', () => {
    expect(tokens.durations).toMatchObject({
      headerText: { value: '120ms' },
      modalHeight: { value: '150ms' },
      view: { value: '150ms' },
    })
    const declared = (slot: string) => declarations.find((entry) => entry.recipe === 'modal' && entry.path[0] === slot)?.value
    expect(declared('title')).toBe('ptcFadeIn {durations.headerText} {easings.standard}')
    expect(declared('body')).toBe('height {durations.modalHeight} {easings.standard}')
    expect(declared('view')).toBe('ptcViewIn {durations.view} {easings.standard}')
  })
})
