import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { cookieSessionStore, createPlayerApiClient } from '../api';
import { recordingHostLink } from '../embed/testing/recording-host-link';
import type { PlayerMessage } from '../host-embed/protocol/player-messages';
import { FakeHls, fakeHlsModule } from '../media/testing/fake-hls';
import { settle } from '../media/testing/promises';
import { queuedEventsVideo, stubTrackElements } from '../media/testing/queued-events-video';
import type { RunAdBreak } from './ad-breaks-options';
import { createPlayerView, type PlayerView } from './player-view';
import { startViewBoot } from './view/view-boot';

// A whole view through the session, without React: the boot against the real reference server
// (its own process), the stream's library a stand-in (jsdom has no MediaSource), the element one
// whose events the test delivers, the host a recording link.
let server: ServerProcess;
let restoreTracks: () => void;
const views: PlayerView[] = [];

beforeAll(async () => {
  server = await startServerProcess();
  // The anonymous viewer's device id, as the page's boot makes it: progress saves carry it.
  cookieSessionStore().ensureDeviceId();
  // The session's chunks loaded before any test waits for them, never after the file ends.
  await Promise.all([
    import('./ad-breaks'),
    import('./host-api'),
    import('../analytics/qoe/qoe-record'),
  ]);
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  restoreTracks = stubTrackElements();
});

afterEach(async () => {
  for (const view of views.splice(0)) view.dispose();
  restoreTracks();
  vi.restoreAllMocks();
  expect((await fetch(`${server.origin}/__faults`, { method: 'DELETE' })).status).toBe(204);
});

const noBreaks: RunAdBreak = async () => undefined;

function openView(search: string) {
  const { HlsClass } = fakeHlsModule();
  const loadHls = async () => HlsClass;
  const element = queuedEventsVideo();
  const host = recordingHostLink(true);
  const stats: string[] = [];
  const baseUrl = `${server.origin}/api`;
  const client = createPlayerApiClient({ baseUrl, authUrl: `${server.origin}/auth` });
  const settings = {
    baseUrl,
    adListUrl: `${server.origin}/media/ads/no-ads.json`,
    cmcd: 'on' as const,
  };
  const view = createPlayerView({
    boot: startViewBoot(client, search, settings, loadHls),
    settings,
    environment: {
      host: host.link,
      window,
      video: element.video,
      loadHls,
      runAdBreak: noBreaks,
      viewer: client,
      sendStat: (name) => stats.push(name),
      deviceType: 'desktop',
      isNativeFullscreen: () => false,
      vastHeaders: () => ({}),
      vpaidFrameUrl: `${server.origin}/player/vpaid-frame.html`,
    },
  });
  views.push(view);
  const status = () => view.status.getState();
  return {
    view,
    host,
    element,
    stats,
    status,
    /** The session, once the boot has come to the content. */
    session: () => {
      const booted = view.booted();
      if (!booted) throw new Error('the view has not booted');
      return booted.session;
    },
    /** The element's queued events delivered, and its first frame shown. */
    async show() {
      await settle();
      element.flush();
      view.booted()?.session.media.store.setState({ phase: 'ready', duration: 100 });
    },
  };
}

/** The host's messages of the film with their causes, and the episodes and errors it heard. */
function heard(posted: readonly PlayerMessage[]): string[] {
  return posted.flatMap((message): string[] => {
    const payload = message.payload as { cause?: string; id?: number; kind?: string } | undefined;
    switch (message.eventName) {
      case 'ready':
        return ['ready'];
      case 'play':
      case 'pause':
      case 'seeked':
        return [`${message.eventName}:${payload?.cause}`];
      case 'episodeChanged':
        return [`episodeChanged:${payload?.id}`];
      case 'error':
        return [`error:${payload?.kind}`];
      default:
        return [];
    }
  });
}

