import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspace packages from their TypeScript source (no build). Tests run in Vite's SSR (Node)
  // environment, whose resolver takes its conditions from `ssr.resolve`.
  resolve: { conditions: ['@portico/source'] },
  ssr: { resolve: { conditions: ['@portico/source'], externalConditions: ['@portico/source'] } },
  test: {
    environment: 'node',
    // Unit tests sit beside the code; the integration tests against real anvil chains live in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: { enabled: false },
    // Integration tests start anvil and mine real transactions; give them room on a loaded CI machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
