// Regenerates the README's pictures from the built page: the demo host page, and the player's
// desktop and mobile layouts (one in English), subtitles menu and seek preview. Run `npm run build`
// first.
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { chromiumPath } from '../browser-kit/chromium-path';
import { startTestServer } from '../server/testing/test-server';

const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
// The pictures of the player itself show no ads; only the ad overlay's picture does.
async function adFreePage(options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript((adListUrl) => {
    (globalThis as Record<string, unknown>).playerEmbed = { adListUrl };
  }, `${server.origin}/media/ads/no-ads.json`);
  return context.newPage();
}

try {
  const host = await adFreePage({ viewport: { width: 1100, height: 900 } });
  await host.goto(`${server.origin}/`);
  await host.frameLocator('iframe#player').getByRole('button', { name: 'Пауза' }).waitFor();
  await host.waitForTimeout(2500);
  await host.screenshot({ path: 'docs/screenshot.png' });

  const desktop = await adFreePage({ viewport: { width: 960, height: 540 } });
  await desktop.goto(`${server.origin}/player/?movie_id=1&t=6`);
  await desktop.mouse.move(480, 300);
  await desktop.getByRole('button', { name: 'Субтитры' }).click();
  await desktop.getByRole('menuitemradio', { name: 'Русские', exact: true }).click();
  await desktop.getByRole('button', { name: 'Настройки' }).click();
  await desktop.getByTestId('caption-cue').waitFor();
  await desktop.waitForTimeout(500);
  await desktop.screenshot({ path: 'docs/player-desktop.png' });

  // The interface in English: an episode of the series, its settings menu open.
  const english = await adFreePage({ viewport: { width: 960, height: 540 } });
  await english.goto(`${server.origin}/player/?movie_id=2&episode_id=202&t=8&hl=en`);
  await english.mouse.move(480, 300);
  await english.getByRole('button', { name: 'Settings' }).click();
  await english.getByRole('menuitem', { name: /^Speed/ }).waitFor();
  await english.waitForTimeout(500);
  await english.screenshot({ path: 'docs/player-english.png' });

  // The subtitles menu, English chosen, over a cue with italics and an entity.
  const subtitles = await adFreePage({ viewport: { width: 960, height: 540 } });
  await subtitles.goto(`${server.origin}/player/?movie_id=1&t=17`);
  await subtitles.mouse.move(480, 300);
  await subtitles.getByRole('button', { name: 'Субтитры' }).click();
  await subtitles.getByRole('menuitemradio', { name: 'English' }).click();
  await subtitles.getByTestId('caption-cue').waitFor();
  await subtitles.getByRole('button', { name: 'Субтитры' }).click();
  await subtitles.waitForTimeout(500);
  await subtitles.screenshot({ path: 'docs/player-subtitles-menu.png' });

  // The seek bar's preview: the pointer rests on the bar, over 0:16.
  const seek = await adFreePage({ viewport: { width: 960, height: 540 } });
  await seek.goto(`${server.origin}/player/?movie_id=1&t=6`);
  // Enabled once the film's duration is known.
  const seekBar = seek.locator('.progress-slider:enabled');
  await seekBar.waitFor();
  const bar = await seekBar.boundingBox();
  if (bar) await seek.mouse.move(bar.x + bar.width * 0.55, bar.y + bar.height / 2);
  await seek.getByTestId('seek-preview').waitFor();
  await seek.waitForTimeout(500);
  await seek.screenshot({ path: 'docs/player-seek-preview.png' });

  const series = await adFreePage({ viewport: { width: 960, height: 540 } });
  await series.goto(`${server.origin}/player/?movie_id=2&episode_id=202&t=8`);
  await series.mouse.move(480, 300);
  await series.getByRole('button', { name: 'Сезоны и серии' }).click();
  await series.getByRole('menuitem', { name: /Сезон 1/ }).click();
  await series.waitForTimeout(500);
  await series.screenshot({ path: 'docs/player-series.png' });
  await series.keyboard.press('Escape');
  await series.getByRole('button', { name: 'Следующая серия' }).hover();
  await series.getByRole('tooltip').waitFor();
  await series.waitForTimeout(300);
  await series.screenshot({ path: 'docs/player-next-episode.png' });

  const mobile = await adFreePage({
    viewport: { width: 390, height: 260 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  // Paused, so the controls stay on screen.
  await mobile.goto(`${server.origin}/player/?movie_id=2&t=3`);
  await mobile.getByRole('button', { name: 'Воспроизвести' }).waitFor();
  await mobile.waitForTimeout(1000);
  await mobile.screenshot({ path: 'docs/player-mobile.png' });

  const ad = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await ad.goto(`${server.origin}/player/?movie_id=1`);
  await ad.getByRole('button', { name: 'Воспроизвести' }).click();
  await ad.getByRole('button', { name: /^Пропустить \d$/ }).waitFor();
  await ad.waitForTimeout(1500);
  await ad.screenshot({ path: 'docs/player-ad.png' });
} finally {
  await browser.close();
  await server.close();
}
