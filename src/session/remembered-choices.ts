import type { MediaEngine } from '../media/media-engine-types';
import type { MediaStore } from '../media/media-store';
import { savePlaybackRate, saveSubtitleLanguage } from './preferences';

/**
 * The subtitle language and the speed the viewer (or the host) chooses are kept for the next
 * episodes and visits (player-subtitles, player-playback-rate), as the volume is.
 */
export function withRememberedChoices(engine: MediaEngine, store: MediaStore): MediaEngine {
  // A language outlives its track: the next episode's track of that language has another id.
  const rememberShownSubtitle = () => {
    const { subtitleOptions, currentSubtitle } = store.getState();
    const shown = subtitleOptions.find((option) => option.id === currentSubtitle);
    saveSubtitleLanguage(shown && (shown.language || shown.label));
  };
  return {
    ...engine,
    setSubtitle(id) {
      engine.setSubtitle(id);
      rememberShownSubtitle();
    },
    toggleSubtitles() {
      engine.toggleSubtitles();
      rememberShownSubtitle();
    },
    setPlaybackRate(rate) {
      engine.setPlaybackRate(rate);
      savePlaybackRate(rate);
    },
  };
}
