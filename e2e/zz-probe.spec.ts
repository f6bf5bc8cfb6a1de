import { test } from '@playwright/test';
import { startTestServer } from '../server/testing/test-server';
test('probe', async ({ page }) => {
  const server = await startTestServer({ prerollAds: [] });
  await page.addInitScript(() => {
    (window as any).evlog = [];
    for (const t of ['click', 'pointerdown', 'pointerup', 'pointerenter', 'keydown', 'focusin']) document.addEventListener(t, (e) => (window as any).evlog.push(`${performance.now().toFixed(0)} ${t} ${(e.target as Element)?.getAttribute?.('aria-label') ?? (e.target as Element)?.className}`), true);
    new MutationObserver(() => { const t = document.querySelector('.title-text')?.textContent; if (t !== (window as any).lastT) { (window as any).lastT = t; (window as any).evlog.push(`${performance.now().toFixed(0)} title ${t}`); } }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${server.origin}/player/?movie_id=2&auto_play=1&t=17`);
  await page.locator('.title-text', { hasText: 'Второй шаг' }).waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(() => (window as any).evlog.push(`${performance.now().toFixed(0)} HOVER`));
  await page.getByRole('button', { name: process.env.TARGET ?? 'Следующая серия', exact: true }).first().hover();
  await page.waitForTimeout(1500);
  console.log((await page.evaluate(() => (window as any).evlog)).join('\n'));
  await server.close();
});
