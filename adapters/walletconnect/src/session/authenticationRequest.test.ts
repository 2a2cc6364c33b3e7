import { describe, expect, it } from 'vitest'
import { AUTHENTICATION_TTL_SECONDS, authenticationRequest, signInsOf } from './authenticationRequest.js'

const format = ({ request, iss }: { request: Record<string, unknown>; iss: string }) => {
  if (request.statement === 'boom') throw new Error('Statement must not contain line breaks')
  return `${String(request.domain)} / ${iss}`
}
const cacao = (p: Record<string, unknown>, s: unknown = { t: 'eip191', s: '0xabc' }) => ({ h: { t: 'caip122' }, p, s })

describe('one-click sign-in parameters and answers', () => {
  it('asks with the site’s fields, the chains and the session’s eip155 methods, for the proposal’s lifetime', () => {
    const request = authenticationRequest(
      {
        chains: ['eip155:1', 'eip155:10'],
        message: { domain: 'shop.example', uri: 'https://shop.example', version: '1', nonce: 'n0nce123', expirationTime: '2026-01-02T00:00:00.000Z', resources: ['https://shop.example/terms'] },
      },
      ['personal_sign', 'eth_sendTransaction'],
    )
    expect(request).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      domain: 'shop.example',
      uri: 'https://shop.example',
      nonce: 'n0nce123',
      expiry: AUTHENTICATION_TTL_SECONDS,
      methods: ['personal_sign', 'eth_sendTransaction'],
      exp: '2026-01-02T00:00:00.000Z',
      resources: ['https://shop.example/terms'],
    })
    expect(Object.keys(authenticationRequest({ chains: ['eip155:1'], message: { domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'n0nce123' } }, [])).sort()).toEqual(
      ['chains', 'domain', 'expiry', 'methods', 'nonce', 'uri'],
    )
  })

  it('keeps only CACAOs with an issuer, a signature and a payload the SDK can format', () => {
    const good = cacao({ domain: 'shop.example', iss: 'did:pkh:eip155:1:0xabc' })
    const answers = [
      good,
      null,
      7,
      'cacao',
      { p: null, s: { s: '0x1' } },
      cacao({ domain: 'x', iss: 42 }),
      cacao({ domain: 'x', iss: 'did:pkh:eip155:1:0xabc' }, { t: 'eip191', s: 12 }),
      cacao({ domain: 'x', iss: 'did:pkh:eip155:1:0xabc', statement: 'boom' }),
    ]
    expect(signInsOf(answers, format)).toEqual([{ message: 'shop.example / did:pkh:eip155:1:0xabc', signature: '0xabc' }])
    expect(signInsOf('not a list', format)).toEqual([])
    expect(signInsOf(Array.from({ length: 100 }, () => good), format)).toHaveLength(16)
  })
})
