import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { parseWalletAccounts } from './parseWalletAccounts.js'

const account = (keypair = Keypair.generate(), chains: string[] = ['solana:mainnet']) => ({
  address: keypair.publicKey.toBase58(),
  publicKey: keypair.publicKey.toBytes(),
  chains,
  features: [],
})

describe('parseWalletAccounts', () => {
  it('keeps solana accounts whose address is their public key, in order, once', () => {
    const [a, b] = [account(), account()]
    expect(parseWalletAccounts([a, b, a])).toEqual({ addresses: [a.address, b.address], dropped: 0 })
  })

  it('leaves out other namespaces silently, and counts malformed solana accounts', () => {
    const other = Keypair.generate()
    const mismatched = { ...account(), publicKey: other.publicKey.toBytes() }
    const evm = { address: '0x' + 'ab'.repeat(20), publicKey: new Uint8Array(20), chains: ['eip155:1'], features: [] }
    const notBase58 = { ...account(), address: '0OIl' + 'x'.repeat(40) }
    const throwing = Object.defineProperty({}, 'address', {
      get() {
        throw new Error('no')
      },
    })
    expect(parseWalletAccounts([evm, mismatched, notBase58, throwing])).toEqual({ addresses: [], dropped: 3 })
    expect(parseWalletAccounts('accounts')).toEqual({ addresses: [], dropped: 0 })
  })
})
