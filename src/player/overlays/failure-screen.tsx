import { useState } from 'react';
import { reportError } from '../../errors/error-reporting';
import type { PlayerError } from '../../lib/player-error';
import { strings } from '../../lib/strings';
import { ErrorScreen } from './error-screen';

/**
 * The screen for a stream that cannot play: its URL for a master playlist, else the error's id.
 * The engine has already told analytics of the stream's error.
 */
export function FailureScreen({ failure }: { failure: PlayerError }) {
  if (failure.kind === 'manifest' && failure.url !== undefined)
    return <ErrorScreen message={strings.masterPlaylistFailed(failure.url)} />;
  return <StreamErrorScreen failure={failure} />;
}

function StreamErrorScreen({ failure }: { failure: PlayerError }) {
  // Reported once, when the screen first shows; the id stays with it.
  const [errorId] = useState(() => reportError(new StreamFailure(failure)));
  return <ErrorScreen message={strings.genericError(errorId)} canReload />;
}

/** A stream's failure as an Error, so that its report reads well and carries a stack. */
class StreamFailure extends Error {
  constructor(readonly failure: PlayerError) {
    super(`The stream failed: ${failure.detail}`, { cause: failure.cause });
    this.name = 'StreamFailure';
  }
}
