import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { isValidAccountName, useNameSuggestions, useRegisterAccountName, type NameSuggestion } from '@portico/react'
import { button, field, status as statusRecipe } from '../../styled-system/recipes/index.js'
import { errorText } from '../messages/errorText.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * The name service's suggestions for the typed name: free ones are buttons that fill the field,
 * taken ones are marked; a failed fetch says so quietly (the visitor may still register).
 */
function NameSuggestions(props: { name: string; disabled: boolean; onPick: (name: string) => void }): ReactNode {
  const messages = useMessages()
  const styles = statusRecipe()
  const labelId = useId()
  const { suggestions, error } = useNameSuggestions(props.name)
  if (error) {
    return (
      <p className={styles.message} data-scope="modal" data-part="name-suggestions" data-state="error">
        {errorText(messages, error as { code?: unknown }) ?? messages.errors.NAME_SUGGESTIONS_FAILED}
      </p>
    )
  }
  if (suggestions.length === 0) return null
  const item = (suggestion: NameSuggestion) =>
    suggestion.registered ? (
      <li key={suggestion.name} data-scope="modal" data-part="name-suggestion" data-state="taken" className={styles.message}>
        {suggestion.name} ({messages.registerName.taken})
      </li>
    ) : (
      <li key={suggestion.name} data-scope="modal" data-part="name-suggestion" data-state="free">
        <button
          type="button"
          className={button({ variant: 'suggestion' })}
          disabled={props.disabled}
          aria-label={messages.registerName.useSuggestion(suggestion.name)}
          onClick={() => props.onPick(suggestion.name)}
        >
          {suggestion.name}
        </button>
      </li>
    )
  return (
    <div data-scope="modal" data-part="name-suggestions" data-state="ready">
      <p id={labelId} className={styles.message}>{messages.registerName.suggestions}</p>
      <ul aria-labelledby={labelId} className={styles.chips}>
        {suggestions.map(item)}
      </ul>
    </div>
  )
}

/**
 * RegisterAccountName: the visitor types a name (at least 4 letters, digits or hyphens) and
 * registers it; the wallet signs, core's flow registers it and moves to RegisterAccountNameSuccess,
 * or comes back here with a toast.
 */
export function RegisterAccountNameView(): ReactNode {
  const messages = useMessages()
  const styles = statusRecipe()
  const inputId = useId()
  const hintId = useId()
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const { mutate, isPending } = useRegisterAccountName()
  const valid = isValidAccountName(name.trim())
  const showInvalid = touched && !valid

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (valid && !isPending) mutate({ name: name.trim() })
  }

  return (
    <form className={styles.root} onSubmit={submit} noValidate data-scope="modal" data-part="register-name" data-state={isPending ? 'pending' : 'idle'}>
      <div className={styles.text} data-scope="modal" data-part="text">
        <p className={styles.headline} data-scope="modal" data-part="headline">{messages.registerName.headline}</p>
        <p className={styles.message} data-scope="modal" data-part="message">{messages.registerName.message}</p>
      </div>
      <div data-scope="modal" data-part="name-field">
        <label htmlFor={inputId} className={styles.message} data-scope="modal" data-part="name-label">{messages.registerName.label}</label>
        <input
          ref={input}
          id={inputId}
          className={field()}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(name.length > 0)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={63}
          aria-invalid={showInvalid}
          aria-describedby={hintId}
          disabled={isPending}
          data-scope="modal"
          data-part="name-input"
        />
        <p id={hintId} className={styles.message} role={showInvalid ? 'alert' : undefined} data-scope="modal" data-part="name-hint" data-state={showInvalid ? 'invalid' : 'hint'}>
          {showInvalid ? messages.registerName.invalid : messages.registerName.hint}
        </p>
        <NameSuggestions
          name={name}
          disabled={isPending}
          onPick={(picked) => {
            setName(picked)
            setTouched(true)
            input.current?.focus()
          }}
        />
      </div>
      <div className={styles.actions} data-scope="modal" data-part="actions">
        <button type="submit" className={button({ variant: 'primary' })} disabled={isPending} aria-busy={isPending} data-scope="modal" data-part="register">
          {isPending ? messages.registerName.submitting : messages.registerName.submit}
        </button>
      </div>
    </form>
  )
}
