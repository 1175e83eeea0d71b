import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Browser tests run in Debian's Chromium against one seeded production server with fake Razorpay and Resend,
 * started by global-setup.ts; its URLs reach the tests through environment variables (see fixtures.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails is run once more; scripts/test.mjs names every test that passed only on its second run.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
})
