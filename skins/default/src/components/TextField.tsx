import { useId, type ReactNode } from 'react'
import { field, status as statusRecipe } from '../../styled-system/recipes/index.js'

export interface TextFieldProps {
  /** The visible label, which is also the field's accessible name. */
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** The error shown under the field (the field is then marked invalid). */
  error?: string | undefined
  /** A note shown in the error's place while there is no error (e.g. 'A new code is on its way'). */
  note?: string | undefined
  /** 'email' for an e-mail address, 'code' for a one-time code. */
  kind: 'email' | 'code'
  placeholder?: string
  /** The field's `data-part` (anatomy). */
  part: string
}

/**
 * A labelled text field with its error line: the label, the input (marked invalid and described
 * by the error line), and the error line itself, a live `alert` region that is always there so an
 * error is announced when it appears. Renders the three as siblings, so the caller lays them out
 * (a form's column, or a field group).
 */
export function TextField(props: TextFieldProps): ReactNode {
  const id = useId()
  const styles = statusRecipe()
  const input =
    props.kind === 'email'
      ? ({ type: 'email', inputMode: 'email', autoComplete: 'email' } as const)
      : ({ type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 } as const)
  return (
    <>
      <label htmlFor={id} className={styles.message} data-scope="modal" data-part="label">
        {props.label}
      </label>
      <input
        id={id}
        {...input}
        className={field()}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error !== undefined}
        aria-describedby={`${id}-error`}
        data-scope="modal"
        data-part={props.part}
      />
      <p id={`${id}-error`} className={styles.message} role="alert" data-scope="modal" data-part="error">
        {props.error ?? props.note ?? null}
      </p>
    </>
  )
}
