import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryPlatform } from '../../kernel/platform/memoryPlatform.js'
import { createSafeStorage } from '../../kernel/storage/createSafeStorage.js'
import { smartAccountChainIds, storedPreferredAccountTypes } from './preferredAccountTypes.js'

describe('smartAccountChainIds', () => {
  it('reads numbers, decimal text and CAIP-2 ids of the namespace; drops the rest; keeps order, once each', () => {
    expect(smartAccountChainIds('eip155', [1, '10', 'eip155:8453', 'solana:1', -1, 1.5, '0x1', 'eip155:', '', 'eip155:abc', 1, 'eip155:10', 2 ** 60])).toEqual([1, 10, 8453])
  })

  it('never throws and gives only safe non-negative integers, for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constantFrom('eip155:1', 'eip155:-1', 'eip155:1e3'))), (list) => {
        const ids = smartAccountChainIds('eip155', list)
        expect(ids.every((id) => Number.isSafeInteger(id) && id >= 0)).toBe(true)
        expect(new Set(ids).size).toBe(ids.length)
      }),
    )
  })
})

describe('storedPreferredAccountTypes', () => {
  const read = (content: Record<string, string>) => {
    const platform = createMemoryPlatform({ storageContent: content })
    return storedPreferredAccountTypes(createSafeStorage({ storage: platform.storage, logger: { warn: () => undefined } as never }))
  }

  it('reads the stored types per namespace, and none when absent or malformed', () => {
    expect(read({ '@portico/preferred_account_types': '{"eip155":"smartAccount"}' })).toEqual({ eip155: 'smartAccount' })
    expect(read({})).toEqual({})
    expect(read({ '@portico/preferred_account_types': '{"eip155":"root"}' })).toEqual({})
    expect(read({ '@portico/preferred_account_types': 'not json' })).toEqual({})
  })
})
