import { defineConfig } from '@playwright/test';
import { E2E_TAG_MANAGER, necessaryCookiesOnlyState } from './tests/e2e/support/consent.js';

// End-to-end tests drive Debian's Chromium (no browser download here). scripts/test-all.ts starts the shop on a
// throwaway DATA_DIR and port and passes E2E_BASE_URL; run alone, the config starts the compiled shop itself
// (npm run build first), as production runs it.
const port = Number(process.env.E2E_PORT || 3999);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;

/**
 * Every test browses from 127.0.0.1, so the shop sees one client making many shoppers' requests: the global
 * per-address budgets of pages, API and login are raised for the run (the integration tests exercise the limits;
 * the reset-mail limit stays tight).
 */
const E2E_RATE_LIMIT_PER_MINUTE = 20_000;
const E2E_LOGIN_LIMIT_PER_MINUTE = 1_000;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI; a test that needed it is reported as flaky in the summary (scripts/test-all.ts), never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // A necessary-cookies-only choice, so the cookie notice does not cover other specs' screens (consent.spec.ts starts without it).
    storageState: necessaryCookiesOnlyState(baseURL),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `NODE_ENV=production PORT=${port} DATA_DIR=./data/e2e LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=${E2E_RATE_LIMIT_PER_MINUTE} RATE_LIMIT_LOGIN_PER_MINUTE=${E2E_LOGIN_LIMIT_PER_MINUTE} RATE_LIMIT_MAIL_PER_MINUTE=${E2E_RATE_LIMIT_PER_MINUTE} TAG_MANAGER_ID=${E2E_TAG_MANAGER.id} TAG_MANAGER_URL=${E2E_TAG_MANAGER.url} node dist/server/main.js`,
        url: `${baseURL}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
