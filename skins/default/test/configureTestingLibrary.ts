// Test setup: Testing Library's `waitFor` and `findBy*` give up after 1 s by default, which a
// loaded two-core machine can exceed while React and Ark settle. A passing wait still returns as
// soon as its condition holds; only a failing one takes longer to report.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5000 })
