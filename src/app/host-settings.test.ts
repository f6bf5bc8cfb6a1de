import { afterEach, describe, expect, it, vi } from 'vitest';
import { framedWindow } from '../embed/testing/framed-window';
import { expectsHostSettings } from './host-settings';
import { requestHostSettings } from './receive-host-settings';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('host settings', () => {
  it('are expected only in a frame whose address says host_settings=1', () => {
    expect(expectsHostSettings('?movie_id=1&host_settings=1', framedWindow())).toBe(true);
    expect(expectsHostSettings('?movie_id=1', framedWindow())).toBe(false);
    // A link opened on its own has no host to ask.
    expect(expectsHostSettings('?movie_id=1&host_settings=1', window)).toBe(false);
  });

  it('are asked of the parent and taken from its answer alone, checked field by field', async () => {
    const win = framedWindow();
    const post = vi.spyOn(win.parent, 'postMessage');
    const answer = requestHostSettings(win);
    expect(post).toHaveBeenCalledWith('{"eventName":"settingsRequest","payload":null}', '*');

    const settings = { adListUrl: ' https://ads.example/list.json ', fullscreenMode: 'sideways' };
    // Another window's answer is not the host's.
    win.dispatchEvent(
      new MessageEvent('message', { data: { kind: 'settings', settings: { baseUrl: '/x' } } }),
    );
    win.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ kind: 'settings', settings: { ...settings, movieId: 9 } }),
        source: win.parent,
      }),
    );
    expect(await answer).toEqual({ adListUrl: 'https://ads.example/list.json' });
  });

  it('give way to the page’s own when no answer comes in time, with a warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = requestHostSettings(framedWindow(), 3000);
    vi.advanceTimersByTime(3000);
    expect(await answer).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sent no settings in 3000 ms'));
  });
});
