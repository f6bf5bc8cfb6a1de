import type { SubtitleSource } from '../shared/master-playlist';
import type { MediaStore } from './media-store';

/**
 * Subtitles are drawn by the player's captions area, not the browser: shown tracks are kept in
 * mode 'hidden' and their active cues mirrored into the store, which the captions area draws.
 */
export function mirrorCues(video: HTMLVideoElement, store: MediaStore): () => void {
  const watched = new Set<TextTrack>();
  const update = () => {
    const cues: TextTrackCue[] = [];
    for (const track of Array.from(video.textTracks)) {
      if (track.mode !== 'disabled' && track.activeCues) cues.push(...Array.from(track.activeCues));
    }
    const current = store.getState().cues;
    const same = cues.length === current.length && cues.every((cue, i) => cue === current[i]);
    if (!same) store.setState({ cues });
  };
  const watch = () => {
    for (const track of Array.from(video.textTracks)) {
      if (watched.has(track)) continue;
      watched.add(track);
      track.addEventListener('cuechange', update);
    }
    update();
  };
  video.textTracks.addEventListener('addtrack', watch);
  video.textTracks.addEventListener('change', update);
  watch();
  return () => {
    video.textTracks.removeEventListener('addtrack', watch);
    video.textTracks.removeEventListener('change', update);
    for (const track of watched) track.removeEventListener('cuechange', update);
  };
}

/** Adds the master playlist's side-loaded WebVTT files as <track> elements, all off. */
export function addSideLoadedTracks(video: HTMLVideoElement, subtitles: SubtitleSource[]) {
  const elements = subtitles.map((subtitle) => {
    const element = document.createElement('track');
    element.kind = 'subtitles';
    element.src = subtitle.url;
    element.label = subtitle.label;
    element.srclang = subtitle.language;
    video.append(element);
    element.track.mode = 'disabled';
    return element;
  });
  return {
    /** Shows the n-th side-loaded track (hidden mode: the captions area draws it), or none. */
    select(index: number | undefined) {
      elements.forEach((element, i) => {
        element.track.mode = i === index ? 'hidden' : 'disabled';
      });
    },
    remove() {
      for (const element of elements) element.remove();
    },
  };
}
