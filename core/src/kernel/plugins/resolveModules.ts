import { InvalidOptionsError } from '../options/InvalidOptionsError.js'
import { VIEWS, type View } from '../router/routes.js'
import type { PorticoPlugin } from './porticoPlugin.js'
import type { PorticoModule } from './porticoModule.js'

/** Most modules one plug-in may bring. */
export const MAX_PLUGIN_MODULES = 16

/** A client's modules: core's own, then the plug-ins', and the views they provide between them. */
export interface ResolvedModules {
  readonly modules: readonly PorticoModule[]
  readonly offered: ReadonlySet<View>
}

/**
 * Why `value` is not a list of modules a plug-in may bring, or undefined when it is. Read once,
 * field by field, so a getter cannot answer differently later.
 */
export function modulesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'expected `modules` to be an array of modules'
  if (value.length > MAX_PLUGIN_MODULES) return `a plug-in brings at most ${MAX_PLUGIN_MODULES} modules`
  for (const module of value as unknown[]) {
    if (typeof module !== 'object' || module === null) return 'expected a module object ({ id, views?, react? })'
    const { id, views, react } = module as Record<string, unknown>
    if (typeof id !== 'string' || !/^[a-z][a-z0-9-]{0,63}$/.test(id)) return 'a module id is 1 to 64 lower-case letters, digits and dashes'
    if (react !== undefined && typeof react !== 'function') return `module ${id}: expected \`react\` to be a function`
    if (views === undefined) continue
    if (!Array.isArray(views)) return `module ${id}: expected \`views\` to be an array of view names`
    const unknown = (views as unknown[]).find((view) => typeof view !== 'string' || !(VIEWS as readonly string[]).includes(view))
    if (unknown !== undefined) return `module ${id}: ${JSON.stringify(String(unknown)).slice(0, 80)} is not a view of the modal`
  }
  return undefined
}

/**
 * Registers `builtin` and then each plug-in's modules, in the order given: ids must be unique
 * (a plug-in cannot replace core's own module or another plug-in's).
 * @throws InvalidOptionsError `adapters` when two modules share an id.
 */
export function resolveModules(builtin: readonly PorticoModule[], plugins: readonly PorticoPlugin[]): ResolvedModules {
  const modules = [...builtin, ...plugins.flatMap((plugin) => plugin.modules ?? [])]
  const ids = new Set<string>()
  const offered = new Set<View>()
  for (const module of modules) {
    if (ids.has(module.id)) throw new InvalidOptionsError('adapters', `more than one module with id ${module.id}`)
    ids.add(module.id)
    for (const view of module.views ?? []) offered.add(view)
  }
  return { modules: Object.freeze(modules), offered }
}
