import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
    // The tests start real anvil chains and mine real transactions; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
