import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaStore } from '../media-store';
import { createRemotePlayback, watchRemoteTargets } from './remote-playback';
import { settle } from '../testing/promises';

/** A Remote Playback API that reports devices through the callback the test is handed. */
function remotePlayback(watch: 'supported' | 'not-supported' = 'supported') {
  const remote = {
    devices: (available: boolean) => remote.callback?.(available),
    callback: undefined as ((available: boolean) => void) | undefined,
    watchAvailability: vi.fn(async (callback: (available: boolean) => void) => {
      if (watch === 'not-supported') throw new DOMException('MSE', 'NotSupportedError');
      remote.callback = callback;
      return 7;
    }),
    cancelWatchAvailability: vi.fn(async () => undefined),
    prompt: vi.fn(async () => undefined),
  };
  const video = document.createElement('video');
  Object.defineProperty(video, 'remote', { value: remote });
  return { video, remote };
}

function airPlayTargets(video: HTMLVideoElement, availability: 'available' | 'not-available') {
  const event = Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), {
    availability,
  });
  video.dispatchEvent(event);
}

afterEach(() => vi.restoreAllMocks());

describe('remote playback: what is offered', () => {
  it('publishes AirPlay targets as Safari tells of them, until stopped', () => {
    const store = createMediaStore();
    const video = document.createElement('video');
    const stop = watchRemoteTargets(video, store);
    airPlayTargets(video, 'available');
    expect(store.getState().airPlayAvailable).toBe(true);
    airPlayTargets(video, 'not-available');
    expect(store.getState().airPlayAvailable).toBe(false);
    stop();
    airPlayTargets(video, 'available');
    expect(store.getState().airPlayAvailable).toBe(false);
  });

  it('publishes cast devices as the Remote Playback API tells of them, and ends its watch', async () => {
    const store = createMediaStore();
    const { video, remote } = remotePlayback();
    const stop = watchRemoteTargets(video, store);
    await settle();
    remote.devices(true);
    expect(store.getState().castAvailable).toBe(true);
    remote.devices(false);
    expect(store.getState().castAvailable).toBe(false);
    stop();
    expect(remote.cancelWatchAvailability).toHaveBeenCalledWith(7);
  });

  it('offers no cast where the browser cannot watch for devices (some MSE streams)', async () => {
    const store = createMediaStore();
    store.setState({ castAvailable: true });
    const { video } = remotePlayback('not-supported');
    watchRemoteTargets(video, store);
    await settle();
    expect(store.getState().castAvailable).toBe(false);
  });
});

describe('remote playback: the pickers', () => {
  it('opens Safari’s AirPlay picker, and does nothing where there is none', () => {
    const video = document.createElement('video');
    expect(() => createRemotePlayback(() => video).showAirPlayPicker()).not.toThrow();
    const picker = vi.fn();
    Object.assign(video, { webkitShowPlaybackTargetPicker: picker });
    createRemotePlayback(() => video).showAirPlayPicker();
    expect(picker).toHaveBeenCalledOnce();
  });

  it('prompts for a cast device, and warns of no closed picker, only of a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { video, remote } = remotePlayback();
    const cast = createRemotePlayback(() => video);
    await cast.promptCast();
    expect(remote.prompt).toHaveBeenCalledOnce();
    remote.prompt.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    await cast.promptCast();
    remote.prompt.mockRejectedValueOnce(new DOMException('no device', 'AbortError'));
    await cast.promptCast();
    expect(warn).not.toHaveBeenCalled();
    const failure = new DOMException('lost', 'InvalidStateError');
    remote.prompt.mockRejectedValueOnce(failure);
    await cast.promptCast();
    expect(warn).toHaveBeenCalledWith('[player] cast prompt failed', failure);
  });
});
