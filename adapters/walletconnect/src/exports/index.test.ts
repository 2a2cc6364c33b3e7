import { describe, expect, it } from 'vitest'

// Every public name is listed here, so any change to the API shows up in review.
describe('public exports', () => {
  it('@portico/adapter-walletconnect', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
  })
})
