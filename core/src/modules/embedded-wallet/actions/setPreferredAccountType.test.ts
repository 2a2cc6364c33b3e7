import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../kernel/storage/storageKeys.js'
import { createMockEmbeddedSource } from '../../../testing/createMockEmbeddedSource.js'
import { createTestClient } from '../../../testing/createTestClient.js'
import { connect } from '../../connection/actions/connect.js'
import { disconnect } from '../../connection/actions/disconnect.js'
import { getAccount } from '../../connection/actions/getAccount.js'
import { getEmbeddedWallet } from './embeddedLogin.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'
import { switchNetwork } from '../../network/actions/switchNetwork.js'

const EOA = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SMART = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

async function connected(options: { enabledNetworks?: readonly number[]; connect?: boolean } = {}) {
  const embedded = createMockEmbeddedSource({
    accounts: { eip155: { address: EOA, chainId: 31337 } },
    email: 'visitor@example.com',
    smartAccount: { address: SMART, enabledNetworks: options.enabledNetworks ?? [31337] },
  })
  const test = createTestClient({ plugins: [{ connectors: embedded, provides: ['email', 'socials'] }] })
  await test.client.ready
  if (options.connect ?? true) await connect(test.client, { connectorId: 'mock-embedded' })
  return { ...test, embedded }
}
const stored = (platform: { storage: { getItem(key: string): string | null } }, key: string) => {
  const raw = platform.storage.getItem(key)
  return raw === null ? undefined : (JSON.parse(raw) as unknown)
}
const trackedTypes = (client: Awaited<ReturnType<typeof connected>>['client']) =>
  client.controllers.events
    .getSnapshot()
    .events.filter((event) => event.props.event === 'SET_PREFERRED_ACCOUNT_TYPE')
    .map((event) => event.props.properties)

describe('setPreferredAccountType (SPEC.md sections 3 and 6)', () => {
  it('keeps the smart-account networks of the login in the eip155 network state and in storage', async () => {
    const { client, platform } = await connected({ enabledNetworks: [31337, 10] })
    expect(client.controllers.chains.getSnapshot().namespaces.eip155?.smartAccountEnabledNetworks).toEqual([31337, 10])
    expect(stored(platform, STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toEqual(['eip155:31337', 'eip155:10'])
    expect(getEmbeddedWallet(client)).toMatchObject({ preferredAccountType: 'eoa', isSmartAccountAvailable: true, smartAccountDeployed: false })
    expect(getAccount(client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa', smartAccountDeployed: false })
  })

  it('switches to the smart account and back: the account, the stored type and the analytics follow', async () => {
    const { client, platform, embedded } = await connected()
    await expect(setPreferredAccountType(client, { type: 'smartAccount' })).resolves.toEqual({ type: 'smartAccount', address: SMART, superseded: false })
    expect(getAccount(client)).toMatchObject({ address: SMART, caipAddress: `eip155:31337:${SMART}`, preferredAccountType: 'smartAccount' })
    expect(getAccount(client).allAccounts.map((account) => account.type)).toEqual(['smartAccount', 'eoa'])
    expect(getEmbeddedWallet(client).preferredAccountType).toBe('smartAccount')
    expect(stored(platform, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toEqual({ eip155: 'smartAccount' })

    await setPreferredAccountType(client, { namespace: 'eip155', type: 'eoa' })
    expect(getAccount(client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(stored(platform, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toEqual({ eip155: 'eoa' })
    expect(trackedTypes(client)).toEqual([
      { accountType: 'smartAccount', network: 'eip155:31337' },
      { accountType: 'eoa', network: 'eip155:31337' },
    ])
    expect(embedded.login.calls.filter((call) => call.startsWith('setPreferred'))).toEqual([
      'setPreferredAccountType:eip155:smartAccount',
      'setPreferredAccountType:eip155:eoa',
    ])
  })

  it('two quick switches: the last one wins, whichever answer comes first', async () => {
    for (const order of ['oldest', 'newest'] as const) {
      const { client, embedded } = await connected()
      embedded.login.accountTypeSwitch = 'hold'
      const first = setPreferredAccountType(client, { type: 'smartAccount' })
      const second = setPreferredAccountType(client, { type: 'eoa' })
      await vi.waitFor(() => expect(embedded.login.calls.filter((call) => call.startsWith('setPreferred'))).toHaveLength(2))
      await embedded.login.releaseAccountTypeSwitches(order)
      await expect(first).resolves.toMatchObject({ type: 'smartAccount', superseded: true })
      await expect(second).resolves.toMatchObject({ type: 'eoa', superseded: false })
      expect(getAccount(client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
      expect(trackedTypes(client)).toEqual([{ accountType: 'eoa', network: 'eip155:31337' }])
    }
  })

  it('an answer arriving after the login ended changes nothing', async () => {
    const { client, platform, embedded } = await connected()
    embedded.login.accountTypeSwitch = 'hold'
    const switching = setPreferredAccountType(client, { type: 'smartAccount' })
    await vi.waitFor(() => expect(embedded.login.calls.at(-1)).toBe('setPreferredAccountType:eip155:smartAccount'))
    await disconnect(client, { connectorId: 'mock-embedded' })
    await embedded.login.releaseAccountTypeSwitches()
    await expect(switching).resolves.toMatchObject({ superseded: true })
    expect(getAccount(client).isConnected).toBe(false)
    expect(stored(platform, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toBeUndefined()
    expect(trackedTypes(client)).toEqual([])
  })

  it('falls back to eoa on a network without smart accounts, and says the smart account is not available there', async () => {
    const { client, embedded } = await connected({ enabledNetworks: [31337] })
    await switchNetwork(client, { caipNetworkId: 'eip155:31338' })
    expect(getEmbeddedWallet(client).isSmartAccountAvailable).toBe(false)
    await expect(setPreferredAccountType(client, { type: 'smartAccount' })).resolves.toMatchObject({ type: 'eoa', address: EOA })
    expect(embedded.login.calls.at(-1)).toBe('setPreferredAccountType:eip155:eoa')
    expect(getAccount(client).address).toBe(EOA)
  })

  it("a refused switch changes nothing and rejects with the frame's message", async () => {
    const { client, platform, embedded } = await connected()
    embedded.login.accountTypeSwitch = { error: 'Smart account not deployed' }
    await expect(setPreferredAccountType(client, { type: 'smartAccount' })).rejects.toThrow('Smart account not deployed')
    expect(getAccount(client).address).toBe(EOA)
    expect(stored(platform, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toBeUndefined()
    expect(trackedTypes(client)).toEqual([])
  })

  it('needs a connected embedded wallet and a known account type', async () => {
    const { client } = await connected({ connect: false })
    await expect(setPreferredAccountType(client, { type: 'smartAccount' })).rejects.toThrow('Not connected to email or social')
    const bare = createTestClient()
    await bare.client.ready
    await expect(setPreferredAccountType(bare.client, { type: 'smartAccount' })).rejects.toThrow('No auth connector found')
    const { client: logged } = await connected()
    await expect(setPreferredAccountType(logged, { type: 'root' as never })).rejects.toThrow('Invalid account type')
  })
})
