import { describe, expect, it } from 'vitest';
import { steeringManifest } from './routes/content-steering';
import {
  audioRenditionsOf,
  initSegmentOf,
  startVariantOf,
  tagAttributes,
  variantsOf,
} from './stream-hints/hls-playlist';
import { useTestServer } from './testing/use-test-server';

// Films 7 and 8, film 1's picture from the two CDN stand-ins, followed as a player follows them:
// the catalogue's master JSON, its playlist, read by the server's own HLS reader, and every file
// that playlist leads to, on the CDN that serves it.
const server = useTestServer();

interface MasterJson {
  sources: { link: string }[];
  subtitles: { src: string }[];
  thumbnails: string;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The film's master JSON and its first source's playlist, as the catalogue names them. */
async function filmOf(contentId: number) {
  const episodes = (await (
    await fetch(`${server.origin}/api/episodes?content-id=${contentId}`)
  ).json()) as { m3u8MasterFilePath: string }[];
  const masterUrl = episodes[0]?.m3u8MasterFilePath ?? '';
  const master = JSON.parse(await text(masterUrl)) as MasterJson;
  const playlistUrl = new URL(master.sources[0]?.link ?? '', masterUrl).href;
  return { master, playlistUrl, playlist: await text(playlistUrl) };
}

/** The tags of this name, as attributes, in playlist order. */
const tagsOf = (playlist: string, name: string) =>
  playlist
    .split('\n')
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => Object.fromEntries(tagAttributes(line)));

/** The variant attributes a redundant or steered copy must keep from film 1's own. */
const picture = (attributes: Record<string, string>) => ({
  BANDWIDTH: attributes.BANDWIDTH,
  RESOLUTION: attributes.RESOLUTION,
  CODECS: attributes.CODECS,
});

const filmOne = async () => text(`${server.origin}/media/films/film-1/voice-ru.m3u8`);
const cdn = (name: string) => `/cdn/${name}/media/films/film-1`;

/**
 * Every playlist a multivariant playlist names resolves, relative to it, to a 200; and so do each
 * media playlist's init segment and first fragment, under that playlist's own CDN.
 */
async function expectEveryFileServed(playlistUrl: string, playlist: string) {
  const uris = [
    ...variantsOf(playlist).map((variant) => variant.uri),
    ...tagsOf(playlist, '#EXT-X-MEDIA').map((media) => media.URI ?? ''),
  ];
  for (const uri of uris) {
    const mediaUrl = new URL(uri, playlistUrl);
    const media = await text(mediaUrl.href);
    const prefix = mediaUrl.pathname.slice(0, mediaUrl.pathname.lastIndexOf('/') + 1);
    const init = initSegmentOf(media);
    const firstFragment = media.split('\n').find((line) => line !== '' && !line.startsWith('#'));
    for (const file of [init, firstFragment]) {
      if (file === undefined) continue;
      const fileUrl = new URL(file, mediaUrl);
      expect(fileUrl.pathname.startsWith(prefix), fileUrl.href).toBe(true);
      expect((await fetch(fileUrl)).status, fileUrl.href).toBe(200);
    }
  }
}

describe.each([7, 8])('film %i’s master JSON', (contentId) => {
  it('names film 1’s subtitles and thumbnails, which the server serves', async () => {
    const { master } = await filmOf(contentId);
    const filmOneMaster = JSON.parse(
      await text(`${server.origin}/media/films/film-1/master.json`),
    ) as MasterJson;
    expect(master.subtitles).toEqual(filmOneMaster.subtitles);
    expect(master.thumbnails).toBe(filmOneMaster.thumbnails);
    expect(master.sources).toHaveLength(1);
  });
});

