import type { Struct } from 'superstruct'
import { validateSafely } from '../utils/validateSafely.js'
import { InvalidOptionsError } from './InvalidOptionsError.js'

/**
 * Checks options against a superstruct schema, as `createPortico` checks its own, for core and
 * for plug-ins' factories alike. Never lets superstruct throw on a hostile value.
 * @throws InvalidOptionsError naming the first invalid option ('is not a known option' for an unknown key)
 */
export function checkOptions<T>(input: unknown, schema: Struct<T, unknown>): T {
  const validation = validateSafely(input, schema)
  if (!validation.ok) throw new InvalidOptionsError(validation.path || 'options', validation.message, validation.cause)
  return validation.value
}
