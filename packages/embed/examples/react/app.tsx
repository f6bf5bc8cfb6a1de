import { VideoPlayerFrame, type PlayerHandle } from '@video-player/embed/react';
import { useRef, useState } from 'react';

/**
 * A host page's use of the React component: the player, buttons that call its handle (the ref),
 * a mute switch that changes its `muted` prop, the position it tells with onTimeUpdate, and a log
 * of its other events.
 */
export function App({ movieId }: { movieId: number }) {
  const player = useRef<PlayerHandle>(null);
  const [shown, setShown] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const [position, setPosition] = useState(0);
  const [askedTime, setAskedTime] = useState<number>();
  const [muted, setMuted] = useState(false);
  const logEvent = (line: string) => setEvents((lines) => [...lines, line]);

  return (
    <main style={{ maxWidth: 720, margin: '0 auto', font: '16px sans-serif' }}>
      <h1>Film {movieId}</h1>
      {shown && (
        <VideoPlayerFrame
          ref={player}
          movieId={movieId}
          muted={muted}
          onReady={() => logEvent('ready')}
          onPlay={() => logEvent('play')}
          onPause={() => logEvent('pause')}
          onSeeked={({ currentTime }) => logEvent(`seeked ${currentTime.toFixed(1)}`)}
          onTimeUpdate={({ currentTime }) => setPosition(currentTime)}
          onEnded={() => logEvent('ended')}
          onEpisodeChanged={(episode) => logEvent(`episode ${episode.id}`)}
          onError={(error) => logEvent(`error ${error.kind}: ${error.detail}`)}
        />
      )}
      <p>
        <button type="button" onClick={() => player.current?.play()}>
          Play
        </button>{' '}
        <button type="button" onClick={() => player.current?.pause()}>
          Pause
        </button>{' '}
        <button type="button" onClick={() => player.current?.seek(5)}>
          Go to 0:05
        </button>{' '}
        <button
          type="button"
          onClick={async () => setAskedTime(await player.current?.getCurrentTime())}
        >
          Ask the time
        </button>{' '}
        <button type="button" aria-pressed={muted} onClick={() => setMuted((on) => !on)}>
          Mute
        </button>{' '}
        <button type="button" onClick={() => setShown((on) => !on)}>
          {shown ? 'Remove the player' : 'Put the player back'}
        </button>
      </p>
      <p>
        Position: <output aria-label="Position">{position.toFixed(1)}</output>; asked:{' '}
        <output aria-label="Asked time">{askedTime ?? ''}</output>
      </p>
      <ol aria-label="Events">
        {events.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
