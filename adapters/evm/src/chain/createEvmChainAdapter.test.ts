// The eip155 chain adapter's rules and its reads' input checks (the reads themselves run against
// anvil in test/).
import { chainReferenceOf, InvalidCaipNetworkIdError } from '@portico/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../test/adapterContext.js'
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

  describe('its sign-in signature verifier (loaded on the first check)', () => {
    // The devnet's first funded account: an EOA, so no chain call is needed to check it.
    const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    const message = 'shop.example wants you to sign in with your Ethereum account'

    afterEach(() => {
      vi.doUnmock('../siwx/evmSignatureVerifier.js')
      vi.resetModules()
    })

    it("verifies an EOA's signature and refuses another message's", async () => {
      const { chain } = createEvmAdapter()
      const signature = await signer.signMessage({ message })
      const params = { address: signer.address, message, signature, caipNetworkId: 'eip155:1' }
      expect(chain.signatureVerifier?.namespace).toBe('eip155')
      await expect(chain.signatureVerifier?.verify(params)).resolves.toBe(true)
      await expect(chain.signatureVerifier?.verify({ ...params, message: `${message}!` })).resolves.toBe(false)
    })

    it("logs a verifier that cannot load where the client logs, counts the signature as not verified, and loads it again next time", async () => {
      vi.doMock('../siwx/evmSignatureVerifier.js', () => {
        throw new Error('Failed to fetch dynamically imported module')
      })
      const { createEvmAdapter: freshAdapter } = await import('../createEvmAdapter.js')
      const { chain, connectors } = freshAdapter()
      const context = createTestContext()
      connectors.setup?.(context)
      const signature = await signer.signMessage({ message })
      const params = { address: signer.address, message, signature, caipNetworkId: 'eip155:1' }
      await expect(chain.signatureVerifier?.verify(params)).resolves.toBe(false)
      expect(context.warnings).toEqual(['The eip155 signature verifier could not be loaded'])
      vi.doUnmock('../siwx/evmSignatureVerifier.js')
      await expect(chain.signatureVerifier?.verify(params)).resolves.toBe(true)
    })

    it('without a client to log to, passes the failed load on as a rejection', async () => {
      vi.doMock('../siwx/evmSignatureVerifier.js', () => {
        throw new Error('Failed to fetch dynamically imported module')
      })
      const { createEvmAdapter: freshAdapter } = await import('../createEvmAdapter.js')
      const { chain } = freshAdapter()
      await expect(
        chain.signatureVerifier?.verify({ address: signer.address, message, signature: '0x00', caipNetworkId: 'eip155:1' }),
      ).rejects.toThrow()
    })
  })
})
