import { defineConfig } from '@playwright/test';
import type { Engine } from './e2e/journeys/driver';
import { chromiumArgs, chromiumPath } from './browser-kit/chromium-path';

export default defineConfig<object, { engine: Engine }>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Tests, not files, are shared out: one long file (the ad faults, 5 min) no longer ends a run alone.
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // Two workers on two cores, each a Chromium decoding video: a step can take seconds. These bound
  // a hang; what a test waits for is always a state of the page, never a stretch of time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Every spec runs in Chromium; the journeys (e2e/journeys) run once per engine, each project
  // driving its engine through the same small interface.
  projects: [
    { name: 'chromium', testMatch: /\.(spec|journey)\.ts$/ },
    ...(['firefox', 'webkit'] satisfies Engine[]).map((engine) => ({
      name: engine,
      testMatch: /\.journey\.ts$/,
      use: { engine },
    })),
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
    // Recording a trace doubles the CPU a test takes here (its screencast encodes every video
    // frame) and so changes the timing it would explain: a failure keeps a screenshot, and
    // `--trace retain-on-failure` records traces when one is wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
