import { render, screen, waitFor } from '@testing-library/react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { createPlayerApiClient } from '../api';
import { createPlayerView, type PlayerView } from '../session/player-view';
import { startViewBoot } from '../session/view/view-boot';
import { App } from './app';
import { readEmbedSettings, type EmbedSettings } from './embed-settings';
import { pageEnvironment } from './page-environment';

// The page against the real reference server (its own process: jsdom's globals are not Node's).
// jsdom has no MSE, so nothing here plays: only the loading text and the error screens are checked.
let server: ServerProcess;
let settings: EmbedSettings;

beforeAll(async () => {
  server = await startServerProcess();
  const root = document.createElement('html');
  root.setAttribute('data-base-url', `${server.origin}/api`);
  root.setAttribute('data-auth-url', `${server.origin}/auth`);
  settings = readEmbedSettings(root, undefined);
});

afterAll(async () => {
  await server.close();
});

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  const response = await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
  expect(response.status).toBe(204);
});

interface FaultRule {
  method?: string;
  path: string;
  times?: number;
  action:
    | { kind: 'delay'; ms: number }
    | { kind: 'status'; status: number; body?: string }
    | { kind: 'malformed' };
}

async function injectFaults(...rules: FaultRule[]) {
  const response = await fetch(`${server.origin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  expect(response.status).toBe(201);
}

async function faultHits(): Promise<number[]> {
  const response = await fetch(`${server.origin}/__faults`);
  const { rules } = (await response.json()) as { rules: { hits: number }[] };
  return rules.map((rule) => rule.hits);
}

const views: PlayerView[] = [];

afterEach(() => {
  for (const view of views.splice(0)) view.dispose();
});

/** The page as main.tsx and render-page.tsx make it: the view's boot, the view, the App over it. */
function renderApp(search: string) {
  const client = createPlayerApiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl });
  const view = createPlayerView({
    boot: startViewBoot(client, search, settings),
    settings,
    environment: pageEnvironment(client),
  });
  views.push(view);
  return { view, ...render(<App view={view} fullscreenMode={settings.fullscreenMode} />) };
}

const genericText =
  /^К сожалению, произошла ошибка, попробуйте перезагрузите страницу\. Идентификатор ошибки: ([0-9A-F]{8})$/i;

/** Waits for the generic screen; its id is the one logged for support. */
async function expectGenericScreen() {
  const alert = await screen.findByRole('alert');
  const text = screen.getByText(genericText);
  expect(alert).toContainElement(text);
  expect(alert).toContainElement(screen.getByRole('button', { name: 'Перезагрузить страницу' }));
  const id = genericText.exec(text.textContent)?.[1];
  expect(id).toMatch(/^[0-9A-F]{8}$/i);
  expect(consoleError).toHaveBeenCalledWith(`[player] error ${id}`, expect.anything());
}

/** Waits for an error screen with exactly this text and no reload button. */
async function expectScreen(text: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toContainElement(screen.getByText(text));
  expect(screen.queryByRole('button', { name: 'Перезагрузить страницу' })).toBeNull();
}

describe('App', () => {
  it('asks for movie_id when the query has none', async () => {
    renderApp('?auto_play=1');
    expect(await screen.findByRole('alert')).toContainElement(
      screen.getByText('Пропущен movie_id в запросе'),
    );
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows Loading... while the catalogue answers', async () => {
    await injectFaults({ path: '/api/contents/9999', action: { kind: 'delay', ms: 300 } });
    renderApp('?movie_id=9999');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectScreen('Контент не доступен');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says the content is not available when the catalogue does not know it', async () => {
    renderApp('?movie_id=9999');
    await expectScreen('Контент не доступен');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says there is nothing to play for a content without episodes', async () => {
    renderApp('?movie_id=4');
    await expectScreen('Отсутсвуют эпизоды для проигрывания');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the generic screen with an error id for a server error', async () => {
    await injectFaults({ path: '/api/contents/1', action: { kind: 'status', status: 500 } });
    renderApp('?movie_id=1');
    await expectGenericScreen();
  });

  it('shows the generic screen for a body that is not JSON', async () => {
    await injectFaults({ path: '/api/contents/1', action: { kind: 'malformed' } });
    renderApp('?movie_id=1');
    await expectGenericScreen();
  });

  it("names the master playlist's URL when it fails to load", async () => {
    await injectFaults({
      path: '/media/films/film-1/master.json',
      action: { kind: 'status', status: 404 },
    });
    renderApp('?movie_id=1');
    await expectScreen(`Ошибка в загрузке: ${server.origin}/media/films/film-1/master.json`);
    expect(await faultHits()).toEqual([1]);
  });

  it('does not treat a load aborted by leaving the page as an error', async () => {
    const delay = 500;
    await injectFaults({ path: '/api/contents/1', action: { kind: 'delay', ms: delay } });
    const { container, unmount, view } = renderApp('?movie_id=1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // Left while the server holds the request.
    await waitFor(async () => expect(await faultHits()).toEqual([1]));
    unmount();
    view.dispose();

    await new Promise((resolve) => setTimeout(resolve, delay + 300));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
