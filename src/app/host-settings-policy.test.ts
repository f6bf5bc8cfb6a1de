import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedHostSettings } from './host-settings-policy';

const page = 'https://player.example/player/?movie_id=1';

afterEach(() => vi.restoreAllMocks());

describe('allowedHostSettings', () => {
  it('keeps URLs on the page’s own origin without asking the server', async () => {
    const loadPolicy = vi.fn();
    const settings = { baseUrl: '/api', authUrl: 'https://player.example/auth' };
    expect(await allowedHostSettings(settings, page, loadPolicy)).toEqual(settings);
    expect(loadPolicy).not.toHaveBeenCalled();
  });

  it('keeps another origin the server allows, and drops one it does not, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadPolicy = vi.fn(async () => ({ apiOrigins: ['https://catalogue.example'] }));
    const allowed = await allowedHostSettings(
      {
        baseUrl: 'https://catalogue.example/api',
        authUrl: 'https://evil.example/auth',
        adListUrl: 'https://ads.example/list.json',
        fullscreenMode: 'parent',
      },
      page,
      loadPolicy,
    );
    expect(allowed).toEqual({
      baseUrl: 'https://catalogue.example/api',
      authUrl: undefined,
      adListUrl: 'https://ads.example/list.json',
      fullscreenMode: 'parent',
    });
    // One policy read for both URLs.
    expect(loadPolicy).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('authUrl (https://evil.example/auth)'),
    );
  });

  it('drops a URL that does not parse, and drops all when the policy cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(
      await allowedHostSettings({ baseUrl: 'http://[not a url' }, page, async () => ({
        apiOrigins: [],
      })),
    ).toEqual({ baseUrl: undefined });
    expect(await allowedHostSettings({ baseUrl: 'https://catalogue.example/api' }, page)).toEqual({
      baseUrl: undefined,
    });
    expect(fetch).toHaveBeenCalledWith(new URL('https://player.example/player/embed-policy.json'));
  });
});
