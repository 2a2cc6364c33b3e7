import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import { LOGIN_CACHE_KEYS, STORAGE_KEYS, STORAGE_PREFIX } from './storageKeys.js'

/** Every key: the fixed ones and the per-namespace ones for every namespace. */
function allKeys(): string[] {
  return Object.values(STORAGE_KEYS).flatMap((key) =>
    typeof key === 'function' ? CHAIN_NAMESPACES.map((namespace) => key(namespace)) : [key],
  )
}

describe('STORAGE_KEYS', () => {
  it('share the one fixed prefix @portico/', () => {
    expect(STORAGE_PREFIX).toBe('@portico/')
    for (const key of allKeys()) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
  })

  it('are all distinct, across namespaces too', () => {
    const keys = allKeys()
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('cover every browser-stored item of SPEC section 3', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'WALLET_ID',
        'WALLET_NAME',
        'ACTIVE_CAIP_NETWORK_ID',
        'ACTIVE_NAMESPACE',
        'CONNECTED_NAMESPACES',
        'CONNECTION_STATUS',
        'EMAIL_LOGIN_USED',
        'EMAIL',
        'LAST_EMAIL_LOGIN_TIME',
        'SOCIAL_USERNAME',
        'LAST_USED_CHAIN',
        'SMART_ACCOUNT_ENABLED_NETWORKS',
        'RECENT_WALLETS',
        'RECENT_EMAILS',
        'CONNECTIONS',
        'CONNECTED_CONNECTOR_ID',
        'DISCONNECTED_CONNECTOR_IDS',
        'PREFERRED_ACCOUNT_TYPES',
        'SIWX_SESSIONS',
        'PORTFOLIO_CACHE',
        'NATIVE_BALANCE_CACHE',
        'ENS_CACHE',
        'IDENTITY_CACHE',
        'HISTORY_CACHE',
        'TOKEN_PRICE_CACHE',
        'LATEST_VERSION_CACHE',
        'WALLET_IMAGES',
        'NETWORK_IMAGES',
        'CHAIN_IMAGES',
        'CONNECTOR_IMAGES',
        'TOKEN_IMAGES',
        'CURRENCY_IMAGES',
      ].sort(),
    )
  })

  it('keep their stored names (changing one loses what users stored)', () => {
    expect(STORAGE_KEYS.CONNECTION_STATUS).toBe('@portico/connection_status')
    expect(STORAGE_KEYS.RECENT_WALLETS).toBe('@portico/recent_wallets')
    expect(STORAGE_KEYS.CONNECTED_CONNECTOR_ID('eip155')).toBe('@portico/connected_connector_id/eip155')
    expect(STORAGE_KEYS.CONNECTIONS('solana')).toBe('@portico/connections/solana')
  })

  it('name the login cache deleted on frame disconnect: flag, e-mail, last chain, social username', () => {
    expect([...LOGIN_CACHE_KEYS].sort()).toEqual(
      [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.LAST_USED_CHAIN, STORAGE_KEYS.SOCIAL_USERNAME].sort(),
    )
  })
})
