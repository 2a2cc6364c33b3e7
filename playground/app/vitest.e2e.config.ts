// End-to-end journeys: Node drives Debian's Chromium (playwright-core) against the playground,
// which e2e/globalSetup.ts serves with Vite on a free loopback port. Run: npm run e2e
// PORTICO_E2E_SHUFFLE=1 runs the files in a random order (each owns its accounts, so the order
// must not matter), with the seed printed; PORTICO_E2E_SHUFFLE=<seed> replays one order.
import { defineConfig } from 'vitest/config'

const shuffle = process.env.PORTICO_E2E_SHUFFLE
const seed = shuffle === undefined || shuffle === '' || shuffle === '0' ? undefined : /^\d+$/.test(shuffle) && shuffle !== '1' ? Number(shuffle) : Math.floor(Math.random() * 1_000_000)
if (seed !== undefined) console.log(`e2e: files in a shuffled order, seed ${seed} (PORTICO_E2E_SHUFFLE=${seed} replays it)`)

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    ...(seed === undefined ? {} : { sequence: { shuffle: { files: true, tests: false }, seed } }),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
