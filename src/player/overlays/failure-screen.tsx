import { useState } from 'react';
import { reportError } from '../../errors/error-reporting';
import { isDrmError, type PlayerError } from '../../lib/player-error';
import { strings } from '../../lib/strings';
import { lazyPart } from '../lazy-part';
import { ErrorScreen } from './error-screen';
import { knownErrorScreen } from './error-screens';
import { StreamFailure } from './stream-failure';

// Only protected films need it: its texts stay out of every clear film's first scripts.
const DrmErrorScreen = lazyPart(() =>
  import('./drm-error-screen').then((part) => part.DrmErrorScreen),
);

/**
 * The one screen of every error that stops the player: the page's own and blocked content by their
 * texts (a master playlist by its URL), a protected stream's own (the generic one if its chunk
 * cannot load), else the error's id, reported once. The session has already told analytics and
 * the host of the error.
 */
export function FailureScreen({ failure }: { failure: PlayerError }) {
  const known = knownErrorScreen(failure);
  if (known) return <ErrorScreen {...known} />;
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
