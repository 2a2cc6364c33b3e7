// Test-only helper (imported by *.test.tsx files only): a real core client on the memory
// platform, already started, and a wrapper that provides it.
import type { ReactNode } from 'react'
import { cleanup } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { createTestClient, type TestClient, type TestClientOptions } from '@portico/core/testing'
import { PorticoProvider } from '../PorticoProvider.js'

/** The scripted wallets of the mock adapter. */
export const ALPHA = 'io.portico.alpha'
export const BETA = 'io.portico.beta'

/** What {@link setupPortico} returns. */
export interface PorticoTestSetup extends TestClient {
  /** Renders its children inside a provider of the test client. */
  wrapper: (props: { children?: ReactNode }) => ReactNode
}

/**
 * Creates a test client, waits for its start-up, and unmounts everything and destroys the
 * client when the test finishes.
 */
export async function setupPortico(options?: TestClientOptions): Promise<PorticoTestSetup> {
  const test = createTestClient(options)
  onTestFinished(() => {
    cleanup()
    test.client.destroy()
  })
  await test.client.ready
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <PorticoProvider client={test.client}>{children}</PorticoProvider>
  )
  return { ...test, wrapper }
}
