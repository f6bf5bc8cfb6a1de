import { useEffect, useState } from 'react';
import { createErrorId } from '../../lib/error-id';
import { strings } from '../../lib/strings';
import type { MediaFailure } from '../../media/media-store';
import { playerEvents } from '../player-events';
import { ErrorScreen } from './error-screen';

/** The screen for a stream that cannot play: its URL for a master playlist, else an error id. */
export function FailureScreen({ failure }: { failure: MediaFailure }) {
  const [errorId] = useState(createErrorId);
  useEffect(() => {
    const type = failure.kind === 'playback' ? failure.detail : failure.kind;
    playerEvents.emit('error', { type, message: `error ${errorId}` });
    if (failure.kind !== 'manifest') console.error(`[player] error ${errorId}`, failure);
  }, [failure, errorId]);
  if (failure.kind === 'manifest')
    return <ErrorScreen message={strings.masterPlaylistFailed(failure.url)} />;
  return <ErrorScreen message={strings.genericError(errorId)} canReload />;
}
