import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@portico/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
  },
})
