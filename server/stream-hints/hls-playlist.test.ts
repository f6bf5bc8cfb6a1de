import { describe, expect, it } from 'vitest';
import {
  audioRenditionsOf,
  initSegmentOf,
  segmentAt,
  startVariantOf,
  tagAttributes,
  variantsOf,
} from './hls-playlist';

const multivariant = `#EXTM3U
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",DEFAULT=NO,URI="audio_en/index.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Русский, дубляж",DEFAULT=YES,URI="audio_ru/index.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ru",URI="subs.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=822800,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud"
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=327800,RESOLUTION=640x360,AUDIO="aud"
360p/index.m3u8
`;

const media = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-MAP:URI="init_0.mp4"
#EXTINF:4.000000,
seg_000.m4s
#EXTINF:4.000000,
seg_001.m4s
#EXTINF:2.5,
seg_002.m4s
#EXT-X-ENDLIST
`;

describe('reading an HLS playlist for the stream hints', () => {
  it('reads quoted attributes with commas inside, and bare ones', () => {
    const attributes = tagAttributes(
      '#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud"',
    );
    expect(Object.fromEntries(attributes)).toEqual({
      BANDWIDTH: '1',
      CODECS: 'avc1.4d401f,mp4a.40.2',
      AUDIO: 'aud',
    });
  });

  it('lists the variants in playlist order (hls.js starts with the first listed), with their bandwidth', () => {
    expect(variantsOf(multivariant)).toEqual([
      { uri: '720p/index.m3u8', audioGroup: 'aud', bandwidth: 822_800, pathwayId: undefined },
      { uri: '360p/index.m3u8', audioGroup: 'aud', bandwidth: 327_800, pathwayId: undefined },
    ]);
  });

  it('starts where hls.js starts: the first variant listed on the pathway the steering tag names', () => {
    const steered = (pathway: string) => `#EXTM3U
#EXT-X-CONTENT-STEERING:SERVER-URI="/steering",PATHWAY-ID="${pathway}"
#EXT-X-STREAM-INF:BANDWIDTH=822800,AUDIO="aud-b",PATHWAY-ID="b"
https://b.example/720p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=822800,AUDIO="aud-a",PATHWAY-ID="a"
https://a.example/720p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=327800,AUDIO="aud-a",PATHWAY-ID="a"
https://a.example/360p.m3u8
`;
    expect(startVariantOf(steered('a'))).toEqual({
      uri: 'https://a.example/720p.m3u8',
      audioGroup: 'aud-a',
      bandwidth: 822_800,
      pathwayId: 'a',
    });
    expect(startVariantOf(steered('b'))?.uri).toBe('https://b.example/720p.m3u8');
    // A pathway no variant is on: hls.js picks another by rules of its own; no guess.
    expect(startVariantOf(steered('c'))).toBeUndefined();
  });

  it('starts without steering on the first variant without a pathway: redundant copies come later', () => {
    expect(startVariantOf(multivariant)?.uri).toBe('720p/index.m3u8');
    const redundant = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=327800,AUDIO="aud-a"
https://a.example/360p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=327800,AUDIO="aud-b"
https://b.example/360p.m3u8
`;
    expect(startVariantOf(redundant)?.uri).toBe('https://a.example/360p.m3u8');
    expect(startVariantOf('#EXTM3U\n')).toBeUndefined();
  });

  it('lists the audio renditions only, with their group and default flag', () => {
    expect(audioRenditionsOf(multivariant)).toEqual([
      { groupId: 'aud', uri: 'audio_en/index.m3u8', isDefault: false },
      { groupId: 'aud', uri: 'audio_ru/index.m3u8', isDefault: true },
    ]);
  });

  it('finds a media playlist’s init segment, and none where there is no EXT-X-MAP', () => {
    expect(initSegmentOf(media)).toBe('init_0.mp4');
    expect(initSegmentOf('#EXTM3U\n#EXTINF:4,\nseg.ts\n')).toBeUndefined();
  });

  it('finds the fragment hls.js loads first at a start position, with its duration', () => {
    expect(segmentAt(media, 0)?.uri).toBe('seg_000.m4s');
    expect(segmentAt(media, 5)?.uri).toBe('seg_001.m4s');
    // Within hls.js's look-up tolerance of a fragment's end, it takes the next one.
    expect(segmentAt(media, 7.9)?.uri).toBe('seg_002.m4s');
    // Past the end: the last one.
    expect(segmentAt(media, 60)).toEqual({ uri: 'seg_002.m4s', duration: 2.5 });
  });
});
