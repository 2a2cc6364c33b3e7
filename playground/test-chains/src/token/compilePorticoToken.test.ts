import { describe, expect, it } from 'vitest'
import { compilePorticoToken } from './compilePorticoToken.js'
import { loadPorticoTokenArtifact } from './loadPorticoTokenArtifact.js'

describe('compilePorticoToken', () => {
  it('matches the checked-in artifact (if not, run npm run build:contracts -w @portico/test-chains)', async () => {
    const [fresh, checkedIn] = await Promise.all([compilePorticoToken(), loadPorticoTokenArtifact()])
    expect(fresh).toEqual(checkedIn)
  })

  it('exposes the ERC-20 surface', async () => {
    const { abi } = await loadPorticoTokenArtifact()
    const names = abi.flatMap((item) => ('name' in item && item.type !== 'error' ? [`${item.type}:${item.name}`] : []))
    expect(names.sort()).toEqual([
      'event:Approval',
      'event:Transfer',
      'function:allowance',
      'function:approve',
      'function:balanceOf',
      'function:decimals',
      'function:name',
      'function:symbol',
      'function:totalSupply',
      'function:transfer',
      'function:transferFrom',
    ])
  })
})
