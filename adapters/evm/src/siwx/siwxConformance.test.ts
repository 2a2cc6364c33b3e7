// EIP-4361 conformance of core's sign-in parser, against viem's own EIP-4361 tools and real
// signatures: messages viem writes and an EOA signs are read back by verifySiwxSession (the
// verifier a back end runs), and what EIP-4361 forbids is refused even when its signature verifies.
import { parseSiwxMessage, serializeSiwxMessage, verifySiwxSession, type SiwxMessage } from '@portico/core'
import fc from 'fast-check'
import { getAddress, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createEvmSignatureVerifier } from './evmSignatureVerifier.js'

// The first well-known development account (anvil, hardhat): a key for tests only.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const ISSUED = new Date(Date.UTC(2026, 10, 24, 10))
const NOW = ISSUED.getTime() + 60_000
const verifiers = [createEvmSignatureVerifier()]

/** What a back end checks: the signed text and its signature, for its own host (and origin). */
async function verify(message: string, page: { domain: string; origin?: string } = { domain: 'shop.example', origin: 'https://shop.example' }) {
  const signature = await account.signMessage({ message })
  return verifySiwxSession({ message, signature, verifiers, now: NOW, ...page })
}

const viemMessage = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: 'shop.example',
    nonce: 'a1b2c3d4e5f6a7b8',
    uri: 'https://shop.example/login',
    version: '1',
    issuedAt: ISSUED,
    statement: 'Sign in to the shop',
    ...overrides,
  })

describe('EIP-4361 messages that viem writes and a wallet signs', () => {
  it('verify, and read back to the fields viem wrote', async () => {
    const message = viemMessage()
    const outcome = await verify(message)
    expect(outcome).toMatchObject({ valid: true, data: { accountAddress: account.address, domain: 'shop.example', nonce: 'a1b2c3d4e5f6a7b8', chainId: 'eip155:1' } })
    if (outcome.valid) expect(serializeSiwxMessage(outcome.data)).toBe(message)
  })

  it("verify with the optional scheme before the domain, when it is the page's", async () => {
    const message = viemMessage({ scheme: 'https' })
    expect(message.startsWith('https://shop.example wants you to sign in')).toBe(true)
    expect(await verify(message)).toMatchObject({ valid: true, data: { scheme: 'https' } })
    expect(await verify(message, { domain: 'shop.example', origin: 'http://shop.example' })).toEqual({ valid: false, reason: "Invalid sign-in message: the scheme is not the page's" })
  })

  it('verify when the URI is on another host than the domain (EIP-4361 does not bind them)', async () => {
    expect(await verify(viemMessage({ uri: 'https://api.shop.example/auth' }))).toMatchObject({ valid: true })
    expect(await verify(viemMessage({ uri: 'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }))).toMatchObject({ valid: true })
  })

  it('are refused without an Issued At line, though the signature verifies', async () => {
    const message = viemMessage().replace(/\nIssued At: [^\n]*/, '')
    expect(await verify(message)).toEqual({ valid: false, reason: 'Invalid sign-in message: the Issued At line is missing or out of order' })
  })

  it('are refused with a mixed-case address whose EIP-55 checksum is wrong, though the signature verifies', async () => {
    const wrong = account.address.replace('f39F', 'F39F')
    const message = viemMessage().replace(account.address, wrong)
    expect(await verify(message)).toEqual({ valid: false, reason: 'Invalid sign-in message: the address has a wrong EIP-55 checksum' })
    // All lower case carries no checksum: accepted, as viem's isAddress does.
    expect(await verify(viemMessage().replace(account.address, account.address.toLowerCase()))).toMatchObject({ valid: true })
  })

  it('are refused with a statement that is not ASCII, though the signature verifies', async () => {
    const message = viemMessage().replace('Sign in to the shop', 'Connexion à la boutique')
    expect(await verify(message)).toEqual({ valid: false, reason: 'Invalid sign-in message: the statement is not printable ASCII' })
  })
})

describe("core's EIP-55 checksum agrees with viem's getAddress", () => {
  it('on any address: the checksummed form reads back, any one letter in the other case is refused (property)', () => {
    const fields: SiwxMessage = {
      accountAddress: '',
      chainId: 'eip155:1',
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: ISSUED.toISOString(),
    }
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), (bytes, at) => {
        const address = getAddress(toHex(bytes))
        const page = { domain: 'shop.example' }
        expect(parseSiwxMessage(serializeSiwxMessage({ ...fields, accountAddress: address }), page).accountAddress).toBe(address)
        const letters = [...address].map((char, index) => (index > 1 && /[a-f]/i.test(char) ? index : -1)).filter((index) => index > 1)
        fc.pre(letters.length > 0)
        const index = letters[at % letters.length] as number
        const char = address[index] as string
        const flipped = `${address.slice(0, index)}${char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()}${address.slice(index + 1)}`
        fc.pre(flipped !== flipped.toLowerCase())
        const text = serializeSiwxMessage({ ...fields, accountAddress: address }).replace(address, flipped)
        expect(() => parseSiwxMessage(text, page)).toThrow('wrong EIP-55 checksum')
      }),
      { numRuns: 300 },
    )
  })
})
