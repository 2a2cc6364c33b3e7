// Privacy, beyond the spec: no analytics or error-report payload carries a pairing URI, an e-mail
// address, a one-time code, a session token, a signature or a message to be signed. The values are
// fed through every path that builds a payload, and every byte that left is searched for them.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../connection/actions/connect.js'
import { signMessage } from '../../connection/actions/signMessage.js'
import { publicAction } from '../../../kernel/actions/publicAction.js'
import type { AnalyticsEvent } from '../../../kernel/events/eventsController.js'
import { createFakeClock } from '../../../kernel/platform/fakeClock.js'
import { createMemoryEnvironment } from '../../../kernel/platform/memoryEnvironment.js'
import { createSeededRandom } from '../../../kernel/platform/seededRandom.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { toBatchEvent } from './analyticsPayload.js'
import { buildErrorReport } from './errorReporter.js'
import { SdkError } from '../../../kernel/errors/SdkError.js'
import { REDACTED, scrubText, scrubValue } from './scrubPayload.js'
import { scriptedServices } from '../../../kernel/services/services.testkit.js'

const SECRETS = {
  pairingUri:
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
  email: 'visitor.name+tag@example.co.uk',
  otp: '482913',
  sessionToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  bearer: 'Bearer a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7',
  evmSignature: `0x${'ab12'.repeat(32)}cd`,
  solanaSignature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  messageToSign: 'Sign in to Portico Shop, nonce kitten-violet',
}
const SECRET_VALUES = Object.values(SECRETS)
/** The parts of a secret that must not survive either (a URI's key, a token's signature part). */
const FRAGMENTS = [
  '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  'visitor.name',
  'kitten-violet',
  // The message to be signed as a wallet may echo it: UTF-8 hex.
  [...SECRETS.messageToSign].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
]

function leaks(text: string): string[] {
  return [...SECRET_VALUES, ...FRAGMENTS].filter((secret) => text.includes(secret))
}

const everything = Object.values(SECRETS).join(' | ')

