import { describe, expect, it } from 'vitest';
import {
  MasterPlaylistError,
  initialSource,
  isMasterPlaylistJson,
  loadMasterPlaylist,
  playableSources,
  readMasterPlaylist,
} from './master-playlist';

const masterUrl = 'https://cdn.example/media/films/film-1/master.json';
const film1 = {
  sources: [
    { label: 'Русский дубляж', link: '/media/films/film-1/voice-ru.m3u8', isDefault: true },
    { label: 'English', link: '/media/films/film-1/voice-en.m3u8', isDefault: false },
    {
      label: 'Русский дубляж AC3',
      link: '/media/films/film-1/voice-ru-ac3.m3u8',
      isDefault: false,
    },
  ],
  subtitles: [{ src: '/media/films/film-1/subs-ru.vtt', label: 'Русские', language: 'ru' }],
};

describe('master playlist JSON', () => {
  it('is recognised by .json in the path', () => {
    expect(isMasterPlaylistJson('https://x/master.json')).toBe(true);
    expect(isMasterPlaylistJson('https://x/master.json?token=1')).toBe(true);
    expect(isMasterPlaylistJson('https://x/master.m3u8')).toBe(false);
  });

  it('prefixes relative links with the master URL’s origin and keeps absolute ones', () => {
    const playlist = readMasterPlaylist(
      {
        sources: [
          { label: 'A', link: '/a.m3u8', isDefault: true },
          { label: 'B', link: 'b/index.m3u8', isDefault: false },
          { label: 'C', link: 'https://other.example/c.m3u8', isDefault: false },
        ],
        subtitles: [{ src: '/s.vtt', label: 'S', language: 'ru' }],
      },
      masterUrl,
    );
    expect(playlist.sources.map((source) => source.url)).toEqual([
      'https://cdn.example/a.m3u8',
      'https://cdn.example/b/index.m3u8',
      'https://other.example/c.m3u8',
    ]);
    expect(playlist.subtitles).toEqual([
      { url: 'https://cdn.example/s.vtt', label: 'S', language: 'ru' },
    ]);
  });

  it('skips malformed entries and refuses a playlist without any source', () => {
    const playlist = readMasterPlaylist(
      { sources: [null, { label: 'x' }, film1.sources[0]], subtitles: 'no' },
      masterUrl,
    );
    expect(playlist.sources).toHaveLength(1);
    expect(playlist.subtitles).toEqual([]);
    expect(() => readMasterPlaylist({ sources: [] }, masterUrl)).toThrow(MasterPlaylistError);
    expect(() => readMasterPlaylist('<html>', masterUrl)).toThrow(MasterPlaylistError);
  });

  it('skips a link that makes no URL, so that only a playlist without any good source fails', () => {
    const playlist = readMasterPlaylist(
      {
        sources: [{ link: 'https://[broken' }, film1.sources[0]],
        subtitles: [{ src: 'http://[x', label: 'X' }],
      },
      masterUrl,
    );
    expect(playlist.sources).toHaveLength(1);
    expect(playlist.subtitles).toEqual([]);
    expect(() => readMasterPlaylist({ sources: [{ link: 'https://[broken' }] }, masterUrl)).toThrow(
      MasterPlaylistError,
    );
  });

  it('reads the optional thumbnails track as an absolute URL, and ignores a malformed one', () => {
    const read = (thumbnails: unknown) =>
      readMasterPlaylist({ ...film1, thumbnails }, masterUrl).thumbnails;
    expect(read('/media/films/film-1/thumbnails.vtt')).toBe(
      'https://cdn.example/media/films/film-1/thumbnails.vtt',
    );
    expect(read('https://img.example/t.vtt')).toBe('https://img.example/t.vtt');
    expect(readMasterPlaylist(film1, masterUrl).thumbnails).toBeUndefined();
    for (const malformed of ['', 42, null, { src: '/t.vtt' }, 'https://[t.vtt']) {
      expect(read(malformed), JSON.stringify(malformed)).toBeUndefined();
    }
  });

  it('drops AC3 sources and orders the rest by the preferred languages', () => {
    const { sources } = readMasterPlaylist(film1, masterUrl);
    expect(playableSources(sources, []).map((source) => source.label)).toEqual([
      'Русский дубляж',
      'English',
    ]);
    expect(playableSources(sources, ['en', 'ru']).map((source) => source.label)).toEqual([
      'English',
      'Русский дубляж',
    ]);
  });

  it('starts with the default source unless a preferred language is available', () => {
    const { sources } = readMasterPlaylist(film1, masterUrl);
    expect(initialSource(sources, [])?.label).toBe('Русский дубляж');
    expect(initialSource(sources, ['en'])?.label).toBe('English');
    expect(initialSource(sources, ['de'])?.label).toBe('Русский дубляж');
  });

  it('turns an HTTP failure or a body that is not JSON into a MasterPlaylistError naming the URL', async () => {
    const notFound: typeof fetch = async () => new Response('missing', { status: 404 });
    await expect(loadMasterPlaylist(masterUrl, notFound)).rejects.toMatchObject({ url: masterUrl });
    const html: typeof fetch = async () => new Response('<html>');
    await expect(loadMasterPlaylist(masterUrl, html)).rejects.toBeInstanceOf(MasterPlaylistError);
  });
});
