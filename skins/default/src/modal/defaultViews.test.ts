import { describe, expect, it } from 'vitest'
import { createTestClient } from '@portico/core/testing'
import { en } from '../messages/en.js'
import { defaultViews } from './defaultViews.js'

// The skin never renders an empty body (DESIGN.md v3): every view the client's modules offer has
// a component, and the skin carries none for a view nothing offers (the wave-3 views arrive with
// their modules). The view list is the title table's, which the type holds to every view.
describe('the default views against what the client offers', () => {
  it('a component for exactly the views core offers', () => {
    const { client } = createTestClient()
    const views = Object.keys(en.titles) as (keyof typeof en.titles)[]
    const offeredWithoutComponent = views.filter((view) => client.controllers.router.offers(view) && !defaultViews[view])
    const componentNotOffered = views.filter((view) => !client.controllers.router.offers(view) && defaultViews[view])
    expect(offeredWithoutComponent).toEqual([])
    expect(componentNotOffered).toEqual([])
    expect(views.filter((view) => client.controllers.router.offers(view)).length).toBeGreaterThan(0)
    client.destroy()
  })
})
