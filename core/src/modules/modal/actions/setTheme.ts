import type { PorticoClient } from '../../../kernel/client/porticoClient.js'
import { InvalidOptionsError } from '../../../kernel/options/InvalidOptionsError.js'
import { optionsSchema } from '../../../kernel/options/optionsSchema.js'
import type { ThemeMode, ThemeVariables } from '../../../kernel/options/porticoOptions.js'
import { validateSafely } from '../../../kernel/utils/validateSafely.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'

export interface SetThemeParams {
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
}

/**
 * Changes the theme at run time, with the same validation as the options.
 * @throws InvalidOptionsError for an unknown mode or an unsafe CSS value; nothing changes then.
 */
export const setTheme = publicAction('setTheme', function setTheme(client: PorticoClient, params: SetThemeParams): void {
  const { themeMode, themeVariables } = optionsSchema.schema
  if (params.themeMode !== undefined) {
    const validation = validateSafely(params.themeMode, themeMode)
    if (!validation.ok) throw new InvalidOptionsError('themeMode', validation.message, validation.cause)
  }
  if (params.themeVariables !== undefined) {
    const validation = validateSafely(params.themeVariables, themeVariables)
    if (!validation.ok) {
      const path = ['themeVariables', validation.path].filter(Boolean).join('.')
      throw new InvalidOptionsError(path, validation.message, validation.cause)
    }
  }
  if (params.themeMode !== undefined) client.controllers.theme.setThemeMode(params.themeMode)
  if (params.themeVariables !== undefined) client.controllers.theme.setThemeVariables(params.themeVariables)
})
