// End-to-end journeys: Node drives Debian's Chromium (playwright-core) against the playground,
// which e2e/globalSetup.ts serves with Vite on a free loopback port. Run: npm run e2e
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