describe('a whole view through the session, without React', () => {
  it('boots, plays, pauses, seeks, moves on to the next episode, meets an error, and ends', async () => {
    const page = openView('?movie_id=2&auto_play=1');
    expect(page.status().status).toBe('loading');
    await vi.waitFor(() => expect(page.status().status).toBe('playing'), { timeout: 10_000 });
    const session = page.session();
    const { catalogue } = page.view.booted() ?? {};
    const [first, second] = catalogue?.episodes ?? [];
    if (!first || !second) throw new Error('the demo series has episodes');

    // Boot: the query's content id reached the first episode's stream, through the session only.
    session.start();
    await page.show();
    expect(FakeHls.instances.at(-1)?.source).toContain(first.m3u8MasterFilePath.split('/')[2]);
    expect(page.element.video.paused).toBe(false);

    // Play, pause, seek: each told to the host with its cause, and to the statistics.
    await vi.waitFor(() => expect(heard(page.host.posted)).toEqual(['ready', 'play:autoplay']));
    session.viewer.pause();
    await page.show();
    session.request({ type: 'seek', args: [30] }, { by: 'host' });
    session.media.store.setState({ seeking: true, currentTime: 30 });
    session.media.store.setState({ seeking: false });

    // The next episode: the same status store says it plays, the host hears the change.
    session.selectEpisode(second, { play: true, offerResume: false });
    await vi.waitFor(() => {
      const state = page.status();
      expect(state.status === 'playing' && state.load.episode.id).toBe(second.id);
    });
    await page.show();

    // The stream fails for good: the session's media store says so (its screen), and the error
    // is told once, to the host and to the statistics.
    FakeHls.instances.at(-1)?.emit(FakeHls.Events.ERROR, {
      type: 'networkError',
      details: 'manifestParsingError',
      fatal: true,
    });
    expect(session.media.store.getState().phase).toBe('failed');
    await vi.waitFor(() => expect(heard(page.host.posted)).toContain('error:manifest'));
    expect(heard(page.host.posted)).toEqual([
      'ready',
      'play:autoplay',
      'pause:viewer',
      'seeked:host',
      `episodeChanged:${second.id}`,
      'play:system',
      'error:manifest',
    ]);
    expect(page.stats).toEqual(
      expect.arrayContaining(['videoplayer_play', 'videoplayer_pause', 'videoplayer_error']),
    );

    // Dispose: nothing listens to the host any more, and no stream is left.
    page.view.dispose();
    expect(page.host.listening()).toBe(0);
    expect(FakeHls.instances.every((hls) => hls.destroyed)).toBe(true);
  }, 30_000);

  it('shows the page’s own error for a query without movie_id, and tells the host', async () => {
    const page = openView('?auto_play=1');
    expect(page.status()).toMatchObject({
      status: 'failed',
      error: { kind: 'other', detail: 'missingMovieId', fatal: true },
    });
    expect(page.view.booted()).toBeUndefined();
    expect(page.host.posted).toEqual([
      { eventName: 'error', payload: { kind: 'other', detail: 'missingMovieId', fatal: true } },
    ]);
  });

  it('shows the catalogue’s not-found as the page’s error, and makes no session', async () => {
    const page = openView('?movie_id=9999');
    await vi.waitFor(() => expect(page.status().status).toBe('failed'), { timeout: 10_000 });
    expect(page.status()).toMatchObject({ error: { detail: 'contentNotFound' } });
    expect(page.view.booted()).toBeUndefined();
  });
});

describe('a view whose episode fails to load', () => {
  it('shows that episode’s error as the view’s status, told to the host once', async () => {
    // The film's master playlist JSON fails: the first episode's load is the boot's.
    await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [
          { path: '/media/films/film-1/master.json', action: { kind: 'status', status: 404 } },
        ],
      }),
    });
    const page = openView('?movie_id=1');
    await vi.waitFor(() => expect(page.status().status).toBe('failed'), { timeout: 10_000 });
    expect(page.status()).toMatchObject({
      error: {
        kind: 'manifest',
        detail: 'masterPlaylistLoadError',
        url: `${server.origin}/media/films/film-1/master.json`,
      },
    });
    expect(heard(page.host.posted)).toEqual(['error:manifest']);
  });
});
