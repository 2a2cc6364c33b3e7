import type { ReactNode } from 'react'

/** A warning sign in a circle (error and unsupported-network panels). Decorative. */
export function WarningIcon(): ReactNode {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" fill="none" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <path d="M24 14v13" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="24" cy="33.5" r="2.1" fill="currentColor" />
    </svg>
  )
}
