import { lazyPart } from '../lazy-part';
import { useMediaState } from '../hooks/media-context';

const Captions = lazyPart(() => import('./captions').then((part) => part.Captions));

/**
 * Where the active subtitle cues are drawn, above the control bar while it shows. What draws them
 * loads once a track is shown, beside the track's own file.
 */
export function CaptionsArea({ raised }: { raised: boolean }) {
  const shown = useMediaState((state) => state.currentSubtitle !== undefined);
  return (
    <div className={raised ? 'captions-area captions-raised' : 'captions-area'} aria-live="off">
      {shown && <Captions />}
    </div>
  );
}
