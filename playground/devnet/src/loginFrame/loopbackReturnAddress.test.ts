import { describe, expect, it } from 'vitest'
import { loopbackReturnAddress } from './loopbackReturnAddress.js'

describe('loopbackReturnAddress', () => {
  it('takes http(s) addresses on this machine, nothing else', () => {
    expect(loopbackReturnAddress('http://127.0.0.1:5173/?embedded=1&portico_social_state=s')).toBe('http://127.0.0.1:5173/?embedded=1&portico_social_state=s')
    expect(loopbackReturnAddress('http://localhost:5173/')).toBe('http://localhost:5173/')
    for (const raw of [null, '', 'https://evil.example/', 'http://127.0.0.1.evil.example/', 'javascript:alert(1)', 'http://user:pw@127.0.0.1/', 'file:///etc/passwd', `http://127.0.0.1/${'a'.repeat(9000)}`]) {
      expect(loopbackReturnAddress(raw)).toBeUndefined()
    }
  })
})
