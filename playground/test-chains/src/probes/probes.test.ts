import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilChain } from '../anvil/startAnvil.js'
import { chainAnswers } from './chainAnswers.js'
import { isProcessRunning } from './isProcessRunning.js'

describe('chainAnswers and isProcessRunning', () => {
  let chain: AnvilChain
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31996 })
  })
  afterAll(() => chain?.stop())

  it('tell a running chain from a stopped one', async () => {
    expect(isProcessRunning(chain.pid)).toBe(true)
    await expect(chainAnswers(chain.rpcUrl)).resolves.toBe(true)
    const other = await startAnvil({ chainId: 31995 })
    await other.stop()
    expect(isProcessRunning(other.pid)).toBe(false)
    await expect(chainAnswers(other.rpcUrl, { timeoutMs: 500 })).resolves.toBe(false)
  })
})
