import type { MediaStore } from '../media/media-store';
import { rememberAudioLabel } from './preferences';

/** Remembers the voice-over the viewer picks, per content and in favoriteAudioTracks. */
export function rememberAudioChoices(store: MediaStore, contentId: number): () => void {
  return store.subscribe((state, previous) => {
    if (state.currentAudio === previous.currentAudio || previous.currentAudio.length === 0) return;
    const chosen = state.currentAudio.find((id) => !previous.currentAudio.includes(id));
    const label = state.audioOptions.find((option) => option.id === chosen)?.label;
    if (label) rememberAudioLabel(contentId, label);
  });
}
