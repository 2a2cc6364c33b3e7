import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@portico/source'] },
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
