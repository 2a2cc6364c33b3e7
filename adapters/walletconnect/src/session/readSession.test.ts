import { describe, expect, it } from 'vitest'
import type { Network } from '@portico/core'
import { buildProposalNamespaces } from './proposalNamespaces.js'
import { initialChain, readSession, walletInfoOf } from './readSession.js'

const net = (caipNetworkId: `${string}:${string}`, url = 'http://127.0.0.1:8545'): Network =>
  ({
    id: caipNetworkId.split(':')[1]!,
    name: caipNetworkId,
    caipNetworkId,
    chainNamespace: caipNetworkId.split(':')[0],
    nativeCurrency: { name: 'x', symbol: 'X', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  }) as Network

describe('reading a session', () => {
  it('folds chain-keyed namespaces, keeps accounts per chain, ignores unknown namespaces and malformed accounts', () => {
    const parts = readSession({
      topic: 't',
      namespaces: {
        eip155: { accounts: ['eip155:1:0xA', 'eip155:10:0xA', 'eip155:10:0xB', 'solana:x:bad', 'eip155:1:'], methods: ['personal_sign'] },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Sol1'], methods: ['solana_signMessage'] },
        tron: { accounts: ['tron:1:T1'] },
      },
    })
    expect([...parts.keys()]).toEqual(['eip155', 'solana'])
    expect(parts.get('eip155')?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(parts.get('eip155')?.addresses.get('eip155:10')).toEqual(['0xA', '0xB'])
    expect(parts.get('solana')?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it('starts on the site network the wallet approved, else the wallet first chain', () => {
    const part = readSession({ topic: 't', namespaces: { eip155: { accounts: ['eip155:10:0xA', 'eip155:1:0xA'] } } }).get('eip155')!
    expect(initialChain(part, [net('eip155:1'), net('eip155:10')])).toBe('eip155:1')
    expect(initialChain(part, [net('eip155:137')])).toBe('eip155:10')
  })

  it('reads the wallet name and first icon', () => {
    expect(walletInfoOf({ topic: 't', namespaces: {}, peer: { metadata: { name: 'Rainbow', icons: [3, 'https://i'] } } })).toEqual({ name: 'Rainbow', icon: 'https://i' })
    expect(walletInfoOf({ topic: 't', namespaces: {}, peer: { metadata: { name: ' ' } } })).toBeUndefined()
  })
})

describe('the proposal', () => {
  it('asks for every served namespace of the site networks with the default methods and events, and the site RPC URLs', () => {
    const proposal = buildProposalNamespaces(
      [net('eip155:1', 'http://127.0.0.1:1'), net('eip155:10', 'http://127.0.0.1:2'), net('solana:localnet'), net('cosmos:cosmoshub-4')],
      ['eip155', 'solana', 'cosmos'],
      { eip155: ['eth_signTypedData_v3'] },
    )
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana', 'cosmos'])
    expect(proposal.eip155).toMatchObject({ chains: ['eip155:1', 'eip155:10'], events: ['accountsChanged', 'chainChanged'], rpcMap: { 1: 'http://127.0.0.1:1', 10: 'http://127.0.0.1:2' } })
    expect(proposal.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_signTypedData_v3']))
    expect(proposal.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']))
    expect(proposal.cosmos?.methods).toEqual(expect.arrayContaining(['cosmos_signDirect']))
  })
})
