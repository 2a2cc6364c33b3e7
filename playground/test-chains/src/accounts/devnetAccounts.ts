import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem'

/**
 * The well-known development mnemonic that anvil (and Hardhat before it) uses by default. Its keys
 * are public: they hold value on local chains only.
 */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** A funded devnet account with its private key, so a test wallet can sign for it. */
export interface DevnetAccount {
  index: number
  address: Address
  privateKey: Hex
}

/** The first `count` accounts of `mnemonic` on the standard path m/44'/60'/0'/0/index. */
export function devnetAccounts(count: number, mnemonic: string = DEVNET_MNEMONIC): DevnetAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const account = mnemonicToAccount(mnemonic, { addressIndex: index })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error(`no private key for devnet account ${index}`)
    return { index, address: account.address, privateKey: bytesToHex(key) }
  })
}
