import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  it('never lets more than `limit` through in any window, and refuses only when the window is full', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 60 }), (gaps) => {
        let now = 0
        const limiter = createRateLimiter({ now: () => now }, 5, 60_000)
        const taken: number[] = []
        for (const gap of gaps) {
          now += gap
          const inWindow = taken.filter((time) => time > now - 60_000).length
          const allowed = limiter.tryTake()
          expect(allowed).toBe(inWindow < 5)
          if (allowed) taken.push(now)
        }
      }),
    )
  })
})
