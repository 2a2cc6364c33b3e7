// Test-only helper (imported by *.test.tsx files only): a real core client on the memory
// platform, already started, and a wrapper that provides it.
import type { ReactNode } from 'react'
import { cleanup } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import {
  createMockAdapter,
  createTestClient,
  testEvmMainnet,
  testEvmSecond,
  testSolana,
  type MockAdapter,
  type TestClient,
  type TestClientOptions,
} from '@portico/core/testing'
import { PorticoProvider } from '../PorticoProvider.js'

/** The scripted wallets of the mock adapter. */
export const ALPHA = 'io.portico.alpha'
export const BETA = 'io.portico.beta'

/** The scripted wallet of {@link withSolana}'s mock Solana plug-in. */
export const SOL = 'io.portico.sol'

/**
 * Options for a site on eip155 and solana: the two EVM test networks, the Solana test network,
 * and a mock Solana plug-in (one wallet, {@link SOL}; its switches are local, as Solana
 * wallets'). Pass `options` to {@link setupPortico}; `solana` scripts the Solana wallet.
 */
export function withSolana(): { options: Pick<TestClientOptions, 'networks' | 'plugins'>; solana: MockAdapter } {
  const solana = createMockAdapter({
    namespace: 'solana',
    sourceId: 'mock-solana',
    wallets: [{ id: SOL, name: 'Sol Wallet', address: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy', chainId: testSolana.id }],
  })
  return { options: { networks: [testEvmMainnet, testEvmSecond, testSolana], plugins: [solana] }, solana }
}

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
