// @portico/core/testing: run core in plain Node with scripted wallets and a controllable clock.
export { createTestClient, DEFAULT_MOCK_WALLETS, ALPHA_WALLET, BETA_WALLET, type TestClient, type TestClientOptions } from '../testing/createTestClient.js'
export { createMockAdapter, type MockAdapter, type MockWallet } from '../testing/createMockAdapter.js'
export type { MockBehavior, MockScript, MockCall } from '../testing/mockWalletScript.js'
export {
  createMockPairingSource,
  MOCK_PAIRING_LIFETIME_MS,
  type MockPairingSource,
  type MockPairingWallet,
  type MockPairingNamespace,
} from '../testing/createMockPairingSource.js'
export { createMockEmbeddedSource, EMBEDDED_NAMESPACES, type MockEmbeddedSource, type MockEmbeddedLogin } from '../testing/createMockEmbeddedSource.js'
export { createMockEmbeddedPlugin } from '../testing/createMockEmbeddedPlugin.js'
export { createMockChainAdapter, isMockWalletHandle, type MockWalletHandle } from '../testing/mockChainAdapter.js'
export { testEvmMainnet, testEvmSecond, testSolana } from '../testing/testNetworks.js'
export { createMemoryPlatform, type MemoryPlatform, type MemoryPlatformOptions } from '../kernel/platform/memoryPlatform.js'
export { createFakeClock, type FakeClock } from '../kernel/platform/fakeClock.js'
export { createMemoryStorage, createThrowingStorage } from '../kernel/platform/memoryStorage.js'
export {
  createMemoryServices,
  type MemoryServices,
  type MemoryServicesOptions,
  type MemoryServicesRequest,
  type MemoryImage,
} from '../testing/memoryServices.js'
export { createMemoryBlockchainApi, type MemoryBlockchainApi, type MemoryBlockchainApiOptions } from '../testing/memoryBlockchainApi.js'
export {
  createTestSourceContext,
  createManualTimer,
  createTestSignal,
  type TestSourceContext,
  type ManualTimer,
} from '../testing/createTestSourceContext.js'
export type { TimerLike } from '../kernel/platform/hostTimer.js'
// Sign-in with X: the default implementation, so a test (of a skin, say) can turn sign-in on. The
// mock chain adapter's verifier accepts the mock wallets' signatures.
export { createDefaultSiwx } from '../modules/siwx/createDefaultSiwx.js'
export { createMemoryFrame, type MemoryFramePort, type MemoryMountedFrame } from '../kernel/platform/memoryFrame.js'
export { createMemoryMessaging, type MemoryMessaging, type PostedMessage } from '../kernel/platform/memoryMessaging.js'
export { createMemoryNavigation, type MemoryNavigation } from '../kernel/platform/memoryNavigation.js'
export {
  createMemoryLoginFrame,
  NO_ANSWER,
  type LoginFrameHandler,
  type LoginFrameRequest,
  type MemoryLoginFrame,
  type MemoryLoginFrameOptions,
} from '../testing/createMemoryLoginFrame.js'
