import { defineError } from '../errors/defineError.js'

/**
 * A view no registered module provides was asked for (the router offers only what exists,
 * DESIGN.md v3): 'View not available'. Its details name the view.
 */
export const ViewNotProvidedError = defineError({
  name: 'ViewNotProvidedError',
  code: 'VIEW_NOT_PROVIDED',
  category: 'CONFIGURATION_ERROR',
  message: 'View not available',
})
export type ViewNotProvidedError = InstanceType<typeof ViewNotProvidedError>
