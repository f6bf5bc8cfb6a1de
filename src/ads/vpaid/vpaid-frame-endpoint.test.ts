import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVpaidFrame } from './frame/frame-endpoint';
import { fakeCreative } from './testing/fake-creative';

// This test window is its own parent: the endpoint's player is this window, at this page's origin.
const channel = 'c0ffee';
let reports: unknown[];
let stop: () => void;
let creative: ReturnType<typeof fakeCreative>;
let loadCreative: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>;

const fromPlayer = (data: unknown, source: Window | null = window, origin = location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
const settle = () => new Promise((resolve) => setTimeout(resolve));
const init = {
  channel,
  type: 'init',
  creativeUrl: 'https://ads.example/creative.js',
  adParameters: '{}',
  clickThroughUrl: undefined,
  width: 640,
  height: 360,
  volume: 1,
};

beforeEach(() => {
  history.replaceState(null, '', `#${channel}`);
  reports = [];
  vi.spyOn(window, 'postMessage').mockImplementation((data: unknown) => reports.push(data));
  creative = fakeCreative();
  loadCreative = vi.fn(async () => () => creative);
  stop = startVpaidFrame(window, loadCreative);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  history.replaceState(null, '', '#');
});

describe('the frame endpoint', () => {
  it('says it is ready on the channel of its hash, to its parent, at its own URL’s origin only', () => {
    expect(reports).toEqual([{ channel, type: 'ready' }]);
    expect(vi.mocked(window.postMessage).mock.calls[0]?.[1]).toBe(location.origin);
  });

  it('reports the creative’s events to that origin only', async () => {
    fromPlayer(init);
    await settle();
    creative.fire('AdLoaded');
    const targets = vi.mocked(window.postMessage).mock.calls.map(([, target]) => target);
    expect(targets).toEqual([location.origin, location.origin]);
  });

  it('gives the creative a video slot under a display slot, both in its own document', async () => {
    fromPlayer(init);
    await settle();
    const [, , , , , environment] = creative.initAd.mock.calls[0] ?? [];
    const { slot, videoSlot } = environment as { slot: HTMLElement; videoSlot: HTMLVideoElement };
    expect(videoSlot).toBeInstanceOf(HTMLVideoElement);
    expect(videoSlot.playsInline).toBe(true);
    expect(slot.tagName).toBe('DIV');
    expect([...document.body.children]).toEqual([videoSlot, slot]);
  });

  it('carries out its parent’s commands on its channel, and reports the creative’s events', async () => {
    fromPlayer(init);
    await settle();
    expect(loadCreative).toHaveBeenCalledExactlyOnceWith('https://ads.example/creative.js');
    fromPlayer({ channel, type: 'start' });
    expect(creative.startAd).toHaveBeenCalledOnce();
    creative.fire('AdStarted');
    expect(reports.slice(1)).toEqual([{ channel, type: 'event', event: { name: 'AdStarted' } }]);
  });

  it.each([
    ['another channel', { ...init, channel: 'other' }, window, location.origin],
    ['no channel', { ...init, channel: undefined }, window, location.origin],
    // A page of another site that frames this one is its parent, and chose its hash.
    ['another origin', init, window, 'https://attacker.example'],
    ['an opaque origin', init, window, 'null'],
    ['no origin', init, window, ''],
    ['another window', init, 'other', location.origin],
    ['no source', init, null, location.origin],
    ['a malformed init', { ...init, width: '640' }, window, location.origin],
    ['junk', 'init', window, location.origin],
  ] as const)('ignores a message with %s', async (_case, data, source, origin) => {
    const other = document.createElement('iframe');
    document.body.append(other);
    fromPlayer(data, source === 'other' ? other.contentWindow : source, origin);
    await settle();
    expect(loadCreative).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
  });

  it('ignores every command of another origin once the player’s creative runs', async () => {
    fromPlayer(init);
    await settle();
    fromPlayer({ channel, type: 'stop' }, window, 'https://attacker.example');
    fromPlayer({ ...init, creativeUrl: 'https://attacker.example/steal.js' }, window, 'null');
    await settle();
    expect(creative.stopAd).not.toHaveBeenCalled();
    expect(loadCreative).toHaveBeenCalledExactlyOnceWith('https://ads.example/creative.js');
  });

  it('opens a click-through the player handles in a new tab, without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    fromPlayer(init);
    await settle();
    creative.fire('AdClickThru', 'https://advertiser.example/', '', true);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://advertiser.example/',
      '_blank',
      'noopener',
    );
    expect(reports.at(-1)).toEqual({
      channel,
      type: 'event',
      event: { name: 'AdClickThru', url: 'https://advertiser.example/', playerHandles: true },
    });
  });
});
