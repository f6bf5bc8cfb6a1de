import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cookieSessionStore, createApiClient } from './api';
import { App, type BootLoad } from './app/app';
import { readEmbedSettings } from './app/embed-settings';
import { ErrorBoundary } from './app/error-boundary';
import { startErrorReporting } from './app/error-reporting';
import { startPlayerDataLoad } from './app/load-player-data';
import { parsePlayerQuery } from './app/player-query';
import { loadHls } from './media/load-hls';
import './player/player.css';

// Start fetching hls.js now, beside the catalogue calls, not after them.
void loadHls();
// The anonymous viewer's identity for progress and history: the device_fp cookie.
cookieSessionStore().ensureDeviceId();

const settings = readEmbedSettings(document.documentElement, window.playerEmbed);
startErrorReporting(settings);
const queryResult = parsePlayerQuery(window.location.search, settings.movieId);
// The catalogue calls (and then the stream) start now, not after React's first render.
const client = createApiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl });
const boot: BootLoad | undefined = queryResult.ok
  ? { client, load: startPlayerDataLoad(client, queryResult.query, settings) }
  : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('The player page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <App settings={settings} queryResult={queryResult} boot={boot} />
    </ErrorBoundary>
  </StrictMode>,
);
