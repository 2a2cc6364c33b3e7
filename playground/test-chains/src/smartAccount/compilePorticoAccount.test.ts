import { describe, expect, it } from 'vitest'
import { compilePorticoAccount } from './compilePorticoAccount.js'
import { loadPorticoAccountArtifacts } from './loadPorticoAccountArtifacts.js'
import { porticoAccountAbi, porticoAccountFactoryAbi } from './porticoAccountAbi.js'

describe('compilePorticoAccount', () => {
  it('matches the checked-in artifacts (if not, run npm run build:contracts -w @portico/test-chains)', async () => {
    const [fresh, checkedIn] = await Promise.all([compilePorticoAccount(), loadPorticoAccountArtifacts()])
    expect(fresh).toEqual(checkedIn)
  })

  it('has every function of the typed ABIs, with the same inputs', async () => {
    const { account, factory } = await loadPorticoAccountArtifacts()
    const signature = (item: { name?: string; inputs?: readonly { type: string; components?: readonly { type: string }[] }[] }) =>
      `${item.name}(${(item.inputs ?? []).map((input) => (input.components ? `(${input.components.map((c) => c.type).join(',')})[]` : input.type)).join(',')})`
    const functions = (abi: readonly unknown[]) =>
      (abi as { type: string; name?: string; inputs?: [] }[]).filter((item) => item.type === 'function').map(signature)
    expect(functions(account.abi)).toEqual(expect.arrayContaining(porticoAccountAbi.map(signature)))
    expect(functions(factory.abi)).toEqual(expect.arrayContaining(porticoAccountFactoryAbi.map(signature)))
  })
})
