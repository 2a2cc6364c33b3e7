import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { porticoTokenArtifactUrl } from './porticoTokenArtifactUrl.js'

// Packages that may not import the devnet (the EVM adapter's tests) keep a copy of the token's
// build. This keeps every copy equal to the one `npm run build:contracts` writes.
const COPIES = ['../../../../adapters/evm/test/fixtures/PorticoToken.json']

describe('copies of the token artifact', () => {
  it.each(COPIES)('%s equals the devnet build', (relative) => {
    const copy = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as unknown
    const original = JSON.parse(readFileSync(porticoTokenArtifactUrl, 'utf8')) as unknown
    expect(copy).toEqual(original)
  })
})
