import { describe, expect, it } from 'vitest'
import { json, scriptedServices } from '../services/services.testkit.js'
import { createTestClient } from '../testing/createTestClient.js'
import { getFeatures, watchFeatures, type GetFeaturesReturnType } from './getFeatures.js'

describe('getFeatures / watchFeatures', () => {
  it('reads the local features, then calls back once with the remote ones when start-up puts them in force', async () => {
    const services = scriptedServices({ 'GET /appkit/v1/config': json(200, { features: [{ id: 'swaps', isEnabled: false }] }) })
    const { client } = createTestClient({ features: { swaps: true }, platform: { fetch: services.fetch } })
    expect(getFeatures(client)).toMatchObject({ source: 'local', features: { swaps: true } })
    const seen: GetFeaturesReturnType[] = []
    const stop = watchFeatures(client, (features) => seen.push(features))
    await client.ready
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ source: 'remote', features: { swaps: false } })
    // The same content reads equal: no call back for a change elsewhere.
    client.controllers.alerts.close()
    expect(seen).toHaveLength(1)
    stop()
  })
})
