import type { AdMediaFile } from '../ad-types';
import { childElements, firstLinear } from './vast-xml';

const numberOr = (text: string | null, fallback: number) =>
  Number.parseInt(text ?? '', 10) || fallback;

/**
 * The media files of a VAST document whose one ad is inline, read straight from its XML as the
 * library reads them: a head start on the ad's file while the ads chunk, which parses the VAST
 * for the break, is still on its way. Anything else (a wrapper, several ads or none, a document
 * that is not VAST) is undefined and left to the library.
 */
export function peekMediaFiles(xml: string): AdMediaFile[] | undefined {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (root.nodeName !== 'VAST') return undefined;
  const ads = childElements(root, 'Ad');
  const inline = ads.length === 1 && ads[0] ? childElements(ads[0], 'InLine') : [];
  if (inline.length !== 1 || !inline[0]) return undefined;
  const linear = firstLinear(inline[0]);
  if (!linear) return undefined;
  return childElements(linear, 'MediaFiles')
    .flatMap((files) => childElements(files, 'MediaFile'))
    .map((file): AdMediaFile => {
      const attribute = (name: string) => file.getAttribute(name);
      const bitrate = numberOr(attribute('bitrate'), 0);
      return {
        url: file.textContent?.trim() ?? '',
        type: attribute('type') ?? '',
        width: numberOr(attribute('width'), 0),
        height: numberOr(attribute('height'), 0),
        codec: attribute('codec') ?? undefined,
        bitrate: bitrate > 0 ? bitrate : undefined,
        apiFramework: attribute('apiFramework') ?? undefined,
      };
    });
}
