import { AlertPorticoError, ProviderRpcError, UserRejectedRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createManualTimer } from '../../test/adapterContext.js'
import { createScriptedProvider, hang, rpcError } from '../../test/scriptedProvider.js'
import { requestWallet } from './requestWallet.js'

describe('requestWallet', () => {
  it('returns the answer, also when request returns a plain value', async () => {
    const timer = createManualTimer()
    const provider = { request: (() => '0x1') as unknown as () => Promise<unknown> }
    await expect(requestWallet(provider, { method: 'eth_chainId' }, { timer, timeoutMs: 100 })).resolves.toBe('0x1')
    expect(timer.pending()).toBe(0)
  })

  it('turns a request that throws synchronously into a typed error', async () => {
    const provider = {
      request: () => {
        throw rpcError(4001, 'no')
      },
    }
    await expect(requestWallet(provider, { method: 'eth_requestAccounts' }, { timer: createManualTimer() })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const broken = {
      request: () => {
        throw new TypeError('undefined is not a function')
      },
    }
    await expect(requestWallet(broken, { method: 'eth_accounts' }, { timer: createManualTimer() })).rejects.toBeInstanceOf(ProviderRpcError)
  })

  it('rejects a hanging request with Wallet Request Timeout', async () => {
    const timer = createManualTimer()
    const provider = createScriptedProvider({ eth_accounts: hang })
    const pending = requestWallet(provider, { method: 'eth_accounts' }, { timer, timeoutMs: 10_000 })
    timer.advance(9_999)
    timer.advance(1)
    const error = await pending.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AlertPorticoError)
    expect(error).toMatchObject({ code: 'APKT004', shortMessage: 'Wallet Request Timeout' })
  })
})
