import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlayerApiClient } from './api';
import { App } from './app/app';
import type { EmbedSettings } from './app/embed-settings';
import { ErrorBoundary } from './app/error-boundary';
import { absoluteUrl, pageEnvironment } from './app/page-environment';
import { createPlayerView } from './session/player-view';
import type { ViewBoot } from './session/view/view-boot';

/** What the page's boot (main.tsx) started before its UI loaded. */
export interface PageStart {
  settings: EmbedSettings;
  client: PlayerApiClient;
  boot: ViewBoot;
}

/** Makes the page's view from its boot, and mounts the player's UI over it in container. */
export function renderPage(container: HTMLElement, { settings, client, boot }: PageStart): void {
  const view = createPlayerView({
    boot,
    settings: {
      baseUrl: settings.baseUrl,
      cmcd: settings.cmcd,
      qoeUrl: absoluteUrl(settings.qoeUrl),
    },
    environment: pageEnvironment(client),
  });
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <App view={view} fullscreenMode={settings.fullscreenMode} />
      </ErrorBoundary>
    </StrictMode>,
  );
}