describe('film 7: film 1 from two CDNs under content steering', () => {
  it('starts on pathway a and names the server’s steering route', async () => {
    const { playlist, playlistUrl } = await filmOf(7);
    const [steering, ...more] = tagsOf(playlist, '#EXT-X-CONTENT-STEERING');
    expect(more).toEqual([]);
    expect(steering).toEqual({ 'SERVER-URI': '/cdn/steering', 'PATHWAY-ID': 'a' });
    const steeringUrl = new URL(steering?.['SERVER-URI'] ?? '', playlistUrl);
    expect(JSON.parse(await text(`${steeringUrl.href}?_HLS_pathway=a`))).toEqual(steeringManifest);
    expect(startVariantOf(playlist)?.uri).toBe(`${cdn('a')}/360p/index.m3u8`);
  });

  it('gives each pathway film 1’s two variants, audio and subtitles, on its own CDN', async () => {
    const { playlist } = await filmOf(7);
    expect(variantsOf(playlist)).toEqual(
      ['a', 'b'].flatMap((pathway) =>
        ['360p', '720p'].map((rendition) => ({
          uri: `${cdn(pathway)}/${rendition}/index.m3u8`,
          audioGroup: `aud-${pathway}`,
          bandwidth: rendition === '360p' ? 327_800 : 822_800,
          pathwayId: pathway,
        })),
      ),
    );
    const variants = tagsOf(playlist, '#EXT-X-STREAM-INF');
    const original = tagsOf(await filmOne(), '#EXT-X-STREAM-INF');
    expect(variants.map(picture)).toEqual([...original, ...original].map(picture));
    expect(variants.map((variant) => [variant.SUBTITLES, variant['STABLE-VARIANT-ID']])).toEqual([
      ['subs-a', '360p'],
      ['subs-a', '720p'],
      ['subs-b', '360p'],
      ['subs-b', '720p'],
    ]);
    expect(audioRenditionsOf(playlist)).toEqual(
      ['a', 'b'].map((pathway) => ({
        groupId: `aud-${pathway}`,
        uri: `${cdn(pathway)}/audio_ru/index.m3u8`,
        isDefault: true,
      })),
    );
    const subtitles = tagsOf(playlist, '#EXT-X-MEDIA').filter((tag) => tag.TYPE === 'SUBTITLES');
    expect(subtitles.map((tag) => [tag['GROUP-ID'], tag.URI])).toEqual(
      ['a', 'b'].map((pathway) => [`subs-${pathway}`, `${cdn(pathway)}/360p/index_vtt.m3u8`]),
    );
  });

  it('leads only to files the server serves, each fragment under its playlist’s CDN', async () => {
    const { playlist, playlistUrl } = await filmOf(7);
    await expectEveryFileServed(playlistUrl, playlist);
  });
});

describe('film 8: film 1 as redundant variants on two CDNs', () => {
  it('lists film 1’s variants on CDN A, then the same again on CDN B, without steering', async () => {
    const { playlist } = await filmOf(8);
    expect(playlist).not.toContain('#EXT-X-CONTENT-STEERING');
    expect(variantsOf(playlist)).toEqual(
      ['a', 'b'].flatMap((name) =>
        ['360p', '720p'].map((rendition) => ({
          uri: `${cdn(name)}/${rendition}/index.m3u8`,
          audioGroup: `aud-${name}`,
          bandwidth: rendition === '360p' ? 327_800 : 822_800,
          pathwayId: undefined,
        })),
      ),
    );
    // hls.js takes a later variant of identical attributes for a redundant copy of an earlier one.
    const variants = tagsOf(playlist, '#EXT-X-STREAM-INF');
    const original = tagsOf(await filmOne(), '#EXT-X-STREAM-INF');
    expect(variants.map(picture)).toEqual([...original, ...original].map(picture));
    expect(variants.map((variant) => variant.SUBTITLES)).toEqual([
      'subs-a',
      'subs-a',
      'subs-b',
      'subs-b',
    ]);
    expect(audioRenditionsOf(playlist).map((rendition) => rendition.uri)).toEqual([
      `${cdn('a')}/audio_ru/index.m3u8`,
      `${cdn('b')}/audio_ru/index.m3u8`,
    ]);
    expect(startVariantOf(playlist)?.uri).toBe(`${cdn('a')}/360p/index.m3u8`);
  });

  it('leads only to files the server serves, each fragment under its playlist’s CDN', async () => {
    const { playlist, playlistUrl } = await filmOf(8);
    await expectEveryFileServed(playlistUrl, playlist);
  });
});
