import type { PorticoPlugin } from '../kernel/plugins/porticoPlugin.js'
import { createMockEmbeddedSource, type MockEmbeddedSource } from './createMockEmbeddedSource.js'

/**
 * A mock embedded wallet as a plug-in: {@link createMockEmbeddedSource} as its connector source,
 * declaring e-mail and social login as the real embedded wallet does, so a test client's
 * `features.email` and `features.socials` are in force (a source passed bare provides nothing).
 *
 * @example
 * const embedded = createMockEmbeddedPlugin({ accounts: { eip155: { address: ALPHA_WALLET.address, chainId: 31337 } } })
 * const { client } = createTestClient({ plugins: [embedded] })
 * getFeatures(client).features.email // true
 */
export function createMockEmbeddedPlugin(params: Parameters<typeof createMockEmbeddedSource>[0]): PorticoPlugin & { connectors: MockEmbeddedSource } {
  return { connectors: createMockEmbeddedSource(params), provides: ['email', 'socials'] }
}
