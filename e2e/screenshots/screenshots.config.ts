import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Screenshots of the pages for the README and for design review, against the real service:
 * `npx playwright test -c e2e/screenshots/screenshots.config.ts` (after `npm run build`). Output in
 * docs/screenshots/ (the ones the README shows) and test-results/screenshots/ (the rest).
 */
export default defineConfig({ ...base, testDir: '.', testIgnore: [], timeout: 60_000 });
