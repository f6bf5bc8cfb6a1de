import { describe, expect, it } from 'vitest';
import type { AdMediaFile, ParsedAd } from '../ad-types';
import { parsedAd } from '../testing/parsed-ad';
import { chooseCreative } from './choose-creative';

const file = (name: string, width: number, height: number, extra: Partial<AdMediaFile> = {}) => ({
  url: `https://ads.test/${name}`,
  type: 'video/mp4',
  width,
  height,
  ...extra,
});

const ad = (mediaFiles: AdMediaFile[]): ParsedAd => parsedAd({ mediaFiles });

const playsMp4 = (type: string) => type === 'video/mp4';
const player = { width: 800, height: 450 };

const small = file('small.mp4', 640, 360, { bitrate: 400 });
const medium = file('medium.mp4', 1280, 720, { bitrate: 1200 });
const large = file('large.mp4', 1920, 1080, { bitrate: 3000 });
const vpaid = file('vpaid.js', 640, 360, { type: 'application/javascript', apiFramework: 'VPAID' });

describe('chooseCreative', () => {
  it.each([
    ['the smallest file that covers the player', [large, small, medium], player, medium],
    ['a file exactly the player size', [large, medium], { width: 1280, height: 720 }, medium],
    ['the largest file when none covers', [small, medium], { width: 2560, height: 1440 }, medium],
    [
      'a file covering both dimensions, not one',
      [file('wide.mp4', 2000, 400), large],
      player,
      large,
    ],
    [
      'by area, then the higher bitrate, when none covers',
      [file('a.mp4', 640, 360, { bitrate: 300 }), file('b.mp4', 640, 360, { bitrate: 900 })],
      player,
      file('b.mp4', 640, 360, { bitrate: 900 }),
    ],
    [
      'by area, then the lower bitrate, among covering files',
      [medium, file('lean.mp4', 1280, 720, { bitrate: 600 })],
      player,
      file('lean.mp4', 1280, 720, { bitrate: 600 }),
    ],
    [
      'the first of equal files',
      [file('first.mp4', 1280, 720), file('second.mp4', 1280, 720)],
      player,
      file('first.mp4', 1280, 720),
    ],
    [
      'the smallest file for a player not yet laid out',
      [medium, small],
      { width: 0, height: 0 },
      small,
    ],
    [
      'a playable file over a larger unplayable one',
      [file('x.webm', 1920, 1080, { type: 'video/webm' }), small],
      player,
      small,
    ],
    ['a video over a VPAID file', [vpaid, small], player, small],
    [
      'a sized file over one missing its width',
      [file('nowidth.mp4', 0, 1080), small],
      player,
      small,
    ],
    [
      'a sized file over one missing its height',
      [file('noheight.mp4', 1920, 0), small],
      player,
      small,
    ],
    [
      'a file with a URL over one without',
      [file('', 1920, 1080, { url: '' }), small],
      player,
      small,
    ],
    [
      'a typed file over one without a type',
      [file('untyped.mp4', 1920, 1080, { type: '' }), small],
      player,
      small,
    ],
    [
      'no VPAID file as a video, even of a video type',
      [file('vpaid.mp4', 1920, 1080, { apiFramework: 'vpaid' }), small],
      player,
      small,
    ],
  ])('picks %s', (_case, mediaFiles, playerSize, expected) => {
    expect(chooseCreative(ad(mediaFiles), playerSize, playsMp4)).toEqual({
      kind: 'video',
      file: expected,
    });
  });

  it('asks canPlayType about each file type', () => {
    const asked: string[] = [];
    const canPlayType = (type: string) => {
      asked.push(type);
      return false;
    };
    const webm = file('ad.webm', 640, 360, { type: 'video/webm' });
    expect(chooseCreative(ad([small, webm]), player, canPlayType)).toBeUndefined();
    expect(asked).toEqual(['video/mp4', 'video/webm']);
  });

  it.each([
    ['application/javascript', 'VPAID'],
    ['text/javascript', 'vpaid'],
    ['Application/JavaScript', 'Vpaid'],
  ])('falls back to a VPAID file of type %s, apiFramework %s', (type, apiFramework) => {
    const script = file('vpaid.js', 0, 0, { type, apiFramework });
    expect(
      chooseCreative(
        ad([file('x.webm', 640, 360, { type: 'video/webm' }), script]),
        player,
        playsMp4,
      ),
    ).toEqual({
      kind: 'vpaid',
      file: script,
    });
  });

  it.each([
    ['no media files', []],
    ['only unplayable videos', [file('x.flv', 640, 360, { type: 'video/x-flv' })]],
    [
      'a script without apiFramework VPAID',
      [file('x.js', 640, 360, { type: 'application/javascript' })],
    ],
    [
      'a script with another apiFramework',
      [file('x.js', 640, 360, { type: 'application/javascript', apiFramework: 'SIMID' })],
    ],
    [
      'a VPAID file of a non-script type',
      [file('x.swf', 640, 360, { type: 'application/x-shockwave-flash', apiFramework: 'VPAID' })],
    ],
    ['a VPAID script without a URL', [{ ...vpaid, url: '' }]],
  ])('gives nothing for %s', (_case, mediaFiles) => {
    expect(chooseCreative(ad(mediaFiles), player, playsMp4)).toBeUndefined();
  });

  it('gives nothing when the browser plays none of the types', () => {
    expect(chooseCreative(ad([small, medium, large]), player, () => false)).toBeUndefined();
  });
});
