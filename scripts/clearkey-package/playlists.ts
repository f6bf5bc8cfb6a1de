// The protected film's playlists: the clear film's, with the keys named in each media playlist,
// and its master playlist JSON naming the Clear Key license server.
import { writeBoxes } from './boxes';
import { widevinePssh } from './pssh';

/** The playlist URIs of a master playlist: its EXT-X-MEDIA URIs, then its variant lines. */
export function playlistUris(master: string): string[] {
  const lines = master.split('\n');
  const media = lines.flatMap((line) => /^#EXT-X-MEDIA:.*URI="([^"]+)"/.exec(line)?.[1] ?? []);
  const variants = lines.filter((line) => line !== '' && !line.startsWith('#'));
  return [...media, ...variants];
}

/**
 * One EXT-X-KEY per key system, as hls.js 1.7 reads them: Clear Key's URI is the key id itself
 * (a data: URI whose first 16 bytes hls.js takes as the key id), Widevine's the whole pssh box
 * (hls.js reads the key id out of its protobuf). SAMPLE-AES-CTR is the 'cenc' scheme.
 */
export function keyTags(kid: Uint8Array): string[] {
  const dataUri = (bytes: Uint8Array) =>
    `data:text/plain;base64,${Buffer.from(bytes).toString('base64')}`;
  const tag = (format: string, uri: string) =>
    `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="${format}",KEYFORMATVERSIONS="1",URI="${uri}"`;
  return [
    tag('org.w3.clearkey', dataUri(kid)),
    tag('urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed', dataUri(writeBoxes([widevinePssh(kid)]))),
  ];
}

/** A media playlist with the key tags before its EXT-X-MAP: they apply to the init segment too. */
export function protectMediaPlaylist(playlist: string, kid: Uint8Array): string {
  if (!/^#EXT-X-MAP:/m.test(playlist)) throw new Error('a media playlist without EXT-X-MAP');
  return playlist.replace(/^#EXT-X-MAP:/m, `${keyTags(kid).join('\n')}\n#EXT-X-MAP:`);
}

/** The master playlist without its subtitles (they are not packaged). */
export function masterWithoutSubtitles(master: string): string {
  return master
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
    .map((line) => line.replace(/,SUBTITLES="[^"]*"/, ''))
    .join('\n');
}

/** The master playlist JSON: one source, and the license server of the one key system. */
export function masterJson(mediaPath: string): string {
  return `{
  "sources": [
    { "label": "Русский дубляж", "link": "${mediaPath}/master.m3u8", "isDefault": true }
  ],
  "drm": { "org.w3.clearkey": { "licenseUrl": "/drm/clearkey/license" } }
}
`;
}
