import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSuccessPayload, frameErrorMessage, parseFrameMessage } from './frameMessageSchema.js'

describe('parseFrameMessage', () => {
  it('reads READY, SESSION_UPDATE and the answers of known requests', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/READY' })).toEqual({ message: { kind: 'ready' } })
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { a: 1 } })).toEqual({ message: { kind: 'sessionUpdate', payload: { a: 1 } } })
    expect(parseFrameMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'i', payload: '0x1' })).toEqual({
      message: { kind: 'success', name: 'RPC_REQUEST', id: 'i', payload: '0x1' },
    })
    expect(parseFrameMessage({ type: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR', id: 'i' })).toEqual({
      message: { kind: 'error', name: 'UPDATE_EMAIL_PRIMARY_OTP', id: 'i', payload: undefined },
    })
  })

  it('refuses answers without an id, unknown types and app events echoed back', () => {
    for (const data of [
      { type: '@w3m-frame/GET_USER_SUCCESS' },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: '' },
      { type: '@w3m-frame/GET_USER_DONE', id: 'i' },
      { type: '@w3m-app/GET_USER', id: 'i' },
      { type: '@w3m-frame/READY_SUCCESS', id: 'i' },
    ]) {
      expect(parseFrameMessage(data)).toHaveProperty('reason')
    }
  })

  it('never throws on any JSON-like value', () => {
    const anything = fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withMap: true, withSet: true, withSparseArray: true, withTypedArray: true, withDate: true })
    fc.assert(fc.property(anything, (data) => void parseFrameMessage(data)), { numRuns: 500 })
    expect(parseFrameMessage([Object.create(null)])).toHaveProperty('reason')
    expect(parseFrameMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: Object.create(null) })).toHaveProperty('reason')
  })
})

describe('frame answers', () => {
  it("takes an error's message only when it is a non-empty string", () => {
    expect(frameErrorMessage({ message: 'Invalid code' })).toBe('Invalid code')
    for (const payload of [undefined, null, 'Invalid', { message: '' }, { message: 1 }, []]) expect(frameErrorMessage(payload)).toBeUndefined()
  })

  it('validates the payloads the client reads and passes the others through', () => {
    expect(checkSuccessPayload('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' })).toEqual({ ok: true, value: { action: 'VERIFY_DEVICE' } })
    expect(checkSuccessPayload('CONNECT_EMAIL', { action: 'verify_device' }).ok).toBe(false)
    expect(checkSuccessPayload('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'not an e-mail' }).ok).toBe(false)
    expect(checkSuccessPayload('GET_USER', { address: '0x1', chainId: -1 }).ok).toBe(false)
    expect(checkSuccessPayload('GET_USER', { address: '0x1', chainId: 1, email: 'a@b.co', accounts: [{ address: '0x1', type: 'eoa' }] }).ok).toBe(true)
    expect(checkSuccessPayload('IS_CONNECTED', { isConnected: 'yes' }).ok).toBe(false)
    expect(checkSuccessPayload('RPC_REQUEST', { anything: true })).toEqual({ ok: true, value: { anything: true } })
  })

  it('checks the smart-account answers: SET_PREFERRED_ACCOUNT { type, address } and INIT_SMART_ACCOUNT { address, isDeployed }', () => {
    expect(checkSuccessPayload('SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: '0x1' })).toEqual({ ok: true, value: { type: 'smartAccount', address: '0x1' } })
    for (const payload of [undefined, null, 'smartAccount', { type: 'smartAccount' }, { type: 'root', address: '0x1' }, { type: 'eoa', address: '' }, { type: 'eoa', address: 'x'.repeat(257) }]) {
      expect(checkSuccessPayload('SET_PREFERRED_ACCOUNT', payload).ok).toBe(false)
    }
    expect(checkSuccessPayload('INIT_SMART_ACCOUNT', { address: '0x1', isDeployed: false })).toEqual({ ok: true, value: { address: '0x1', isDeployed: false } })
    expect(checkSuccessPayload('INIT_SMART_ACCOUNT', { address: '0x1', isDeployed: 'no' }).ok).toBe(false)
    expect(checkSuccessPayload('INIT_SMART_ACCOUNT', { isDeployed: true }).ok).toBe(false)
  })

  it('never reports the value itself in the reason (it may be an e-mail or a code)', () => {
    const result = checkSuccessPayload('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'secret@@example.com' })
    expect(result.ok).toBe(false)
    expect(JSON.stringify(result)).not.toContain('secret')
  })
})
