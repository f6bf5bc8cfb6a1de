import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVpaidFrame } from './frame/frame-endpoint';
import { fakeCreative } from './testing/fake-creative';

// This test window is its own parent: the endpoint's player is this window.
const channel = 'c0ffee';
let reports: unknown[];
let stop: () => void;
let creative: ReturnType<typeof fakeCreative>;
let loadCreative: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>;

const fromPlayer = (data: unknown, source: Window | null = window) =>
  window.dispatchEvent(new MessageEvent('message', { data, source }));
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
  it('says it is ready on the channel of its hash, to its parent, for any origin', () => {
    expect(reports).toEqual([{ channel, type: 'ready' }]);
    expect(vi.mocked(window.postMessage).mock.calls[0]?.[1]).toBe('*');
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
    ['another channel', { ...init, channel: 'other' }, window],
    ['no channel', { ...init, channel: undefined }, window],
    ['another window', init, 'other'],
    ['no source', init, null],
    ['a malformed init', { ...init, width: '640' }, window],
    ['junk', 'init', window],
  ] as const)('ignores a message with %s', async (_case, data, source) => {
    const other = document.createElement('iframe');
    document.body.append(other);
    fromPlayer(data, source === 'other' ? other.contentWindow : source);
    await settle();
    expect(loadCreative).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
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
