import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspace packages from their TypeScript source (no build). Tests run in Vite's SSR (Node)
  // environment, whose resolver takes its conditions from `ssr.resolve`.
  resolve: { conditions: ['@portico/source'] },
  ssr: { resolve: { conditions: ['@portico/source'], externalConditions: ['@portico/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
    testTimeout: 30_000,
  },
})
