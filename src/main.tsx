import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cookieSessionStore } from './api';
import { App } from './app/app';
import { readEmbedSettings } from './app/embed-settings';
import { ErrorBoundary } from './app/error-boundary';
import { startErrorReporting } from './app/error-reporting';
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
const container = document.getElementById('root');
if (!container) throw new Error('The player page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <App settings={settings} queryResult={queryResult} />
    </ErrorBoundary>
  </StrictMode>,
);
