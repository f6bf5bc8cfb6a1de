import { useState } from 'react';
import { reportError } from '../../errors/error-reporting';
import { isDrmError, type PlayerError } from '../../lib/player-error';
import { strings } from '../../lib/strings';
import { lazyPart } from '../lazy-part';
import { ErrorScreen } from './error-screen';
import { StreamFailure } from './stream-failure';

// Only protected films need it: its texts stay out of every clear film's first scripts.
const DrmErrorScreen = lazyPart(() =>
  import('./drm-error-screen').then((part) => part.DrmErrorScreen),
);

/**
 * The screen for a stream that cannot play: its URL for a master playlist, a protected stream's
 * own (the generic one if its chunk cannot load), else the error's id. The engine has already
 * told analytics of the stream's error.
 */
export function FailureScreen({ failure }: { failure: PlayerError }) {
  if (failure.kind === 'manifest' && failure.url !== undefined)
    return <ErrorScreen message={strings.masterPlaylistFailed(failure.url)} />;
  if (isDrmError(failure))
    return (
      <DrmErrorScreen failure={failure} whenFailed={<StreamErrorScreen failure={failure} />} />
    );
  return <StreamErrorScreen failure={failure} />;
}

function StreamErrorScreen({ failure }: { failure: PlayerError }) {
  // Reported once, when the screen first shows; the id stays with it.
  const [errorId] = useState(() => reportError(new StreamFailure(failure)));
  return <ErrorScreen message={strings.genericError(errorId)} canReload />;
}
