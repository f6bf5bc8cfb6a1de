import type { SubtitleSource } from './master-playlist';
import type { MediaStore } from './media-store';

/** The cue text without WebVTT markup (<i>, <c.class>, <v Name>). */
function plainText(cue: TextTrackCue): string {
  const text = 'text' in cue && typeof cue.text === 'string' ? cue.text : '';
  return text.replace(/<[^>]*>/g, '').trim();
}

/**
 * Subtitles are drawn by the player's captions area, not the browser: shown tracks are kept in
 * mode 'hidden' and their active cues mirrored into the store.
 */
export function mirrorCues(video: HTMLVideoElement, store: MediaStore): () => void {
  const watched = new Set<TextTrack>();
  const update = () => {
    const texts: string[] = [];
    for (const track of Array.from(video.textTracks)) {
      if (track.mode === 'disabled' || !track.activeCues) continue;
      for (const cue of Array.from(track.activeCues)) {
        const text = plainText(cue);
        if (text) texts.push(text);
      }
    }
    const current = store.getState().cueText;
    if (texts.join('\n') !== current.join('\n')) store.setState({ cueText: texts });
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
