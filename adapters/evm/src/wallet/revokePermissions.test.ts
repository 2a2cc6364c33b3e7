import { ProviderRpcError, UnsupportedProviderMethodError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer } from '../../test/adapterContext.js'
import { createScriptedProvider, rpcError } from '../../test/scriptedProvider.js'
import { revokePermissions } from './revokePermissions.js'

describe('revokePermissions', () => {
  it("asks the wallet to forget the site's accounts permission", async () => {
    const provider = createScriptedProvider({ wallet_revokePermissions: () => null })
    await expect(revokePermissions(provider, { timer: createManualTimer() })).resolves.toBeUndefined()
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
  })

  it('takes a wallet without the method (4200) as done', async () => {
    const provider = createScriptedProvider()
    await expect(revokePermissions(provider, { timer: createManualTimer() })).resolves.toBeUndefined()
  })

  it('rejects with the typed error of any other failure', async () => {
    const provider = createScriptedProvider({ wallet_revokePermissions: () => Promise.reject(rpcError(-32603, 'internal')) })
    const error = await revokePermissions(provider, { timer: createManualTimer() }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).not.toBeInstanceOf(UnsupportedProviderMethodError)
    expect(error).toMatchObject({ code: -32603 })
  })
})
