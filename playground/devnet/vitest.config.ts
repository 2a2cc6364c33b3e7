import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@portico/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
    // Each test file starts its own anvil chains; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
