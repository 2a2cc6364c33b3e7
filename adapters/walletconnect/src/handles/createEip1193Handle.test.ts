import { describe, expect, it } from 'vitest'
import { createEip1193Handle, eip155Reference } from './createEip1193Handle.js'

function handle(methods: string[], approved = ['eip155:1', 'eip155:10'], answer: (method: string) => unknown = () => null) {
  const sent: { chainId: string; method: string; params?: unknown }[] = []
  const provider = createEip1193Handle({
    link: {
      methods: () => methods,
      request: async (request) => {
        sent.push(request)
        const result = answer(request.method)
        if (result instanceof Error) throw result
        return result
      },
    },
    initialChain: '1',
    accounts: (reference) => (reference === '1' ? ['0xabc'] : []),
    approvedChains: () => approved,
  })
  return { provider, sent }
}

describe('the EIP-1193 handle over a session', () => {
  it('answers eth_chainId and eth_accounts from the session, and signs through it on the current chain', async () => {
    const { provider, sent } = handle(['personal_sign'], undefined, () => '0xsig')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', '0xabc'] })).toBe('0xsig')
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', '0xabc'] }])
  })

  it('refuses a method the wallet did not approve with 4200, without sending it', async () => {
    const { provider, sent } = handle(['personal_sign'])
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(sent).toEqual([])
  })

  it('switches through the wallet, then moves the current chain and emits chainChanged', async () => {
    const { provider, sent } = handle(['wallet_switchEthereumChain'])
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(sent).toEqual([{ chainId: 'eip155:1', method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }])
    expect(changes).toEqual(['0xa'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  it('a wallet refusal of the switch leaves the chain where it was (4902 reaches the EVM adapter, which adds the chain)', async () => {
    const refusal = Object.assign(new Error('Unrecognized chain'), { code: 4902 })
    const { provider } = handle(['wallet_switchEthereumChain'], undefined, () => refusal)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toBe(refusal)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('without the switch method: an approved chain switches locally, another is unrecognised (4902)', async () => {
    const { provider, sent } = handle([])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(sent).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({ code: 4902 })
  })

  it('reads chain ids strictly', () => {
    expect(eip155Reference('0x1')).toBe('1')
    expect(eip155Reference(137)).toBe('137')
    expect(eip155Reference('137')).toBe('137')
    for (const bad of ['0x', '-1', '1e3', ' 1', 0, -5, 1.5, null, {}, '0x' + 'f'.repeat(40)]) expect(eip155Reference(bad)).toBeUndefined()
  })
})
