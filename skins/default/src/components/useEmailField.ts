import { useState } from 'react'
import { isValidEmail } from '@portico/react'

/**
 * An e-mail field's state for a form: what was typed, whether it is malformed once the visitor has
 * left the field (or tried to send), and `accept()`, which marks it so and says whether the trimmed
 * address may be sent.
 */
export function useEmailField() {
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const typed = email.trim()
  return {
    email,
    /** The address without surrounding spaces. */
    typed,
    setEmail,
    /** The visitor has left the field with something in it, or tried to send. */
    touched,
    malformed: touched && !isValidEmail(typed),
    onBlur: () => setTouched(email !== ''),
    accept: (): boolean => {
      setTouched(true)
      return isValidEmail(typed)
    },
  }
}
