import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Workspace packages from their TypeScript source (no build), plus Vite's usual browser conditions.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/configureTestingLibrary.ts'],
    typecheck: { enabled: false },
  },
})
