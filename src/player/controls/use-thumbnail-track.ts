import { useEffect, useState } from 'react';
import { loadThumbnailTrack, type ThumbnailCue } from '../../media/thumbnail-track';

// Each track is fetched once for the page's life; one that failed is asked for again at the next
// hover (a network that came back), not at every move of the pointer.
const tracks = new Map<string, Promise<ThumbnailCue[]>>();

function trackAt(url: string): Promise<ThumbnailCue[]> {
  let track = tracks.get(url);
  if (!track) {
    track = loadThumbnailTrack(url, fetch);
    tracks.set(url, track);
    track.catch(() => tracks.delete(url));
  }
  return track;
}

/** The cues of the thumbnails track at url; undefined without one, until it is in, or if it fails. */
export function useThumbnailTrack(url: string | undefined): ThumbnailCue[] | undefined {
  const [loaded, setLoaded] = useState<{ url: string; cues: ThumbnailCue[] }>();
  useEffect(() => {
    if (!url) return;
    let mounted = true;
    trackAt(url).then(
      (cues) => mounted && setLoaded({ url, cues }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.cues : undefined;
}
