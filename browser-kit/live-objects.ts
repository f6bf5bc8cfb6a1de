import type { CDPSession, Page } from '@playwright/test';
import { repoPath } from '../server/paths';

/** What a page of our player holds after a forced garbage collection. */
export interface LiveObjects {
  jsHeapUsedBytes: number;
  /** `<video>` elements in the document. */
  videoElements: number;
  /** HTMLVideoElement objects alive in the heap, detached ones included. */
  liveVideoElements: number;
  /** hls.js instances alive in the heap; undefined when the page has not loaded hls.js. */
  liveHlsInstances: number | undefined;
  /** Timeouts still pending and intervals still active in the page's main window. */
  timers: { timeouts: number; intervals: number };
}

const group = 'live-objects';

// In the page: the prototype of the Hls class of the very module instance the player uses (the
// lazily imported chunk, also preloaded by the page), found by its shape, since its export
// names are minified. A plain string: tsx would wrap a function's inner functions in helpers the
// page lacks.
const hlsPrototypeExpression = `(async () => {
  const isHls = (value) => typeof value === 'function' &&
    typeof value.isSupported === 'function' && typeof value.Events === 'object';
  const urls = [
    ...Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.href),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ].filter((url) => /\\/player\\/assets\\/hls-[^/]*\\.js$/.test(url));
  if (urls.length > 0) {
    const module = await import(urls[0]);
    const Hls = Object.values(module).find(isHls);
    if (Hls) return Hls.prototype;
  }
  // The reference pages load hls.js's classic build as a global.
  return isHls(window.Hls) ? window.Hls.prototype : undefined;
})()`;

/** Installs what liveObjects needs in page, before its scripts: the timer counter. */
export async function installLiveObjectsProbe(page: Page): Promise<void> {
  await page.addInitScript({ path: repoPath('browser-kit', 'timer-count.js') });
}

async function objectId(cdp: CDPSession, expression: string): Promise<string | undefined> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    objectGroup: group,
    awaitPromise: true,
    returnByValue: false,
  });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
  return result.objectId;
}

/**
 * How many objects in the heap have prototypeId on their prototype chain, prototypes left out:
 * hls.js 1.7 has subclasses of Hls (the I-frame players), whose prototype objects are no instance.
 */
async function countObjects(cdp: CDPSession, prototypeId: string): Promise<number> {
  const { objects } = await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: prototypeId,
    objectGroup: group,
  });
  if (!objects.objectId) throw new Error('queryObjects returned no array');
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration:
      "function () { return this.filter((o) => !Object.hasOwn(o, 'constructor')).length; }",
    returnByValue: true,
  });
  return Number(result.value);
}

/**
 * The JS heap, the video elements and hls.js instances alive, and the pending timers of a page of
 * our player (installLiveObjectsProbe must have run before it loaded), after a forced collection.
 */
export async function liveObjects(page: Page): Promise<LiveObjects> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Runtime.enable');
    await cdp.send('HeapProfiler.enable');
    // Twice: the first collection may only make more garbage collectable (weak callbacks, DOM).
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const videoPrototype = await objectId(cdp, 'HTMLVideoElement.prototype');
    if (!videoPrototype) throw new Error('no HTMLVideoElement.prototype');
    const hlsPrototype = await objectId(cdp, hlsPrototypeExpression);
    const counts = await page.evaluate(() => ({
      videoElements: document.querySelectorAll('video').length,
      timers: (
        window as unknown as {
          __liveTimers?: { count(): { timeouts: number; intervals: number } };
        }
      ).__liveTimers?.count() ?? { timeouts: Number.NaN, intervals: Number.NaN },
    }));
    return {
      jsHeapUsedBytes: usedSize,
      videoElements: counts.videoElements,
      liveVideoElements: await countObjects(cdp, videoPrototype),
      liveHlsInstances: hlsPrototype ? await countObjects(cdp, hlsPrototype) : undefined,
      timers: counts.timers,
    };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group }).catch(() => undefined);
    await cdp.send('HeapProfiler.disable').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}
