import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { exactTargetOrigin } from './exactTargetOrigin.js'

describe('exactTargetOrigin', () => {
  it('accepts one exact origin', () => {
    for (const origin of ['https://secure.example', 'http://127.0.0.1:4321', 'https://secure.example/']) {
      expect(exactTargetOrigin(origin)).toBe(origin)
    }
  })

  it("refuses '*' with a message that says why", () => {
    expect(() => exactTargetOrigin('*')).toThrow("Refusing to post a message to any origin ('*')")
  })

  it('refuses what is not an origin', () => {
    for (const bad of ['', '/', 'secure.example', 'https://*.example', 'https://secure.example/path', 'https://user@secure.example', 'javascript:alert(1)']) {
      expect(() => exactTargetOrigin(bad), bad).toThrow(TypeError)
    }
  })

  it('property: anything accepted is scheme://host with no path, wildcard or credentials', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        let accepted = false
        try {
          exactTargetOrigin(value)
          accepted = true
        } catch {
          accepted = false
        }
        if (accepted) expect(value).toMatch(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s*@]+\/?$/i)
        else expect(value === '*' || !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s*@]+\/?$/i.test(value)).toBe(true)
      }),
    )
  })
})
