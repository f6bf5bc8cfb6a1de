import { existsSync } from 'node:fs';

/** The system Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * The flags the tests and the benchmark start Chromium with: no sandbox (root), no GPU, and none
 * of the background connections a closed network refuses; media may play without a gesture.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** Why the browser tests cannot run here, or undefined when a Chromium is installed. */
export function missingChromiumMessage(): string | undefined {
  const path = chromiumPath();
  if (existsSync(path)) return undefined;
  return (
    `No Chromium at ${path}. Install Debian's with \`apt-get update && apt-get install -y chromium\`, ` +
    'or point CHROMIUM_PATH at another Chromium binary.'
  );
}
