/** How the browser the test plays treats the page's cookies. */
export interface CookieBrowserOptions {
  /** 'cross-site frame': the page is framed by another site, its cookies are third-party. */
  context: 'first party' | 'cross-site frame';
  /** Whether the browser keeps unpartitioned third-party cookies (Chrome's setting, Safari never). */
  thirdPartyCookies: 'allowed' | 'blocked';
  /** Whether it knows the Partitioned attribute (CHIPS); one that does not ignores it. */
  partitioned: boolean;
}

export interface StoredCookie {
  name: string;
  value: string;
  partitioned: boolean;
}

export interface CookieBrowser {
  /** Every string the page wrote to document.cookie, in order. */
  readonly writes: string[];
  /** The cookies the browser holds for the page's origin in this top-level site. */
  readonly jar: StoredCookie[];
}

/**
 * Replaces the document's cookie with a browser's rules that matter to a cross-site frame: a
 * partitioned cookie is a cookie of its own beside the unpartitioned one of the same name, needs
 * Secure, and is removed only by a write that says Partitioned; a cross-site frame's SameSite=Lax
 * or Strict cookie is dropped, and so is its unpartitioned one when third-party cookies are blocked.
 */
export function installCookieBrowser(options: CookieBrowserOptions): CookieBrowser {
  const browser: CookieBrowser = { writes: [], jar: [] };
  const crossSite = options.context === 'cross-site frame';
  const blocked = crossSite && options.thirdPartyCookies === 'blocked';
  // Blocked unpartitioned cookies are neither written nor read.
  const visible = (cookie: StoredCookie) => cookie.partitioned || !blocked;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () =>
      browser.jar
        .filter(visible)
        .map(({ name, value }) => `${name}=${value}`)
        .join('; '),
    set(text: string) {
      browser.writes.push(text);
      const [pair = '', ...parts] = text.split(';').map((part) => part.trim());
      const attributes = new Map(
        parts.map((part) => {
          const [key = '', value = ''] = part.split('=');
          return [key.toLowerCase(), value] as const;
        }),
      );
      const at = pair.indexOf('=');
      const cookie: StoredCookie = {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        partitioned: options.partitioned && attributes.has('partitioned'),
      };
      const sameSite = (attributes.get('samesite') ?? 'lax').toLowerCase();
      if (cookie.partitioned && !attributes.has('secure')) return;
      if (crossSite && sameSite !== 'none') return;
      if (!visible(cookie)) return;
      if (sameSite === 'none' && !attributes.has('secure')) return;
      const index = browser.jar.findIndex(
        (held) => held.name === cookie.name && held.partitioned === cookie.partitioned,
      );
      if (index >= 0) browser.jar.splice(index, 1);
      const expires = attributes.get('expires');
      if (expires === undefined || new Date(expires).getTime() > Date.now()) {
        browser.jar.push(cookie);
      }
    },
  });
  return browser;
}

/** Back to jsdom's own document.cookie on Document.prototype. */
export function uninstallCookieBrowser(): void {
  Reflect.deleteProperty(document, 'cookie');
}
