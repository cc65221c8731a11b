import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', 'reliability', 'bench/live'],
  },
});
