import { describe, expect, it, vi } from 'vitest';
import { createVpaidBridge } from './frame/vpaid-bridge';
import { fakeCreative, type FakeCreative } from './testing/fake-creative';
import type { VpaidEvent } from './vpaid-events';
import { vpaidEventNames } from './vpaid-events';
import type { HostCommand } from './vpaid-protocol';

const creativeUrl = 'https://ads.example/creative.js';
const initCommand: HostCommand = {
  type: 'init',
  creativeUrl,
  adParameters: '{"videoUrl":"https://ads.example/ad.mp4"}',
  clickThroughUrl: 'https://ads.example/landing',
  width: 640,
  height: 360,
  volume: 0.5,
};

/** A bridge whose creative script defines `getVpaidAd` (by default, a function answering a fake creative). */
function setup(getVpaidAd?: unknown) {
  const creative = fakeCreative();
  const slot = document.createElement('div');
  const videoSlot = document.createElement('video');
  const events: VpaidEvent[] = [];
  const opened: string[] = [];
  const loadCreative = vi.fn(async (_url: string) =>
    getVpaidAd === undefined ? () => creative : getVpaidAd,
  );
  const bridge = createVpaidBridge({
    slot,
    videoSlot,
    loadCreative,
    emit: (event) => events.push(event),
    openWindow: (url) => opened.push(url),
  });
  return { creative, slot, videoSlot, events, opened, loadCreative, bridge };
}

// Lets the bridge's loading promise settle.
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** A bridge past init, its creative loaded. */
async function initialised(creative?: FakeCreative) {
  const context = setup(creative && (() => creative));
  context.bridge.handle(initCommand);
  await settle();
  return { ...context, creative: creative ?? context.creative };
}

const error = (message: string): VpaidEvent => ({ name: 'AdError', code: 901, message });

