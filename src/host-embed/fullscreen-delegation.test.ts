import { afterEach, describe, expect, it, vi } from 'vitest';
import { canDelegateFullscreen } from './fullscreen-delegation';

afterEach(() => vi.restoreAllMocks());

/**
 * window.postMessage as the HTML standard has browsers run it: the options dictionary read first
 * (its members in alphabetical order, `delegate` only by a browser that knows it), then the target
 * origin parsed (a SyntaxError when it is no URL); a message for another origin is dropped, and
 * Chromium and WebKit say so in the console. Returns what was delivered.
 */
function standInPostMessage({ knowsDelegate }: { knowsDelegate: boolean }) {
  const delivered: unknown[] = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, options?: unknown) => {
    const dictionary = options as WindowPostMessageOptions & { delegate?: string };
    if (knowsDelegate) void dictionary.delegate;
    const targetOrigin = String(dictionary.targetOrigin ?? '/');
    if (targetOrigin !== '*' && targetOrigin !== '/') {
      if (!URL.canParse(targetOrigin)) {
        throw new DOMException(`Invalid target origin '${targetOrigin}'`, 'SyntaxError');
      }
      if (new URL(targetOrigin).origin !== window.location.origin) {
        console.warn(`The target origin provided ('${targetOrigin}') does not match`);
        return;
      }
    }
    delivered.push(message);
  });
  return delivered;
}

describe('canDelegateFullscreen', () => {
  it('is true where postMessage reads the delegate option (Chromium), false where not', () => {
    standInPostMessage({ knowsDelegate: true });
    expect(canDelegateFullscreen()).toBe(true);
    vi.restoreAllMocks();
    standInPostMessage({ knowsDelegate: false });
    expect(canDelegateFullscreen()).toBe(false);
  });

  it.each([true, false])(
    'posts nothing and logs nothing (a browser that knows delegate: %s)',
    (knowsDelegate) => {
      const console = {
        warn: vi.spyOn(globalThis.console, 'warn'),
        error: vi.spyOn(globalThis.console, 'error'),
      };
      const delivered = standInPostMessage({ knowsDelegate });
      canDelegateFullscreen();
      expect(delivered).toEqual([]);
      expect(console.warn).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
    },
  );

  it('is false in jsdom, whose postMessage takes no options, and sends it no message', async () => {
    const heard = vi.fn();
    window.addEventListener('message', heard);
    expect(canDelegateFullscreen()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.removeEventListener('message', heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
