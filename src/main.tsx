import { cookieSessionStore, createPlayerApiClient } from './api';
import { readEmbedSettings } from './app/embed-settings';
import { reportError, startErrorReporting } from './errors/error-reporting';
import { startViewBoot } from './session/view/view-boot';
import { showFirstFrame } from './app/show-first-frame';
import { expectsHostSettings } from './app/host-settings';
import type { EmbedSettingsOptions } from './host-embed/settings-protocol';
import { strings } from './lib/strings';
import { resolveUiLanguage } from './lib/resolve-ui-language';
import { applyUiLanguage } from './lib/ui-language';
import { loadHls } from './media/load-hls';
import './player/player.css';

// The page's boot needs no React: it starts every load at once, shows the stream's first frame,
// and then React and the UI (their own chunks) render what arrives. Until then index.html shows
// the loading screen.

// Start fetching hls.js now, beside the catalogue calls, not after them.
void loadHls();
// The anonymous viewer's identity for progress and history: the device_fp cookie.
cookieSessionStore().ensureDeviceId();

// Settings from the embed script's host come by message; nothing loads with the page's own
// settings before they are in.
if (expectsHostSettings(window.location.search)) {
  void import('./app/receive-host-settings')
    .then(({ receiveHostSettings }) => receiveHostSettings(window.location.href))
    .then(startPage, () => startPage({}));
} else {
  startPage({});
}

function startPage(hostSettings: EmbedSettingsOptions): void {
  const settings = readEmbedSettings(document.documentElement, window.playerEmbed, hostSettings);
  startErrorReporting(settings);
  // The page shows no text before its language's are in (until then: index.html's 'Loading...').
  const languageApplied = applyUiLanguage(
    resolveUiLanguage(
      new URLSearchParams(window.location.search).get('hl') ?? settings.uiLanguage,
      navigator.languages,
    ),
    document,
  );
  // The view's boot (the query, the catalogue calls, then the stream) starts now, not after
  // React's first render.
  const client = createPlayerApiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl });
  const boot = startViewBoot(client, window.location.search, settings);

  // React's evaluation and first render wait until the catalogue has answered and the stream has
  // started loading (run earlier, they hold up the main thread just as those answers arrive), and
  // then until the first frame shows: the stream's, or with a pre-roll the ad's.
  // A pre-roll's break starts with the UI: its modules download as soon as the ad list says so,
  // and run, as without one, once the first frame (the ad's) shows.
  void boot.prerollPlanned.then((planned) => {
    if (planned) preloadModules('ui-modules');
  });
  // The resume prompt is a chunk of its own: it downloads now, so that it shows with the UI.
  void boot.asksResume.then((asks) => {
    if (asks) preloadModules('resume-prompt-modules');
  });
  void Promise.all([boot.result, pageRoot()]).then(async ([result, root]) => {
    try {
      await showFirstFrame(result, root);
      await languageApplied;
      const { renderPage } = await import('./render-page');
      renderPage(root, { settings, client, boot });
    } catch (error) {
      // Without its UI the page can still say what happened, never stay blank (nor under an ad).
      boot.dispose();
      await languageApplied;
      root.textContent = strings.genericError(reportError(error));
    }
  });
}

// The boot script runs as soon as it arrives (async, not after the style sheets): the page's
// markup may still be on its way.
async function pageRoot(): Promise<HTMLElement> {
  if (document.readyState === 'loading') {
    await new Promise((parsed) =>
      document.addEventListener('DOMContentLoaded', parsed, { once: true }),
    );
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The player page has no #root element');
  return root;
}

// Adds the page's on-demand modulepreload links (<template id>, see vite.config.ts) to its head:
// the modules download and compile without running.
function preloadModules(templateId: string): void {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content.cloneNode(true));
}
