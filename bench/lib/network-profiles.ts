import type { Page } from '@playwright/test';

/** A network and a device speed to load the pages on, applied through the DevTools Protocol. */
export interface NetworkProfile {
  name: string;
  /** Round trip added to every request (DevTools' latency), ms. */
  latencyMs: number;
  downMbit: number;
  upMbit: number;
  /** How many times slower the page's CPU runs (1: not slowed). */
  cpuSlowdown: number;
}

// A home connection, and a mid-range phone on a good 4G cell (Lighthouse's slow-4G is 150 ms too).
export const networkProfiles: NetworkProfile[] = [
  { name: 'broadband', latencyMs: 80, downMbit: 30, upMbit: 10, cpuSlowdown: 1 },
  { name: 'phone', latencyMs: 150, downMbit: 9, upMbit: 3, cpuSlowdown: 4 },
];

// DevTools takes throughputs in bytes a second.
const bytesPerSecond = (mbit: number) => (mbit * 1e6) / 8;

/** Applies profile to page (and the navigations it makes after), before it navigates. */
export async function applyNetworkProfile(page: Page, profile: NetworkProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond(profile.downMbit),
    uploadThroughput: bytesPerSecond(profile.upMbit),
  });
  if (profile.cpuSlowdown > 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
}

/** The profile in words, for the report. */
export const describeProfile = (profile: NetworkProfile): string =>
  `${profile.latencyMs} ms round trip, ${profile.downMbit} Mbit/s down, ${profile.upMbit} Mbit/s up, ${
    profile.cpuSlowdown > 1 ? `CPU slowed ${profile.cpuSlowdown}×` : 'CPU not slowed'
  }`;
