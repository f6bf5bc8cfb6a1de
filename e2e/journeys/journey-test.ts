import { writeFile } from 'node:fs/promises';
import type { Browser as PlaywrightBrowser } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../browser-kit/chromium-path';
import { firefoxPath, missingEnginesMessage } from '../../browser-kit/engine-paths';
import { test as base } from '@playwright/test';
import { startTestServer } from '../../server/testing/test-server';
import type { Engine, EngineDriver } from './driver';
import { PlaywrightDriver } from './engines/playwright-driver';
import { PuppeteerDriver } from './engines/puppeteer-driver';
import { WebDriverDriver } from './engines/webdriver-driver';
import {
  startRestartableWebKitDriver,
  type RestartableWebKitDriver,
} from './engines/webkit-driver-process';
import { Viewer } from './viewer';

interface EngineWorker {
  /** A reference server (fresh database) whose catalogue names no ad, as for a host without ads. */
  serverUrl: string;
  /** A reference server whose catalogue names its seeded pre-roll, started only when asked for. */
  adServerUrl: string;
  /** The engine this project runs the journeys in (playwright.config.ts). */
  engine: Engine;
  /** The worker's running browser, or WebDriver server: started once, shared by its journeys. */
  engineProcess: PlaywrightBrowser | Browser | RestartableWebKitDriver;
}

interface JourneyFixtures {
  driver: EngineDriver;
  viewer: Viewer;
}

// Firefox's own policy would hold a film that starts unmuted until a gesture, as Chromium's flag does not.
const firefoxPrefs = { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0 };

/**
 * A WebKit session; where its browser never comes up, the driver is started afresh, once. A
 * session takes 0.3 to 0.5 s to start, even beside two busy loops: one not up in 5 s never comes.
 */
async function startWebKitSession(driver: RestartableWebKitDriver): Promise<WebDriverDriver> {
  try {
    return await WebDriverDriver.start(driver, 5000);
  } catch {
    await driver.restart();
    return WebDriverDriver.start(driver, 20_000);
  }
}

/** The journeys' test: a fresh browsing session per journey, in the project's engine. */
export const journey = base.extend<JourneyFixtures, EngineWorker>({
  serverUrl: [
    async ({}, use) => {
      const server = await startTestServer({ prerollAds: [] });
      await use(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  adServerUrl: [
    async ({}, use) => {
      const server = await startTestServer();
      await use(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  engine: ['chromium', { option: true, scope: 'worker' }],
  engineProcess: [
    async ({ engine, playwright }, use) => {
      const missing = engine === 'chromium' ? undefined : missingEnginesMessage();
      if (missing) throw new Error(missing);
      if (engine === 'chromium') {
        const browser = await playwright.chromium.launch({
          executablePath: chromiumPath(),
          args: chromiumArgs,
        });
        await use(browser);
        await browser.close();
      } else if (engine === 'firefox') {
        const browser = await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxPath(),
          headless: true,
          extraPrefsFirefox: firefoxPrefs,
        });
        await use(browser);
        await browser.close();
      } else {
        const driver = await startRestartableWebKitDriver();
        await use(driver);
        driver.stop();
      }
    },
    { scope: 'worker' },
  ],
  driver: async ({ engine, engineProcess }, use, testInfo) => {
    const driver =
      engine === 'chromium'
        ? await PlaywrightDriver.start(engineProcess as PlaywrightBrowser)
        : engine === 'firefox'
          ? await PuppeteerDriver.start(engineProcess as Browser)
          : await startWebKitSession(engineProcess as RestartableWebKitDriver);
    await use(driver);
    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath('screenshot.png');
      await writeFile(path, await driver.screenshot());
      await testInfo.attach('screenshot', { path, contentType: 'image/png' });
    }
    await driver.close();
  },
  viewer: async ({ driver, serverUrl }, use) => {
    await use(new Viewer(driver, serverUrl));
  },
});

export { expect } from '../expect';
