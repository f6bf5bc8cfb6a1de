import { describe, expect, it } from 'vitest';
import { readEmbedSettings } from './embed-settings';

function rootWith(attributes: Record<string, string>): Element {
  const root = document.createElement('html');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return root;
}

describe('readEmbedSettings', () => {
  it('uses the contract defaults when nothing is set', () => {
    expect(readEmbedSettings(rootWith({}), undefined)).toEqual({
      baseUrl: '/api',
      authUrl: '/auth',
      adListUrl: '/api/ad-list.json',
      fullscreenMode: 'native',
      errorProject: undefined,
      errorDsn: undefined,
      movieId: undefined,
      cmcd: 'on',
      qoeUrl: undefined,
    });
  });

  it('lets a data attribute win over the window global', () => {
    const settings = readEmbedSettings(
      rootWith({ 'data-base-url': 'https://catalogue.example/api/', 'data-movie-id': '7' }),
      { baseUrl: 'https://other.example', movieId: 3, fullscreenMode: 'parent' },
    );
    expect(settings.baseUrl).toBe('https://catalogue.example/api');
    expect(settings.adListUrl).toBe('https://catalogue.example/api/ad-list.json');
    expect(settings.movieId).toBe('7');
    expect(settings.fullscreenMode).toBe('parent');
  });

  it('reads a numeric global movie id and ignores values of the wrong type', () => {
    const settings = readEmbedSettings(rootWith({}), {
      movieId: 12,
      authUrl: 42,
      fullscreenMode: 'sideways',
    });
    expect(settings.movieId).toBe('12');
    expect(settings.authUrl).toBe('/auth');
    expect(settings.fullscreenMode).toBe('native');
  });

  it('takes the framing host’s settings where the page itself sets none', () => {
    const host = {
      baseUrl: 'https://host-catalogue.example/api/',
      authUrl: 'https://host-auth.example/auth',
      adListUrl: 'https://ads.example/list.json',
      fullscreenMode: 'parent' as const,
      errorProject: 'host-site',
      errorDsn: 'https://key@errors.example/1',
      cmcd: 'off' as const,
      qoeUrl: 'https://qoe.example/collect',
    };
    expect(readEmbedSettings(rootWith({}), undefined, host)).toEqual({
      baseUrl: 'https://host-catalogue.example/api',
      authUrl: 'https://host-auth.example/auth',
      adListUrl: 'https://ads.example/list.json',
      fullscreenMode: 'parent',
      errorProject: 'host-site',
      errorDsn: 'https://key@errors.example/1',
      movieId: undefined,
      cmcd: 'off',
      qoeUrl: 'https://qoe.example/collect',
    });
    // Whoever serves the page decides first: its attribute, then its global.
    const settings = readEmbedSettings(
      rootWith({ 'data-base-url': '/own-api' }),
      { adListUrl: '/own-ads.json' },
      host,
    );
    expect(settings.baseUrl).toBe('/own-api');
    expect(settings.adListUrl).toBe('/own-ads.json');
    expect(settings.authUrl).toBe('https://host-auth.example/auth');
  });

  it('reads CMCD and the QoE address from data-cmcd and data-qoe-url; CMCD is on unless it says off', () => {
    const settings = readEmbedSettings(rootWith({ 'data-cmcd': 'off', 'data-qoe-url': '/qoe' }), {
      cmcd: 'on',
      qoeUrl: 'https://elsewhere.example/qoe',
    });
    expect(settings.cmcd).toBe('off');
    expect(settings.qoeUrl).toBe('/qoe');
    expect(readEmbedSettings(rootWith({ 'data-cmcd': 'no' }), undefined).cmcd).toBe('on');
    expect(readEmbedSettings(rootWith({}), { cmcd: 'off' }).cmcd).toBe('off');
  });

  it('ignores a host setting the policy left out (undefined)', () => {
    const settings = readEmbedSettings(rootWith({}), undefined, { baseUrl: undefined });
    expect(settings.baseUrl).toBe('/api');
  });
});
