import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './evmAddress.js'
import { hasValidEvmChecksum, toChecksumEvmAddress } from './evmChecksum.js'

const HEX = '0123456789abcdefABCDEF'.split('')
const hexArb = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })

describe('isEvmAddress', () => {
  it('accepts 40 hex digits with or without 0x, in any case', () => {
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isEvmAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
  })

  it.each([
    '',
    '0x',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8a',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79CG',
    '0X70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n',
  ])('refuses %j', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('refuses non-strings at run time', () => {
    expect(isEvmAddress(undefined as unknown as string)).toBe(false)
  })

  it('accepts every 40-digit hex string, prefixed or not (property)', () => {
    fc.assert(
      fc.property(hexArb(40), fc.boolean(), (digits, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${digits}` : digits)).toBe(true)
      }),
    )
  })

  it('refuses hex strings of any other length (property)', () => {
    const length = fc.integer({ min: 0, max: 80 }).filter((n) => n !== 40)
    fc.assert(
      fc.property(length.chain(hexArb), fc.boolean(), (digits, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${digits}` : digits)).toBe(false)
      }),
    )
  })

  it('refuses a 40-character string with any non-hex character (property)', () => {
    const bad = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !HEX.includes(char))
    fc.assert(
      fc.property(hexArb(39), bad, fc.nat(39), (digits, char, at) => {
        expect(isEvmAddress(`0x${digits.slice(0, at)}${char}${digits.slice(at)}`)).toBe(false)
      }),
    )
  })
})

/** EIP-55's own test vectors (all upper, all lower, mixed), then addresses checksummed by viem's getAddress. */
const CHECKSUMMED = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x35aB75A3c9fBa1e2f5272769C5ac8EFA2edaCD1A',
  '0x491d58725823c8c2Dc37C8E9E9769892F2669644',
  '0xB274F951D1463e242db09e6b242Fdbd21EfE6d98',
  '0x48B78E50DcA867f4dEa7C0aEf8c682B2D681103d',
  '0x2ED5344C3614a63DB573305a8aD68e1760386Fdf',
  '0x910817B2e595Da5155d098aff38Df4AdcCbB2367',
  '0x23Cc0BF73217C968204E3C52651fECE5883F042F',
  '0xc544916Ad0D2A80727c422d4E2b0850e29A113eF',
  '0x1c11Cc319998B547b4f4Dd7BE512Eb709c08ebC2',
  '0x6d0716C1Fe621D16FF8D6EdF0ecFa3cC16EA1d21',
  '0x497Aafed79C6f27bE7ee34718CA5d066aaF67b29',
  '0x5699443555657eb7BfF130B85bCd72deF6c24B75',
  '0x2bacb674774bD68CBf309F316A768886C78A9f53',
  '0x961e88f490807B445526C616cca65DC7a58aCE47',
  '0x69C3B1704F23CaAe0F767abDC78aB00d4a1E12AA',
  '0x9F8936a85998E77ee2DE503B1D4976a7f13F902f',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
]

describe('EIP-55 checksums', () => {
  it.each(CHECKSUMMED)('writes %s from its lower-case form, and accepts it', (address) => {
    expect(toChecksumEvmAddress(address.toLowerCase())).toBe(address)
    expect(toChecksumEvmAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address)
    expect(hasValidEvmChecksum(address)).toBe(true)
  })

  it('refuses a checksummed address with any one letter in the other case; accepts it all lower case (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHECKSUMMED), fc.nat(), (address, at) => {
        const letters = [...address.slice(2)].map((char, index) => (/[a-f]/i.test(char) ? index : -1)).filter((index) => index >= 0)
        fc.pre(letters.length > 0)
        const index = 2 + (letters[at % letters.length] as number)
        const char = address[index] as string
        const flipped = `${address.slice(0, index)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${address.slice(index + 1)}`
        expect(hasValidEvmChecksum(flipped)).toBe(flipped === flipped.toLowerCase())
        expect(hasValidEvmChecksum(address.toLowerCase())).toBe(true)
      }),
    )
  })

  it.each(['', '0x', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0X52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE', 42])(
    'refuses what is not 0x and 40 hex digits (%j)',
    (value) => {
      expect(toChecksumEvmAddress(value as string)).toBeUndefined()
      expect(hasValidEvmChecksum(value as string)).toBe(false)
    },
  )
})
