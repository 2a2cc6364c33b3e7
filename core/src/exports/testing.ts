// @portico/core/testing: run core in plain Node with scripted wallets and a controllable clock.
export { createTestClient, DEFAULT_MOCK_WALLETS, type TestClient, type TestClientOptions } from '../testing/createTestClient.js'
export {
  createMockAdapter,
  type MockAdapter,
  type MockWallet,
  type MockBehavior,
  type MockScript,
  type MockCall,
} from '../testing/createMockAdapter.js'
export { testEvmMainnet, testEvmSecond, testSolana } from '../testing/testNetworks.js'
export { createMemoryPlatform, type MemoryPlatform, type MemoryPlatformOptions } from '../platform/memoryPlatform.js'
export { createFakeClock, type FakeClock } from '../platform/fakeClock.js'
export { createMemoryStorage, createThrowingStorage } from '../platform/memoryStorage.js'
