import { PorticoError, type ErrorCategory, type PorticoErrorOptions } from './PorticoError.js'

/** What every defined error takes last: an underlying error, and extra detail for the message. */
export interface DefinedErrorOptions {
  cause?: unknown
  /** Appended to the message after the verbatim text, never replacing it. */
  details?: string
}

/**
 * A class a defined error may extend: PorticoError, or a subclass that takes the same
 * `(shortMessage, options)`, maybe with more options (ProviderRpcError takes `data`).
 */
export type PorticoErrorClass<Options extends PorticoErrorOptions = PorticoErrorOptions, Instance extends PorticoError = PorticoError> =
  new (shortMessage: string, options: Options) => Instance

/** One error of the catalogue: everything that makes it that error and no other. */
export interface ErrorDefinition<
  Name extends string,
  Code extends string | number,
  Params extends unknown[],
  Parent extends PorticoErrorClass<never, PorticoError>,
> {
  /** The class name and the errors' `name`, e.g. 'ModalClosedError'. */
  name: Name
  code: Code
  category: ErrorCategory
  /**
   * The verbatim message (SPEC.md section 8), or a function of the constructor's leading
   * parameters that builds it. Give such a function plain parameters (no defaults, no rest):
   * their count tells the constructor where the options begin.
   */
  message: string | ((...params: Params) => string)
  /** @default PorticoError */
  parent?: Parent
}

/** The options a defined error's constructor takes last: its parent's, less what the definition fixes. */
export type DefinedErrorOptionsOf<Parent> =
  Parent extends PorticoErrorClass<infer Options, PorticoError> ? Omit<Options, 'code' | 'category'> : DefinedErrorOptions

/** The errors of a defined class: its parent's, with the definition's literal name and code. */
export type DefinedError<Name extends string, Code extends string | number, Parent> =
  (Parent extends PorticoErrorClass<never, infer Instance> ? Instance : PorticoError) & {
    readonly name: Name
    readonly code: Code
  }

/** The class `defineError` returns: `new (...params, options?)`. */
export interface DefinedErrorClass<Name extends string, Code extends string | number, Params extends unknown[], Parent> {
  new (...args: [...params: Params, options?: DefinedErrorOptionsOf<Parent>]): DefinedError<Name, Code, Parent>
  readonly prototype: DefinedError<Name, Code, Parent>
}

/**
 * Defines one typed error: a real subclass of PorticoError (or of `parent`), so `instanceof`,
 * `.name` (of the class and of its errors), `code`, `category` and `shortMessage` all hold.
 *
 * ```ts
 * export const ModalClosedError = defineError({
 *   name: 'ModalClosedError', code: 'MODAL_CLOSED', category: 'CONNECTION_ERROR', message: 'Modal closed',
 * })
 * export type ModalClosedError = InstanceType<typeof ModalClosedError>
 * new ModalClosedError({ cause })
 *
 * export const NotConnectedError = defineError({
 *   name: 'NotConnectedError', code: 'NOT_CONNECTED', category: 'CONNECTION_ERROR',
 *   message: (action: string) => `${action}: not connected`,
 * })
 * new NotConnectedError('signMessage', { details })
 * ```
 *
 * An error that keeps more than its message (DisconnectChainsError keeps every underlying error)
 * or whose constructor takes another shape extends the defined class and adds only that.
 *
 * Marked free of side effects so that bundlers drop the definitions a site never reaches.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineError<
  const Name extends string,
  const Code extends string | number,
  Params extends unknown[] = [],
  Parent extends PorticoErrorClass<never, PorticoError> = typeof PorticoError,
>(definition: ErrorDefinition<Name, Code, Params, Parent>): DefinedErrorClass<Name, Code, Params, Parent> {
  const { name, code, category, message } = definition
  const arity = typeof message === 'function' ? message.length : 0
  const Parent = (definition.parent ?? PorticoError) as unknown as PorticoErrorClass

  class Defined extends Parent {
    override readonly name: string = name

    constructor(...args: unknown[]) {
      const options = (args[arity] ?? {}) as DefinedErrorOptions
      const shortMessage = typeof message === 'function' ? message(...(args.slice(0, arity) as Params)) : message
      super(shortMessage, { ...options, code, category })
    }
  }
  Object.defineProperty(Defined, 'name', { value: name })
  return Defined as unknown as DefinedErrorClass<Name, Code, Params, Parent>
}
