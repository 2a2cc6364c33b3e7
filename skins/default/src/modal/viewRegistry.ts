import type { ComponentType } from 'react'
import type { View } from '@portico/react'

/**
 * Components by view. A view missing from the registry renders an empty body under its header
 * (the full skin fills the remaining views in later issues).
 */
export type ViewRegistry = Readonly<Partial<Record<View, ComponentType>>>
