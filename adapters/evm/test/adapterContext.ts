// The plug-in test kit of @portico/core/testing, under the names this adapter's tests use.
export {
  createManualTimer,
  createTestSignal,
  createTestSourceContext as createTestContext,
  type TestSourceContext as TestContext,
} from '@portico/core/testing'
