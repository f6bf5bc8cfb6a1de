import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer } from './player-handle';
import { isSettingsRequest, pickEmbedSettings } from './settings-protocol';

const playerPage = 'https://player.example/player/';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function embed(options: Parameters<typeof createPlayer>[1]) {
  const container = document.createElement('div');
  document.body.append(container);
  return createPlayer(container, { load: 'eager', ...options }, playerPage);
}

describe('embed settings through the embed script', () => {
  it('picks the six settings: trimmed non-empty strings, a known fullscreen mode', () => {
    expect(
      pickEmbedSettings({
        baseUrl: ' https://catalogue.example/api ',
        authUrl: '',
        adListUrl: 42,
        fullscreenMode: 'parent',
        errorProject: 'host',
        errorDsn: 'https://key@errors.example/1',
        movieId: 2,
      }),
    ).toEqual({
      baseUrl: 'https://catalogue.example/api',
      fullscreenMode: 'parent',
      errorProject: 'host',
      errorDsn: 'https://key@errors.example/1',
    });
    expect(pickEmbedSettings({ fullscreenMode: 'sideways' })).toEqual({});
  });

  it('tells a settings request from other messages', () => {
    expect(isSettingsRequest('{"eventName":"settingsRequest","payload":null}')).toBe(true);
    expect(isSettingsRequest({ eventName: 'settingsRequest' })).toBe(true);
    expect(isSettingsRequest('{"eventName":"episodeChanged"}')).toBe(false);
    expect(isSettingsRequest('{"eventName":')).toBe(false);
    expect(isSettingsRequest(null)).toBe(false);
  });

  it('marks the frame address only when there are settings; never puts them in it', () => {
    expect(embed({ movieId: 1 }).iframe.src).toBe(`${playerPage}?movie_id=1`);
    const src = embed({ movieId: 1, baseUrl: 'https://catalogue.example/api' }).iframe.src;
    expect(src).toBe(`${playerPage}?movie_id=1&host_settings=1`);
  });

  it('answers its own frame’s request, to the player’s origin only, with its settings', () => {
    const settings = {
      adListUrl: 'https://ads.example/list.json',
      errorDsn: 'https://k@e.example/1',
    };
    const handle = embed({ movieId: 1, ...settings });
    const frameWindow = handle.iframe.contentWindow;
    if (!frameWindow) throw new Error('no frame window');
    const post = vi.spyOn(frameWindow, 'postMessage');
    const request = '{"eventName":"settingsRequest","payload":null}';

    // From another origin, or another window: no answer.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: window,
        origin: 'https://player.example',
      }),
    );
    expect(post).not.toHaveBeenCalled();

    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://player.example',
      }),
    );
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ kind: 'settings', settings }),
      'https://player.example',
    );
    handle.destroy();
  });
});
