import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlayerFacts } from './player-facts';

const playsMp4 = (type: string) => type === 'video/mp4';

afterEach(() => vi.restoreAllMocks());

describe('the player’s facts for the ad servers', () => {
  it('take the page itself as the host page when the player is not framed', () => {
    expect(readPlayerFacts(playsMp4).pageUrl).toBe(window.location.href);
  });

  it('take the framing page from the referrer in a frame, and none when it gives none', () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue('https://www.host.example/films/1');
    expect(readPlayerFacts(playsMp4).pageUrl).toBe('https://www.host.example/films/1');
    referrer.mockReturnValue('');
    expect(readPlayerFacts(playsMp4).pageUrl).toBeUndefined();
  });

  it('name the player and vast-client, list the playable types and read Global Privacy Control', () => {
    expect(readPlayerFacts(playsMp4)).toMatchObject({
      userAgent: navigator.userAgent,
      clientName: expect.stringMatching(/^embed-video-player\/\d+\.\d+\.\d+ vast-client\/6\.4\.5$/),
      mediaTypes: ['video/mp4', 'application/javascript'],
      limitAdTracking: false,
    });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(readPlayerFacts(playsMp4).limitAdTracking).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });
});
