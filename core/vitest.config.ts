import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@portico/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
    // Property tests do real work; on a loaded 2-core CI machine the 5 s default is too tight.
    testTimeout: 30_000,
  },
})
