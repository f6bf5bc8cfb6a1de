import { useState } from 'react';
import { reportError } from '../../errors/error-reporting';
import { laterStrings } from '../../lib/later-strings';
import type { DrmFailure, DrmPlayerError } from '../../lib/player-error';
import { ErrorScreen } from './error-screen';
import { StreamFailure } from './stream-failure';

/** A protected stream's screen for each way it fails; only a license failure may pass on a reload. */
const drmScreens: Record<DrmFailure, { message: string; canReload: boolean }> = {
  unsupported: { message: laterStrings.drmUnsupported, canReload: false },
  refused: { message: laterStrings.drmRefused, canReload: false },
  license: { message: laterStrings.drmLicenseFailed, canReload: true },
};

/** The screen of a protected stream that cannot play, reported like any stream failure. */
export function DrmErrorScreen({ failure }: { failure: DrmPlayerError }) {
  // Reported once, when the screen first shows: an operator sees which system or license failed.
  useState(() => reportError(new StreamFailure(failure)));
  return <ErrorScreen {...drmScreens[failure.failure]} />;
}
