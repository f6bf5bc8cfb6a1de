import { useEffect, useRef } from 'react';
import { postToParent } from '../embed/parent-messages';
import type { PlayerErrorInfo } from '../host-embed/protocol/host-api';
import { ErrorScreen } from '../player/overlays/error-screen';

interface PageErrorScreenProps {
  /** What went wrong, as the host page hears it. */
  error: PlayerErrorInfo;
  message: string;
  canReload?: boolean;
}

/** An error screen of the page that also tells the host page why, once for each screen shown. */
export function PageErrorScreen({ error, message, canReload }: PageErrorScreenProps) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    postToParent('error', error);
  }, [error]);
  return <ErrorScreen message={message} canReload={canReload} />;
}

/** The page's own errors, each a fatal one: nothing plays behind its screen. */
export const pageErrors = {
  missingMovieId: { kind: 'other', detail: 'missingMovieId', fatal: true },
  contentNotFound: { kind: 'other', detail: 'contentNotFound', fatal: true },
  noEpisodes: { kind: 'unsupported', detail: 'noEpisodes', fatal: true },
  masterPlaylistFailed: (url: string) => ({
    kind: 'manifest',
    detail: 'masterPlaylistLoadError',
    fatal: true,
    url,
  }),
  failed: (errorId: string) => ({ kind: 'other', detail: `loadFailed ${errorId}`, fatal: true }),
} satisfies Record<string, PlayerErrorInfo | ((value: string) => PlayerErrorInfo)>;
