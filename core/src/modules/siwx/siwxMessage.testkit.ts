import fc from 'fast-check'
import { base58Encode } from '../../kernel/encoding/base58.js'
import type { SiwxMessage } from './siwxMessage.js'

/** Hosts a page may have: names, with or without a port, loopback addresses. */
export const hostArbitrary = fc.oneof(
  fc.domain().filter((host) => host.length <= 200),
  fc.tuple(fc.domain().filter((host) => host.length <= 200), fc.integer({ min: 1, max: 65535 })).map(([host, port]) => `${host}:${port}`),
  fc.integer({ min: 1024, max: 65535 }).map((port) => `127.0.0.1:${port}`),
)

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`))
/** A Solana address: 32 bytes in base58. */
const base58 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => base58Encode(bytes))
/** A statement: one line of printable ASCII (EIP-4361), never a tagged URI line. */
const line = (min: number, max: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: min, maxLength: max })
const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
const resource = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => url.length <= 2048 && !/\s/.test(url))

/** An account and chain of one namespace. */
const account = fc.oneof(
  fc.record({ accountAddress: hex(40).map((digits) => `0x${digits}`), chainId: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => `eip155:${id}` as const) }),
  fc.record({ accountAddress: base58, chainId: fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/).map((ref) => `solana:${ref}` as const) }),
  fc.record({ accountAddress: fc.stringMatching(/^[a-z0-9]{26,62}$/), chainId: hex(32).map((ref) => `bip122:${ref}` as const) }),
)

/** A valid sign-in message: every field within the parser's rules (its scheme, when it has one, is any scheme). */
export const siwxMessageArbitrary: fc.Arbitrary<SiwxMessage> = fc
  .record(
    {
      account,
      domain: hostArbitrary,
      path: fc.webPath().filter((path) => !/\s/.test(path)),
      secure: fc.boolean(),
      nonce: fc.stringMatching(/^[A-Za-z0-9]{8,64}$/).filter((nonce) => !/^(?:undefined|infinity)$/i.test(nonce)),
      scheme: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,9}$/),
      statement: line(1, 200).filter((text) => text !== '' && !text.startsWith('URI: ')),
      issuedAt: time,
      lifetime: fc.integer({ min: 1, max: 10 ** 10 }),
      notBeforeOffset: fc.integer({ min: -(10 ** 6), max: 0 }),
      requestId: fc.stringMatching(/^[\x21-\x7E]{1,64}$/),
      resources: fc.array(resource, { maxLength: 4 }),
    },
    { requiredKeys: ['account', 'domain', 'path', 'secure', 'nonce', 'issuedAt'] },
  )
  .map((fields) => {
    const message: SiwxMessage = {
      ...(fields.scheme !== undefined ? { scheme: fields.scheme } : {}),
      accountAddress: fields.account.accountAddress,
      chainId: fields.account.chainId,
      domain: fields.domain,
      uri: `${fields.secure ? 'https' : 'http'}://${fields.domain}${fields.path === '' ? '/' : fields.path}`,
      version: '1',
      nonce: fields.nonce,
    }
    if (fields.statement !== undefined) message.statement = fields.statement
    message.issuedAt = new Date(fields.issuedAt).toISOString()
    if (fields.lifetime !== undefined) {
      message.expirationTime = new Date(fields.issuedAt + fields.lifetime).toISOString()
      if (fields.notBeforeOffset !== undefined) message.notBefore = new Date(fields.issuedAt + fields.notBeforeOffset).toISOString()
    }
    if (fields.requestId !== undefined) message.requestId = fields.requestId
    if (fields.resources !== undefined) message.resources = fields.resources
    return message
  })
