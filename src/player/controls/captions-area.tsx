import { useMediaState } from '../hooks/media-context';

/** The active subtitle cues, drawn by the player above the control bar. */
export function CaptionsArea({ raised }: { raised: boolean }) {
  const cueText = useMediaState((state) => state.cueText);
  return (
    <div className={raised ? 'captions-area captions-raised' : 'captions-area'} aria-live="off">
      {cueText.map((text, index) => (
        <span key={index} className="caption-cue" data-testid="caption-cue">
          {text}
        </span>
      ))}
    </div>
  );
}
