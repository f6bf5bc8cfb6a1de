import { tagAttributes } from '../../server/stream-hints/hls-playlist';

/** A stream's video variants: BANDWIDTH in kbit/s by RESOLUTION height. */
export type KbpsByHeight = Record<number, number>;

/** The variants of a multivariant playlist's text, by height. */
export function variantBitrates(playlist: string): KbpsByHeight {
  const byHeight: KbpsByHeight = {};
  for (const line of playlist.split(/\r?\n/)) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attributes = tagAttributes(line);
    const height = Number(attributes.get('RESOLUTION')?.split('x')[1]);
    const bandwidth = Number(attributes.get('BANDWIDTH'));
    if (height > 0 && bandwidth > 0) byHeight[height] = bandwidth / 1000;
  }
  return byHeight;
}

/** The variants of the multivariant playlist at url, as the pages are served it. */
export async function fetchVariantBitrates(url: string): Promise<KbpsByHeight> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const byHeight = variantBitrates(await response.text());
  if (Object.keys(byHeight).length === 0) throw new Error(`${url}: no variant with a RESOLUTION`);
  return byHeight;
}
