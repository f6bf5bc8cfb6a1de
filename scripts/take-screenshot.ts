// Regenerates docs/screenshot.png: the demo host page playing film 1. Needs a built page.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { buildServer } from '../server/app';
import { repoPaths } from '../server/paths';

const app = await buildServer(repoPaths);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(`${origin}/`);
  const frame = page.frameLocator('iframe#player');
  await frame.getByRole('button', { name: 'Пауза' }).waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: 'docs/screenshot.png' });
} finally {
  await browser.close();
  await app.close();
}
