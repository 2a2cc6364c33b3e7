import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspace packages from their TypeScript source (no build), plus Vite's usual browser conditions.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  test: {
    // happy-dom: every hook test passes on it, and it starts in a fraction of jsdom's time.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/configureTestingLibrary.ts'],
    typecheck: { enabled: false },
  },
})
