import { base58Encode, serializeSiwxMessage, verifySiwxSession } from '@portico/core'
import { createSolanaTestWallet, solanaDevnetAccounts } from '@portico/test-chains/solana-wallet'
import { describe, expect, it } from 'vitest'
import { createSolanaSignatureVerifier } from '../src/siwx/solanaSignatureVerifier.js'

const [alice, bob] = solanaDevnetAccounts(2) as [ReturnType<typeof solanaDevnetAccounts>[number], ReturnType<typeof solanaDevnetAccounts>[number]]
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const

/** Signs `message` the way a site asks a Wallet Standard wallet to: solana:signMessage over its UTF-8 bytes. */
async function signWithTestWallet(secretKey: Uint8Array, message: string): Promise<{ address: string; signature: string }> {
  const wallet = createSolanaTestWallet({ secretKey, rpcUrl: 'http://127.0.0.1:1' })
  const { accounts } = await wallet.features['standard:connect'].connect()
  const account = accounts[0]!
  const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message: new TextEncoder().encode(message) })
  return { address: account.address, signature: base58Encode(output!.signature) }
}

describe('createSolanaSignatureVerifier', () => {
  const verifier = createSolanaSignatureVerifier()

  it('accepts the ed25519 signature the devnet test wallet makes, and nothing else', async () => {
    const message = 'Sign in to shop.example'
    const { address, signature } = await signWithTestWallet(alice.secretKey, message)
    expect(address).toBe(alice.address)
    const check = (params: Partial<Parameters<typeof verifier.verify>[0]>) =>
      verifier.verify({ address, message, signature, caipNetworkId: CHAIN, ...params })
    expect(await check({})).toBe(true)
    expect(await check({ message: `${message}.` })).toBe(false)
    expect(await check({ address: bob.address })).toBe(false)
    expect(await check({ signature: (await signWithTestWallet(bob.secretKey, message)).signature })).toBe(false)
    expect(await check({ signature: 'not base58 0OIl' })).toBe(false)
    expect(await check({ signature: '1'.repeat(101) })).toBe(false)
    expect(await check({ signature: base58Encode(new Uint8Array(63)) })).toBe(false)
    expect(await check({ address: 'not an address' })).toBe(false)
    expect(verifier.namespace).toBe('solana')
  })

  it('lets a back end verify a CAIP-122 session with only the message, the signature and its domain', async () => {
    const message = serializeSiwxMessage({
      accountAddress: alice.address,
      chainId: CHAIN,
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 60_000).toISOString(),
    })
    const { signature } = await signWithTestWallet(alice.secretKey, message)
    const result = await verifySiwxSession({ message, signature, domain: 'shop.example', verifiers: [verifier] })
    expect(result).toMatchObject({ valid: true, data: { accountAddress: alice.address, chainId: CHAIN } })
    expect((await verifySiwxSession({ message, signature, domain: 'other.example', verifiers: [verifier] })).valid).toBe(false)
    const { signature: bobs } = await signWithTestWallet(bob.secretKey, message)
    expect(await verifySiwxSession({ message, signature: bobs, domain: 'shop.example', verifiers: [verifier] })).toEqual({
      valid: false,
      reason: 'the signature does not match the address',
    })
  })
})
