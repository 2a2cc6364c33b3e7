import type { ComponentType } from 'react'
import type { View } from '@portico/react'

/**
 * Components by view. The default views cover exactly the views core's modules offer (the router
 * refuses the others, so no view opens on an empty body); a site that registers a module with a
 * view of its own adds that view's component here.
 */
export type ViewRegistry = Readonly<Partial<Record<View, ComponentType>>>
