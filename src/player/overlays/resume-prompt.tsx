import { useEffect, useRef } from 'react';
import { formatClock } from '../../lib/format-clock';
import { laterStrings } from '../../lib/later-strings';
import { useMediaEngine, useMediaStoreApi } from '../hooks/media-context';

interface ResumePromptProps {
  /** Where the viewer stopped, in seconds; the media is already waiting there. */
  resumeAt: number;
  onAnswered(): void;
}

/**
 * 'Вы остановились на H:MM:SS': continue from there or start over; either button starts playback.
 * Playback started any other way (a key, the host) answers it as continue.
 */
export function ResumePrompt({ resumeAt, onAnswered }: ResumePromptProps) {
  const engine = useMediaEngine();
  const store = useMediaStoreApi();
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => continueRef.current?.focus(), []);
  // Playback that starts while the prompt is up (not the last episode's stale state) answers it.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (previous.paused && !state.paused) onAnswered();
      }),
    [store, onAnswered],
  );

  const answer = (fromStart: boolean) => {
    if (fromStart) engine.seek(0);
    void engine.play();
    onAnswered();
  };

  return (
    <div
      className="resume-prompt"
      role="dialog"
      aria-labelledby="resume-prompt-question"
      // The surface behind would take a click on the backdrop as play/pause.
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <p id="resume-prompt-question">{laterStrings.resumeQuestion(formatClock(resumeAt))}</p>
      <div className="resume-prompt-actions">
        <button
          ref={continueRef}
          type="button"
          className="overlay-button overlay-button--primary"
          onClick={() => answer(false)}
        >
          {laterStrings.resumeContinue}
        </button>
        <button type="button" className="overlay-button" onClick={() => answer(true)}>
          {laterStrings.resumeRestart}
        </button>
      </div>
    </div>
  );
}
