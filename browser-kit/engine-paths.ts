import { existsSync } from 'node:fs';

/** Debian's Firefox ESR, or FIREFOX_PATH. */
export function firefoxPath(): string {
  return process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
}

/** WebKitGTK's WebDriver server, or WEBKIT_DRIVER_PATH. */
export function webkitDriverPath(): string {
  return process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
}

/** The WebKitGTK browser the WebDriver server starts, or WEBKIT_BROWSER_PATH. */
export function webkitBrowserPath(): string {
  return process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** Why the Firefox and WebKit journeys cannot run here, or undefined when all is installed. */
export function missingEnginesMessage(): string | undefined {
  const missing = [
    firefoxPath(),
    webkitDriverPath(),
    webkitBrowserPath(),
    '/usr/bin/xvfb-run',
  ].filter((path) => !existsSync(path));
  if (missing.length === 0) return undefined;
  return (
    `Missing ${missing.join(', ')}. Install Debian's with \`apt-get install -y firefox-esr ` +
    'webkit2gtk-driver xvfb gstreamer1.0-plugins-good gstreamer1.0-plugins-bad ' +
    'gstreamer1.0-libav` (`.ci/run` does), or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and ' +
    'WEBKIT_BROWSER_PATH at other builds.'
  );
}
