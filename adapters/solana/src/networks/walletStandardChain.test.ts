import { describe, expect, it } from 'vitest'
import { SOLANA_RULES } from '../chain/solanaRules.js'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from './solanaNetworks.js'
import { toSolanaChainReference, walletStandardChainOf } from './walletStandardChain.js'

describe('solana chain references', () => {
  it('maps Wallet Standard chains and cluster names to CAIP-2 references, and back', () => {
    expect(toSolanaChainReference('solana:mainnet')).toBe(solanaMainnet.id)
    expect(toSolanaChainReference('mainnet-beta')).toBe(solanaMainnet.id)
    expect(toSolanaChainReference('solana:devnet')).toBe(solanaDevnet.id)
    expect(toSolanaChainReference('testnet')).toBe(solanaTestnet.id)
    expect(toSolanaChainReference('solana:localnet')).toBe('localnet')
    for (const network of [solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet]) {
      expect(toSolanaChainReference(walletStandardChainOf(network))).toBe(network.id)
      expect(toSolanaChainReference(network.id)).toBe(network.id)
    }
  })

  it('moves the deprecated references to the current ones', () => {
    expect(toSolanaChainReference('4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solanaMainnet.id)
    expect(toSolanaChainReference('solana:8E9rvCKLFQia2Y35HvivXniKoxe9XbX5')).toBe(solanaDevnet.id)
  })

  it('refuses what is no reference', () => {
    for (const bad of [1, null, '', 'solana:', 'a b', 'x'.repeat(33), '__proto__ x']) expect(toSolanaChainReference(bad)).toBeUndefined()
  })

  it('the rules check base58 addresses of 32 bytes', () => {
    expect(SOLANA_RULES.namespace).toBe('solana')
    expect(SOLANA_RULES.isAddress('11111111111111111111111111111111')).toBe(true)
    expect(SOLANA_RULES.isAddress('0x' + 'ab'.repeat(20))).toBe(false)
    expect(SOLANA_RULES.toChainReference('solana:devnet')).toBe(solanaDevnet.id)
  })
})
