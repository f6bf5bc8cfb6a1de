import type { AdCreative, AdMediaFile, ParsedAd } from '../ad-types';

const vpaidTypes = new Set(['application/javascript', 'text/javascript']);

/** Whether this browser plays files of a MIME type. */
export const canPlayType = (type: string) =>
  document.createElement('video').canPlayType(type) !== '';

function isVpaid(file: AdMediaFile): boolean {
  return file.apiFramework?.toLowerCase() === 'vpaid';
}

function isUsableVideo(file: AdMediaFile, canPlayType: (type: string) => boolean): boolean {
  // A VPAID file is never played as a plain video, whatever its type says.
  return (
    file.width > 0 &&
    file.height > 0 &&
    file.url !== '' &&
    file.type !== '' &&
    !isVpaid(file) &&
    canPlayType(file.type)
  );
}

/** Orders files by area, then bitrate (a missing bitrate counts as 0). */
function compareSize(a: AdMediaFile, b: AdMediaFile): number {
  return a.width * a.height - b.width * b.height || (a.bitrate ?? 0) - (b.bitrate ?? 0);
}

function bestFit(files: AdMediaFile[], playerSize: { width: number; height: number }) {
  const covering = files.filter(
    (file) => file.width >= playerSize.width && file.height >= playerSize.height,
  );
  // The smallest file that fills the player; when none does, the largest there is.
  if (covering.length > 0)
    return covering.reduce((best, file) => (compareSize(file, best) < 0 ? file : best));
  return files.reduce((best, file) => (compareSize(file, best) > 0 ? file : best));
}

/** Picks what the ad plays: the best-fitting playable video file, else a VPAID creative, else nothing. */
export function chooseCreative(
  ad: Pick<ParsedAd, 'mediaFiles'>,
  playerSize: { width: number; height: number },
  canPlayType: (type: string) => boolean,
): AdCreative | undefined {
  const videos = ad.mediaFiles.filter((file) => isUsableVideo(file, canPlayType));
  if (videos.length > 0) return { kind: 'video', file: bestFit(videos, playerSize) };

  const vpaid = ad.mediaFiles.find(
    (file) => isVpaid(file) && file.url !== '' && vpaidTypes.has(file.type.toLowerCase()),
  );
  return vpaid ? { kind: 'vpaid', file: vpaid } : undefined;
}
