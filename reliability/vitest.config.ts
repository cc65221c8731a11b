import { defineConfig } from 'vitest/config';

// The reliability harness's own unit tests (the runs themselves are `npm run test:reliability`).
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['fuzz/**/*.test.ts', 'attacks/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