describe('no private value leaves the page', () => {
  it('through analytics events and error reports of a whole client (beacons and requests searched)', async () => {
    const services = scriptedServices()
    const { client, platform } = createTestClient({
      services: { apiUrl: 'http://127.0.0.1:7001', analyticsUrl: 'http://127.0.0.1:7002' },
      platform: { fetch: services.fetch },
    })
    await client.ready
    await connect(client, { connectorId: 'io.portico.alpha' })
    // The visitor signs: the message and the wallet's signature are now private to this client.
    const { signature } = await signMessage(client, { message: SECRETS.messageToSign })
    const { events } = client.controllers
    // Every event with free text, stuffed; and unknown secret-named properties a future caller might add.
    events.track('CONNECT_SUCCESS', { method: 'qrcode', name: `Wallet ${everything}`, caipNetworkId: everything }, { analytics: true, address: SECRETS.sessionToken })
    events.track('SOCIAL_LOGIN_ERROR', { provider: 'google', message: `failed: ${everything}` }, { analytics: true })
    events.track('SOCIAL_LOGIN_SUCCESS', { provider: 'google', ...SECRETS, email: SECRETS.email, otp: SECRETS.otp, uri: SECRETS.pairingUri, token: SECRETS.sessionToken, signature: SECRETS.evmSignature } as never, { analytics: true })
    events.track('SWITCH_NETWORK', { caipNetworkId: SECRETS.pairingUri } as never, { analytics: true })
    // An unexpected error whose text echoes everything, from an action called with the message to sign.
    const sign = publicAction('signSomething', async (_client, params: { message: string; email: string }) => {
      const error = new Error(`wallet said no to "${params.message}" (${everything}) hex 0x${FRAGMENTS.at(-1)}`)
      error.name = `Error ${SECRETS.email}`
      throw error
    })
    await sign(client, { message: SECRETS.messageToSign, email: SECRETS.email }).catch(() => undefined)
    await vi.waitFor(() => expect(services.paths()).toContain('POST /e'))
    await vi.dynamicImportSettled()
    platform.environment.hide()
    // The three always sent go at once; the others once the project's analytics switch is read.
    await vi.waitFor(() => expect(platform.beacons.length).toBe(2))

    expect(signature.length).toBeGreaterThan(60)
    const sent = [...platform.beacons.flatMap((beacon) => [beacon.url, beacon.body]), ...services.requests.flatMap((request) => [JSON.stringify(request.query), request.path, request.body ?? ''])]
    expect(sent.join('\n')).toContain(REDACTED)
    expect(sent.flatMap(leaks)).toEqual([])
    expect(sent.join('\n')).not.toContain(signature.slice(2, 40))
    // The events did go out, only cleaned.
    expect(platform.beacons.map((beacon) => beacon.body).join()).toContain('SOCIAL_LOGIN_SUCCESS')
  })

  it('through each payload builder on its own', () => {
    const record = (properties: unknown, address?: string): AnalyticsEvent =>
      ({ eventId: 'e1', url: 'https://shop.example', domain: 'shop.example', timestamp: 1, props: { type: 'track', event: 'CONNECT_SUCCESS', properties, ...(address ? { address } : {}) } }) as AnalyticsEvent
    const batch = JSON.stringify([
      // The builder gets the client's remembered private values (the message being signed).
      toBatchEvent(record({ name: everything, nested: { deeper: [everything, { email: SECRETS.email }] } }, SECRETS.pairingUri), [SECRETS.messageToSign]),
      toBatchEvent(record(SECRETS), [SECRETS.messageToSign]),
    ])
    expect(leaks(batch)).toEqual([])

    const error = new SdkError(`failed ${everything}`, { cause: Object.assign(new Error(`inner ${everything}`), { stack: `Error: ${everything}\n at x (https://shop.example/a.js:1:2)` }) })
    const report = JSON.stringify(
      buildErrorReport(error, { action: 'signMessage', secrets: [SECRETS.messageToSign] }, {
        clock: createFakeClock(),
        random: createSeededRandom(1),
        environment: createMemoryEnvironment({ url: `https://shop.example/?email=${SECRETS.email}&code=${SECRETS.otp}` }),
      }),
    )
    expect(leaks(report)).toEqual([])
    expect(report).toContain('https://shop.example/a.js:1:2')
  })

  it('scrubText removes generated secrets wherever they sit in a text', () => {
    const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`))
    const secret = fc.oneof(
      fc.emailAddress().filter((address) => /\.[a-z]{2,}$/i.test(address)),
      fc.tuple(hex(64), hex(64)).map(([topic, key]) => `wc:${topic}@2?relay-protocol=irn&symKey=${key}`),
      fc.integer({ min: 100_000, max: 999_999 }).map(String),
      hex(130).map((digits) => `0x${digits}`),
      fc.tuple(fc.base64String({ minLength: 12, maxLength: 40 }), fc.base64String({ minLength: 12, maxLength: 40 })).map(([a, b]) => `eyJ${a.replace(/[+/=]/g, 'A')}.${b.replace(/[+/=]/g, 'B')}.sig`),
    )
    const filler = fc.string({ maxLength: 20 }).map((text) => text.replace(/[\w@.:+-]/g, ' '))
    fc.assert(
      fc.property(filler, secret, filler, (before, value, after) => {
        expect(scrubText(`${before}${value}${after}`)).not.toContain(value)
      }),
    )
  })

  it('keeps what is not private: addresses, chain ids, wallet names, line numbers', () => {
    expect(scrubText('Alpha Wallet on eip155:31337 for 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 at a.js:120:3')).toBe(
      'Alpha Wallet on eip155:31337 for 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 at a.js:120:3',
    )
    expect(scrubValue({ method: 'qrcode', name: 'Beta', namespaces: ['eip155'] })).toEqual({ method: 'qrcode', name: 'Beta', namespaces: ['eip155'] })
  })
})