describe('loading the creative', () => {
  it('loads the script, shakes hands on 2.0, subscribes to every event and calls initAd', async () => {
    const { creative, slot, videoSlot, events, loadCreative } = await initialised();
    expect(loadCreative).toHaveBeenCalledExactlyOnceWith(creativeUrl);
    expect(creative.handshakeVersion).toHaveBeenCalledExactlyOnceWith('2.0');
    expect(creative.subscribe.mock.calls.map(([, name]) => name)).toEqual(vpaidEventNames);
    expect(creative.initAd).toHaveBeenCalledExactlyOnceWith(
      640,
      360,
      'normal',
      -1,
      { AdParameters: '{"videoUrl":"https://ads.example/ad.mp4"}' },
      { slot, videoSlot, videoSlotCanAutoPlay: true },
    );
    expect(videoSlot.volume).toBe(0.5);
    expect(videoSlot.muted).toBe(false);
    expect(events).toEqual([]);
  });

  it('mutes the video slot for a volume of 0', async () => {
    const { bridge, creative, videoSlot } = setup();
    bridge.handle({ ...initCommand, volume: 0 });
    await settle();
    expect(creative.initAd).toHaveBeenCalledOnce();
    expect(videoSlot.muted).toBe(true);
  });

  it.each(['2.0', '2', '2.1.3'])('accepts the version %s', async (version) => {
    const { events, creative } = await initialised(fakeCreative(version));
    expect(creative.initAd).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
  });

  it.each([
    ['1.1', 'the creative speaks VPAID "1.1", not 2.x'],
    ['3.0', 'the creative speaks VPAID "3.0", not 2.x'],
    ['20', 'the creative speaks VPAID "20", not 2.x'],
    [null, 'the creative speaks VPAID "", not 2.x'],
  ])('refuses the version %s with one AdError, before initAd', async (version, message) => {
    const creative = fakeCreative(version);
    const { bridge, events } = setup(() => creative);
    bridge.handle(initCommand);
    await settle();
    expect(events).toEqual([error(message)]);
    expect(creative.subscribe).not.toHaveBeenCalled();
    expect(creative.initAd).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', '/creative.js', 'ftp://x/y.js'])(
    'never loads a creative from %s',
    async (url) => {
      const { bridge, events, loadCreative } = setup();
      bridge.handle({ ...initCommand, creativeUrl: url });
      await settle();
      expect(loadCreative).not.toHaveBeenCalled();
      expect(events).toEqual([error(`the creative URL is not http(s): ${url}`)]);
    },
  );

  it('reports a script that does not load', async () => {
    const { bridge, events, loadCreative } = setup();
    loadCreative.mockRejectedValueOnce(new Error('404'));
    bridge.handle(initCommand);
    await settle();
    expect(events).toEqual([error(`the creative script did not load: ${creativeUrl}`)]);
  });

  it.each([
    ['no getVPAIDAd', null, 'the creative script defines no getVPAIDAd()'],
    ['a getVPAIDAd answering nothing', () => undefined, 'getVPAIDAd() returned no object'],
    [
      'a creative without some methods',
      () => ({ ...fakeCreative(), skipAd: undefined, getAdDuration: 'no' }),
      'the creative lacks skipAd, getAdDuration',
    ],
    [
      'a getVPAIDAd that throws',
      () => {
        throw new Error('boom');
      },
      'the creative threw: boom',
    ],
  ])('reports %s with one AdError', async (_case, getVpaidAd, message) => {
    const { bridge, events } = setup(getVpaidAd);
    bridge.handle(initCommand);
    await settle();
    expect(events).toEqual([error(message)]);
  });

  it('reports an initAd that throws', async () => {
    const creative = fakeCreative();
    creative.initAd.mockImplementation(() => {
      throw new TypeError('no slot');
    });
    const { bridge, events } = setup(() => creative);
    bridge.handle(initCommand);
    await settle();
    expect(events).toEqual([error('the creative threw: no slot')]);
  });

  it('loads once, however often init comes', async () => {
    const { bridge, loadCreative, creative } = await initialised();
    bridge.handle(initCommand);
    await settle();
    expect(loadCreative).toHaveBeenCalledOnce();
    expect(creative.initAd).toHaveBeenCalledOnce();
  });
});

describe('the creative’s events', () => {
  it('relays AdLoaded, then gives the creative the viewer’s volume, once', async () => {
    const { creative, events } = await initialised();
    creative.fire('AdLoaded');
    creative.fire('AdLoaded');
    expect(events).toEqual([{ name: 'AdLoaded' }, { name: 'AdLoaded' }]);
    expect(creative.setAdVolume).toHaveBeenCalledExactlyOnceWith(0.5);
  });

  it('relays each event with the getters’ answers, in order', async () => {
    const { creative, events } = await initialised();
    creative.fire('AdStarted');
    creative.fire('AdVideoMidpoint');
    creative.state.skippable = true;
    creative.fire('AdSkippableStateChange');
    creative.fire('AdRemainingTimeChange');
    creative.state.duration = 30;
    creative.fire('AdDurationChange');
    creative.state.volume = 0.75;
    creative.fire('AdVolumeChange');
    creative.fire('AdInteraction', 'button');
    creative.fire('AdLog', 'hello');
    creative.fire('AdError', 'the video failed');
    creative.fire('AdUserClose');
    expect(events).toEqual([
      { name: 'AdStarted' },
      { name: 'AdVideoMidpoint' },
      { name: 'AdSkippableStateChange', skippable: true },
      { name: 'AdRemainingTimeChange', remaining: 10, duration: 15 },
      { name: 'AdDurationChange', remaining: 10, duration: 30 },
      { name: 'AdVolumeChange', volume: 0.75 },
      { name: 'AdInteraction', id: 'button' },
      { name: 'AdLog', message: 'hello' },
      error('the video failed'),
      { name: 'AdUserClose' },
    ]);
  });

  it('counts a getter that throws or answers no number as not telling (-1, not skippable)', async () => {
    const { creative, events } = await initialised();
    creative.getAdRemainingTime.mockImplementation(() => {
      throw new Error('no');
    });
    creative.state.duration = Number.NaN;
    creative.state.volume = '1';
    creative.state.skippable = 'true';
    creative.fire('AdRemainingTimeChange');
    creative.fire('AdVolumeChange');
    creative.fire('AdSkippableStateChange');
    creative.fire('AdError');
    expect(events).toEqual([
      { name: 'AdRemainingTimeChange', remaining: -1, duration: -1 },
      { name: 'AdVolumeChange', volume: -1 },
      { name: 'AdSkippableStateChange', skippable: false },
      error('AdError'),
    ]);
  });
});

describe('click-through', () => {
  it('opens the creative’s address itself when the player is to handle it', async () => {
    const { creative, events, opened } = await initialised();
    creative.fire('AdClickThru', 'https://advertiser.example/', 'id', true);
    expect(opened).toEqual(['https://advertiser.example/']);
    expect(events).toEqual([
      { name: 'AdClickThru', url: 'https://advertiser.example/', playerHandles: true },
    ]);
  });

  it('opens the VAST ClickThrough when the creative names no address', async () => {
    const { creative, events, opened } = await initialised();
    creative.fire('AdClickThru', '', 'id', true);
    expect(opened).toEqual(['https://ads.example/landing']);
    expect(events).toEqual([
      { name: 'AdClickThru', url: 'https://ads.example/landing', playerHandles: true },
    ]);
  });

  it('never opens an address other than http(s)', async () => {
    const { creative, events, opened } = await initialised();
    creative.fire('AdClickThru', 'javascript:alert(1)', 'id', true);
    expect(opened).toEqual([]);
    expect(events).toEqual([{ name: 'AdClickThru', url: undefined, playerHandles: true }]);
  });

  it('opens nothing when the creative handles the click', async () => {
    const { creative, events, opened } = await initialised();
    creative.fire('AdClickThru', 'https://advertiser.example/', 'id', false);
    expect(opened).toEqual([]);
    expect(events).toEqual([
      { name: 'AdClickThru', url: 'https://advertiser.example/', playerHandles: false },
    ]);
  });
});

describe('the player’s calls', () => {
  it('calls the VPAID method of each command', async () => {
    const { bridge, creative } = await initialised();
    bridge.handle({ type: 'start' });
    bridge.handle({ type: 'pause' });
    bridge.handle({ type: 'resume' });
    bridge.handle({ type: 'volume', volume: 0.25 });
    bridge.handle({ type: 'resize', width: 800, height: 450 });
    bridge.handle({ type: 'skip' });
    bridge.handle({ type: 'stop' });
    expect(creative.startAd).toHaveBeenCalledExactlyOnceWith();
    expect(creative.pauseAd).toHaveBeenCalledExactlyOnceWith();
    expect(creative.resumeAd).toHaveBeenCalledExactlyOnceWith();
    expect(creative.setAdVolume).toHaveBeenCalledExactlyOnceWith(0.25);
    expect(creative.resizeAd).toHaveBeenCalledExactlyOnceWith(800, 450, 'normal');
    expect(creative.skipAd).toHaveBeenCalledExactlyOnceWith();
    expect(creative.stopAd).toHaveBeenCalledExactlyOnceWith();
  });

  it('does nothing before the creative is loaded', async () => {
    const { bridge, creative, events } = setup();
    bridge.handle({ type: 'start' });
    expect(creative.startAd).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('reports a method that throws', async () => {
    const { bridge, creative, events } = await initialised();
    creative.startAd.mockImplementation(() => {
      throw new Error('not ready');
    });
    bridge.handle({ type: 'start' });
    expect(events).toEqual([error('startAd() threw: not ready')]);
  });
});
