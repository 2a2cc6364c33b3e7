// Test setup: Testing Library's `waitFor` and `findBy*` give up after 1 s by default, which a
// loaded two-core machine can exceed while React and Ark settle. A passing wait still returns as
// soon as its condition holds; only a failing one takes longer to report.
//
// A test may wait several times (the axe and anatomy journeys walk five or six views), so its own
// time limit must be well above one wait's: with vitest's default 5 s, equal to one wait, a
// journey on a loaded machine timed out before any wait had failed, and a failing wait reported
// as a bare timeout instead of its assertion.
import { configure } from '@testing-library/react'
import { vi } from 'vitest'

configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 20_000 })
