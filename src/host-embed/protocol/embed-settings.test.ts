import { describe, expect, it } from 'vitest';
import { pickEmbedSettings } from './embed-settings';

describe('the embed settings', () => {
  it('are the six settings: trimmed non-empty strings, a known fullscreen mode', () => {
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
});
