import { describe, expect, it } from 'vitest'
import { ALERT_ERRORS, type AlertErrorKey } from './alertErrors.js'

describe('ALERT_ERRORS', () => {
  it('keeps the SPEC codes and display messages verbatim', () => {
    const table = Object.fromEntries(
      Object.entries(ALERT_ERRORS).map(([key, entry]) => [key, [entry.code, entry.shortMessage, entry.severity]]),
    )
    expect(table).toEqual({
      INVALID_NETWORK: ['APKT001', 'Network Not Found', 'error'],
      INVALID_APP_CONFIGURATION: ['APKT002', 'Invalid App Configuration', 'error'],
      ORIGIN_NOT_ALLOWED: ['APKT002', 'Invalid App Configuration', 'error'],
      NETWORK_ERROR: ['APKT003', 'Network Error: Wallet Load Failed', 'error'],
      WALLET_REQUEST_TIMEOUT: ['APKT004', 'Wallet Request Timeout', 'error'],
      UNVERIFIED_DOMAIN: ['APKT005', 'Unverified Domain', 'error'],
      SESSION_EXPIRED: ['APKT006', 'Session Expired', 'error'],
      JWT_TOKEN_NOT_VALID: ['APKT006', 'Session Expired', 'error'],
      INVALID_PROJECT_ID: ['APKT007', 'Invalid Project ID', 'error'],
      PROJECT_ID_NOT_CONFIGURED: ['APKT008', 'Project ID Missing', 'error'],
      SERVER_ERROR: ['APKT009', 'Server Error', 'error'],
      RATE_LIMITED: ['APKT010', 'Rate Limited', 'error'],
      INACTIVE_NAMESPACE_NOT_CONNECTED: ['APKTW001', 'Inactive Namespace Not Connected', 'warning'],
      INVALID_EMAIL: ['APKTW002', 'Invalid Email Address', 'warning'],
      MULTI_WALLET_NOT_ENABLED: ['MULTI_WALLET_NOT_ENABLED', 'Multi-Wallet Not Enabled', 'info'],
      LOCAL_CONFIGURATION_IGNORED: ['LOCAL_CONFIGURATION_IGNORED', 'Local Configuration Ignored', 'warning'],
    })
  })

  it('says the origin is not in the allow list for APKT002, and the SPEC e-mail message for APKTW002', () => {
    expect(ALERT_ERRORS.INVALID_APP_CONFIGURATION.longMessage).toMatch(/origin is not in the project's allow list/)
    expect(ALERT_ERRORS.INVALID_EMAIL.longMessage).toBe('Please enter a valid email address')
  })

  it('gives every entry a long message and cannot be changed', () => {
    for (const key of Object.keys(ALERT_ERRORS) as AlertErrorKey[]) {
      expect(ALERT_ERRORS[key].longMessage.length).toBeGreaterThan(0)
      expect(Object.isFrozen(ALERT_ERRORS[key])).toBe(true)
    }
    expect(Object.isFrozen(ALERT_ERRORS)).toBe(true)
  })
})
