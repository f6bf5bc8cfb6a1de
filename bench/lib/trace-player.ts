import type { Page } from '@playwright/test';
import type { QoeTrace } from './qoe-traces';
import type { ShapingProxy } from './shaping-proxy';

/** A trace being played: its later steps are timers until stopped. */
export interface PlayingTrace {
  stop(): void;
}

/**
 * Sets trace's latency on page through the DevTools Protocol, once, and its first bandwidth on the
 * browser's proxy (call it just before the navigation: the steps' times count from here); then
 * changes the proxy's bandwidth at each later step. Chromium's own throughput emulation is left
 * off: changing it lets every response in flight through at once (Chromium 156).
 */
export async function playTrace(
  page: Page,
  trace: QoeTrace,
  proxy: ShapingProxy,
): Promise<PlayingTrace> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // -1: no throughput limit of DevTools' own.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: trace.latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const [first, ...later] = trace.steps;
  proxy.setDownMbit(first?.downMbit ?? 1);
  const timers = later.map((step) => setTimeout(() => proxy.setDownMbit(step.downMbit), step.atMs));
  return {
    stop: () => timers.forEach(clearTimeout),
  };
}
