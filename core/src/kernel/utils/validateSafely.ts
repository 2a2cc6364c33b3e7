import { validate, type Struct } from 'superstruct'

/** The outcome of {@link validateSafely}. */
export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; /** Dotted path of the first failure, '' at the top level. */ path: string; message: string; cause: unknown }

/**
 * Validates untrusted data against a superstruct schema without ever throwing. superstruct
 * itself can throw while describing some hostile values (an object whose `toString` is not a
 * function, for one); such a value counts as invalid here.
 */
export function validateSafely<T>(
  value: unknown,
  schema: Struct<T, unknown>,
  options: { coerce?: boolean; mask?: boolean } = {},
): Validation<T> {
  try {
    const [error, valid] = validate(value, schema, options)
    if (!error) return { ok: true, value: valid }
    const failure = error.failures()[0] ?? error
    const reason = failure.type === 'never' ? 'is not a known option' : failure.message
    return { ok: false, path: failure.path.join('.'), message: reason, cause: error }
  } catch (cause) {
    return { ok: false, path: '', message: 'could not be validated', cause }
  }
}
