import { useId, type ReactNode } from 'react'
import { css } from '../../styled-system/css/index.js'
import { field } from '../../styled-system/recipes/index.js'

export interface SearchFieldProps {
  /** The field's accessible name (a visually hidden label). */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** Announced politely as the search narrows the list ("3 wallets"). */
  resultText: string
}

/**
 * The search field of the list views (ConnectWallets, Networks): a labelled search input and a
 * visually hidden live count of the results. Anatomy: `search`, `result-count`.
 */
export function SearchField({ label, placeholder, value, onChange, resultText }: SearchFieldProps): ReactNode {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={field()}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        data-scope="modal"
        data-part="search"
      />
      <p className={css({ srOnly: true })} role="status" data-scope="modal" data-part="result-count">
        {resultText}
      </p>
    </>
  )
}
