import { devnetAccounts, solanaDevnetAccounts } from '@portico/test-chains'
import { privateKeyToAddress } from 'viem/accounts'
import { Keypair } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAccountOwner, ownedAccounts } from './ownedAccounts.js'

describe('ownedAccounts', () => {
  it('gives each owner accounts of its own, apart from the devnet numbered ones, the same on every call', () => {
    const evm = ownedAccounts('evm')
    const solana = ownedAccounts('solana')
    const addresses = [evm, solana].flatMap((owned) => [...Object.values(owned.evm), ...Object.values(owned.solana)].map((account) => account.address))
    const numbered = [...devnetAccounts(10), ...solanaDevnetAccounts(10)].map((account) => account.address)
    expect(new Set([...addresses, ...numbered]).size).toBe(addresses.length + numbered.length)
    expect(ownedAccounts('evm')).toEqual(evm)
  })

  it('pairs each address with the key that signs for it', () => {
    const owned = ownedAccounts('keys')
    for (const account of Object.values(owned.evm)) expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    for (const account of Object.values(owned.solana)) expect(Keypair.fromSecretKey(account.secretKey).publicKey.toBase58()).toBe(account.address)
  })

  it('takes only owners that reach a page unchanged when written into its address as they are', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (owner) => {
        if (!isAccountOwner(owner)) return
        expect(new URL(`http://127.0.0.1/?embedded=1&accounts=${owner}`).searchParams.get('accounts')).toBe(owner)
      }),
    )
    fc.assert(fc.property(fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,63}$/), (owner) => isAccountOwner(owner)))
  })

  it('takes an owner that can travel in a page address, and nothing else', () => {
    for (const owner of ['evm', 'solana-account', 'a'.repeat(64), 'File2']) expect(isAccountOwner(owner)).toBe(true)
    for (const owner of ['', '-a', 'a b', 'a/b', 'a&b=c', 'a'.repeat(65), 'ä']) {
      expect(isAccountOwner(owner)).toBe(false)
      expect(() => ownedAccounts(owner)).toThrow(/not an account owner/)
    }
  })
})
