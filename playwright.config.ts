import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium-path';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
});
