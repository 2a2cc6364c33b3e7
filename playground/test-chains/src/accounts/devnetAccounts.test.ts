import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetAccounts } from './devnetAccounts.js'

describe('devnetAccounts', () => {
  it('derives the well-known development accounts that anvil funds', () => {
    const accounts = devnetAccounts(3)
    expect(accounts.map((account) => account.address)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ])
    for (const account of accounts) expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
  })
})
