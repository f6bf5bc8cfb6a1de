import type Hls from 'hls.js';
import type { HlsConstructor } from './load-hls';
import type { MediaFailure } from './media-store';

const maxRecoveries = 2;

/** Plays url in video through hls.js; reports a failure it cannot recover from. Returns a detach. */
export function attachHlsSource(
  HlsClass: HlsConstructor,
  video: HTMLVideoElement,
  url: string,
  onFailure: (failure: MediaFailure) => void,
): () => void {
  const hls: Hls = new HlsClass({ enableWorker: true });
  const { Events, ErrorTypes, ErrorDetails } = HlsClass;
  const manifestFailures = new Set<string>([
    ErrorDetails.MANIFEST_LOAD_ERROR,
    ErrorDetails.MANIFEST_LOAD_TIMEOUT,
    ErrorDetails.MANIFEST_PARSING_ERROR,
  ]);
  let networkRecoveries = 0;
  let mediaRecoveries = 0;

  hls.on(Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (manifestFailures.has(data.details)) {
      onFailure({ kind: 'manifest', url });
    } else if (data.type === ErrorTypes.NETWORK_ERROR && networkRecoveries < maxRecoveries) {
      networkRecoveries += 1;
      hls.startLoad();
    } else if (data.type === ErrorTypes.MEDIA_ERROR && mediaRecoveries < maxRecoveries) {
      mediaRecoveries += 1;
      hls.recoverMediaError();
    } else {
      onFailure({ kind: 'playback', detail: data.details });
    }
  });
  // A fragment that arrived proves the network is back: give later outages a fresh allowance.
  hls.on(Events.FRAG_LOADED, () => {
    networkRecoveries = 0;
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** Plays url through the browser's own HLS (Safari); a load error before any data is the manifest's. */
export function attachNativeSource(
  video: HTMLVideoElement,
  url: string,
  onFailure: (failure: MediaFailure) => void,
): () => void {
  const onError = () => {
    onFailure(
      video.readyState === HTMLMediaElement.HAVE_NOTHING
        ? { kind: 'manifest', url }
        : { kind: 'playback', detail: video.error?.message || `media error ${video.error?.code}` },
    );
  };
  video.addEventListener('error', onError);
  video.src = url;
  return () => {
    video.removeEventListener('error', onError);
    video.removeAttribute('src');
    video.load();
  };
}
