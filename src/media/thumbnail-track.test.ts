import { describe, expect, it } from 'vitest';
import { loadThumbnailTrack, parseThumbnailTrack, thumbnailAt } from './thumbnail-track';

const trackUrl = 'https://cdn.example/media/films/film-1/thumbnails.vtt';
const sheet = 'https://cdn.example/media/films/film-1/thumbnails-1.jpg';

describe('a thumbnails track', () => {
  it('reads each cue’s times, image and tile', () => {
    const cues = parseThumbnailTrack(
      [
        'WEBVTT',
        '',
        '00:00.000 --> 00:02.000',
        'thumbnails-1.jpg#xywh=0,0,160,90',
        '',
        'tile-2',
        '00:02.000 --> 00:04.500 align:start',
        'thumbnails-1.jpg#xywh=160,0,160,90',
        '',
      ].join('\n'),
      trackUrl,
    );
    expect(cues).toEqual([
      { start: 0, end: 2, image: sheet, region: { x: 0, y: 0, w: 160, h: 90 } },
      { start: 2, end: 4.5, image: sheet, region: { x: 160, y: 0, w: 160, h: 90 } },
    ]);
  });

  it('reads hours, Windows line ends and a byte order mark', () => {
    const [cue] = parseThumbnailTrack(
      '\uFEFFWEBVTT - thumbnails\r\n\r\n01:02:03.250 --> 101:00:00.000\r\nsheet.jpg#xywh=1,2,3,4\r\n',
      trackUrl,
    );
    expect(cue).toMatchObject({ start: 3723.25, end: 363_600, region: { x: 1, y: 2, w: 3, h: 4 } });
  });

  it('resolves image URLs against the track’s URL, and keeps absolute ones', () => {
    const images = parseThumbnailTrack(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:01.000',
        'sheets/a.jpg#xywh=0,0,10,10',
        '',
        '00:00:01.000 --> 00:00:02.000',
        '/media/b.jpg#xywh=0,0,10,10',
        '',
        '00:00:02.000 --> 00:00:03.000',
        'https://img.example/c.jpg#xywh=pixel:0,0,10,10',
      ].join('\n'),
      trackUrl,
    ).map((cue) => cue.image);
    expect(images).toEqual([
      'https://cdn.example/media/films/film-1/sheets/a.jpg',
      'https://cdn.example/media/b.jpg',
      'https://img.example/c.jpg',
    ]);
  });

  it('shows the whole image when a cue names no tile', () => {
    const [cue] = parseThumbnailTrack(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nframe-0.jpg\n',
      trackUrl,
    );
    expect(cue).toEqual({
      start: 0,
      end: 5,
      image: 'https://cdn.example/media/films/film-1/frame-0.jpg',
      region: undefined,
    });
  });

  it('skips cues it cannot read and keeps the others', () => {
    const cues = parseThumbnailTrack(
      [
        'WEBVTT',
        '',
        'NOTE 00:00:00.000 --> 00:00:01.000 is not a cue here',
        '',
        '00:00:00.000 --> 00:00:01.000',
        '',
        '00:00:01.000 --> 00:00:00.500',
        'backwards.jpg#xywh=0,0,10,10',
        '',
        '00:00:01.000 -> 00:00:02.000',
        'no-arrow.jpg#xywh=0,0,10,10',
        '',
        '00:61.000 --> 00:62.000',
        'bad-seconds.jpg#xywh=0,0,10,10',
        '',
        '00:00:02.000 --> 00:00:03.000',
        'bad-tile.jpg#xywh=0,0,ten,10',
        '',
        '00:00:03.000 --> 00:00:04.000',
        'empty-tile.jpg#xywh=0,0,0,10',
        '',
        '00:00:04.000 --> 00:00:05.000',
        'percent.jpg#xywh=percent:0,0,50,50',
        '',
        '00:00:05.000 --> 00:00:06.000',
        'https://[bad-url.jpg#xywh=0,0,10,10',
        '',
        '00:00:06.000 --> 00:00:07.000',
        'good.jpg#xywh=0,0,10,10',
      ].join('\n'),
      trackUrl,
    );
    expect(cues.map((cue) => cue.image)).toEqual([
      'https://cdn.example/media/films/film-1/good.jpg',
    ]);
  });

  it('gives no cue for a file that is not WebVTT', () => {
    expect(
      parseThumbnailTrack('00:00:00.000 --> 00:00:01.000\na.jpg#xywh=0,0,1,1', trackUrl),
    ).toEqual([]);
    expect(parseThumbnailTrack('<html></html>', trackUrl)).toEqual([]);
  });
});

describe('the thumbnail at a time', () => {
  const cues = parseThumbnailTrack(
    [
      'WEBVTT',
      '',
      '00:00.000 --> 00:02.000',
      'a.jpg#xywh=0,0,160,90',
      '',
      '00:02.000 --> 00:04.000',
      'a.jpg#xywh=160,0,160,90',
      '',
      '00:06.000 --> 00:08.000',
      'a.jpg#xywh=320,0,160,90',
    ].join('\n'),
    trackUrl,
  );

  it('is the cue covering it, the later one on a boundary, up to the last cue’s end', () => {
    expect(thumbnailAt(cues, 1.9)?.region?.x).toBe(0);
    expect(thumbnailAt(cues, 2)?.region?.x).toBe(160);
    expect(thumbnailAt(cues, 8)?.region?.x).toBe(320);
  });

  it('is none in a gap or past the end', () => {
    expect(thumbnailAt(cues, 5)).toBeUndefined();
    expect(thumbnailAt(cues, 8.1)).toBeUndefined();
    expect(thumbnailAt([], 0)).toBeUndefined();
  });
});

describe('loading a thumbnails track', () => {
  it('reads the fetched file against its URL', async () => {
    const served: typeof fetch = async () =>
      new Response('WEBVTT\n\n00:00.000 --> 00:02.000\nthumbnails-1.jpg#xywh=0,0,160,90\n');
    expect(await loadThumbnailTrack(trackUrl, served)).toEqual([
      { start: 0, end: 2, image: sheet, region: { x: 0, y: 0, w: 160, h: 90 } },
    ]);
  });

  it('fails on an HTTP error', async () => {
    const notFound: typeof fetch = async () => new Response('missing', { status: 404 });
    await expect(loadThumbnailTrack(trackUrl, notFound)).rejects.toThrow('HTTP 404');
  });
});
