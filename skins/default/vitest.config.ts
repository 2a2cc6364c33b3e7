import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspace packages from their TypeScript source (no build), plus Vite's usual browser conditions.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  // The same for tests in the node environment (serverRendering.test.tsx), which resolve as a server does.
  ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions], externalConditions: ['@portico/source'] } },
  test: {
    // jsdom, not happy-dom: on happy-dom AllWallets' virtual list shows no rows and axe fails the
    // catalogue views (tried: 5 failures in AllWalletsView.test.tsx and registry.a11y.test.tsx).
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/configureTestingLibrary.ts'],
    typecheck: { enabled: false },
  },
})
