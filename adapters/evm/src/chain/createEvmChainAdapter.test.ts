// The eip155 chain adapter's rules and its reads' input checks (the reads themselves run against
// anvil in test/).
import { chainReferenceOf, InvalidCaipNetworkIdError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { ADDRESS_A } from '../../test/scriptedProvider.js'
import { UNREACHABLE_DEVNET } from '../../test/unreachableNetwork.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

describe('the eip155 chain adapter', () => {
  it('brings eip155 rules: 0x addresses, and wallet chain ids in hex or decimal as the CAIP-2 reference', () => {
    const { chain } = createEvmAdapter()
    expect(chain.namespace).toBe('eip155')
    expect(chain.rules.namespace).toBe('eip155')
    expect(chain.rules.isAddress(ADDRESS_A)).toBe(true)
    for (const address of ['0x12', 'vitalik.eth', `${ADDRESS_A}00`, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM']) {
      expect(chain.rules.isAddress(address), address).toBe(false)
    }
    expect(chainReferenceOf(chain.rules, '0x7a69')).toBe('31337')
    expect(chainReferenceOf(chain.rules, 31337)).toBe('31337')
    expect(chainReferenceOf(chain.rules, '1')).toBe('1')
    for (const chainId of ['0x0', 0, -1, 'mainnet', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 1.5]) {
      expect(() => chainReferenceOf(chain.rules, chainId), String(chainId)).toThrow(InvalidCaipNetworkIdError)
    }
    expect(chain.rules.defaultAccountType).toBe('eoa')
  })

  it('refuses to read the balance of something that is not an EVM address, before any RPC request', async () => {
    const { chain } = createEvmAdapter()
    // The network answers nothing: a request would fail with a network error, not this one.
    await expect(chain.getBalance({ address: 'not an address', network: UNREACHABLE_DEVNET })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      category: 'VALIDATION_ERROR',
    })
  })
})
