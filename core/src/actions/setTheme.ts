import { validate } from 'superstruct'
import type { PorticoClient } from '../client/porticoClient.js'
import { InvalidOptionsError } from '../options/InvalidOptionsError.js'
import { optionsSchema } from '../options/optionsSchema.js'
import type { ThemeMode, ThemeVariables } from '../options/porticoOptions.js'

export interface SetThemeParams {
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
}

/**
 * Changes the theme at run time, with the same validation as the options.
 * @throws InvalidOptionsError for an unknown mode or an unsafe CSS value; nothing changes then.
 */
export function setTheme(client: PorticoClient, params: SetThemeParams): void {
  const { themeMode, themeVariables } = optionsSchema.schema
  if (params.themeMode !== undefined) {
    const [error] = validate(params.themeMode, themeMode)
    if (error) throw new InvalidOptionsError('themeMode', error.message, error)
  }
  if (params.themeVariables !== undefined) {
    const [error] = validate(params.themeVariables, themeVariables)
    if (error) throw new InvalidOptionsError(['themeVariables', ...error.path].join('.'), error.message, error)
  }
  if (params.themeMode !== undefined) client.controllers.theme.setThemeMode(params.themeMode)
  if (params.themeVariables !== undefined) client.controllers.theme.setThemeVariables(params.themeVariables)
}
