import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdStore, type AdView } from '../ads/ad-view';
import { createMediaSteps } from '../analytics/media-steps';
import { PlayerContext } from './player-context';
import { createMediaEngine } from '../media/media-engine';
import { createMediaStore } from '../media/media-store';
import { queuedEventsVideo, stubTrackElements } from '../media/testing/queued-events-video';
import { AdContext } from './ads/ad-context';
import { MediaContext } from './hooks/media-context';
import { MenuProvider } from './menus/menu-context';
import { createEmitter } from '../lib/emitter';
import { createPlayerEvents } from '../session/player-events';
import { testFullscreen } from './testing/test-fullscreen';
import { createRequests } from '../session/requests';
import { PlayerScreen } from './player-screen';
import { stubModalDialogs } from './testing/modal-dialog-stub';
import { testEpisode, testPlayerContext } from './testing/player-context-fixture';
import type { HostUiRequests } from '../session/host-calls';

// hls.js never arrives: the toggles need the element only, not a stream.
const neverLoads = () => new Promise<never>(() => undefined);

// The screen's on-demand parts, loaded before its tests: one still on its way when the file ends
// would land after the test environment is gone (Vitest's EnvironmentTeardownError).
beforeAll(async () => {
  await Promise.all([
    import('./overlays/skip-intro'),
    import('./overlays/resume-prompt'),
    import('./overlays/shortcuts-help'),
    import('./hooks/use-media-session'),
  ]);
});

let restoreTracks: () => void;
beforeEach(() => {
  restoreTracks = stubTrackElements();
});
afterEach(() => {
  restoreTracks();
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
});

/**
 * The player screen over a real engine, attached to a video whose events stay queued until
 * flush(), as a browser's do while it handles the viewer's input first.
 */
function renderScreen(context = testPlayerContext()) {
  const store = createMediaStore();
  const engine = createMediaEngine(store, neverLoads);
  const element = queuedEventsVideo();
  engine.attach(
    element.video,
    {
      sources: [{ url: '/media/1/master.m3u8', label: 'Оригинал', isDefault: true }],
      sourceIndex: 0,
      subtitles: [
        { url: '/subs/ru.vtt', label: 'Русские', language: 'ru' },
        { url: '/subs/en.vtt', label: 'English', language: 'en' },
      ],
    },
    { autoPlay: false, volume: 0.6, muted: false },
  );
  element.flush();
  // As the stream would: its first frame, and the side-loaded tracks offered.
  store.setState({
    phase: 'ready',
    duration: 30,
    subtitleOptions: [
      { id: 'file:0', label: 'Русские', language: 'ru' },
      { id: 'file:1', label: 'English', language: 'en' },
    ],
  });
  const ads = {
    store: createAdStore(),
    container: createRef<HTMLDivElement>(),
  };
  // The controls ask as the session's viewer does: a break's ad takes the play and pause.
  const events = createPlayerEvents();
  const fullscreen = testFullscreen(events);
  const requests = createRequests({
    engine,
    ads: ads.store,
    changes: createMediaSteps(store),
    fullscreen,
  });
  const viewer = requests.engineFor({ by: 'viewer' });
  render(
    <PlayerContext value={context}>
      <MediaContext
        value={{
          store,
          engine: viewer,
          events,
          host: createEmitter<HostUiRequests>(),
          fullscreen,
        }}
      >
        <AdContext value={ads}>
          <MenuProvider>
            <PlayerScreen
              video={element.video}
              fullscreenMode="native"
              resumeAt={undefined}
              onResumeAnswered={() => undefined}
            />
          </MenuProvider>
        </AdContext>
      </MediaContext>
    </PlayerContext>,
  );
  const player = screen.getByRole('region', { name: 'Видеоплеер' });
  const press = (key: string, code: string) =>
    act(() => void fireEvent.keyDown(player, { key, code }));
  return { store, engine, element, video: element.video, ads, player, press };
}

const shownTracks = (video: HTMLVideoElement) =>
  Array.from(video.querySelectorAll('track')).map((track) => track.track.mode);

describe('PlayerScreen toggles twice with no media event in between', () => {
  it('M, M: the second press unmutes though the first volumechange has not run', () => {
    const { store, element, video, press } = renderScreen();
    press('m', 'KeyM');
    expect(video.muted).toBe(true);
    expect(store.getState().muted).toBe(false);
    press('m', 'KeyM');
    expect(video.muted).toBe(false);
    element.flush();
    expect(store.getState().muted).toBe(false);
  });

  it('the mute button twice: the second click unmutes', async () => {
    const { video } = renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Выключить звук' }));
    expect(video.muted).toBe(true);
    // The store (and so the button's label) still says sound is on.
    await user.click(screen.getByRole('button', { name: 'Выключить звук' }));
    expect(video.muted).toBe(false);
  });

  it('M then ArrowUp: the volume rises from silence, not from the volume before the mute', () => {
    const { video, press } = renderScreen();
    press('m', 'KeyM');
    press('ArrowUp', 'ArrowUp');
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(0.05);
  });

  it('Space, Space and the play button twice: the second one pauses before the play event', async () => {
    const { store, element, video, press } = renderScreen();
    press(' ', 'Space');
    await act(async () => undefined);
    expect(video.paused).toBe(false);
    press(' ', 'Space');
    await act(async () => undefined);
    expect(video.paused).toBe(true);
    expect(store.getState().paused).toBe(true);

    const user = userEvent.setup();
    const play = () => screen.getByRole('button', { name: 'Воспроизвести' });
    await user.click(play());
    expect(video.paused).toBe(false);
    await user.click(play());
    expect(video.paused).toBe(true);
    element.flush();
  });

  it('C, C and the subtitles button twice (before a re-render): the second turns them off', () => {
    const { store, video, press } = renderScreen();
    press('c', 'KeyC');
    expect(shownTracks(video)).toEqual(['hidden', 'disabled']);
    press('c', 'KeyC');
    expect(shownTracks(video)).toEqual(['disabled', 'disabled']);

    const button = screen.getByRole('button', { name: 'Субтитры' });
    // Both clicks before React renders the first one's state.
    act(() => {
      button.click();
      button.click();
    });
    expect(shownTracks(video)).toEqual(['disabled', 'disabled']);
    expect(store.getState().currentSubtitle).toBeUndefined();
  });

  it('F, F and the fullscreen button twice: the second leaves before fullscreenchange', async () => {
    const { player, press } = renderScreen();
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => current,
    });
    const exitFullscreen = vi.fn(async () => void (current = null));
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: exitFullscreen,
    });
    player.requestFullscreen = vi.fn(async () => void (current = player));

    press('f', 'KeyF');
    await act(async () => undefined);
    expect(document.fullscreenElement).toBe(player);
    press('f', 'KeyF');
    await act(async () => undefined);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(document.fullscreenElement).toBeNull();

    const user = userEvent.setup();
    // No fullscreenchange: the button's label stays 'enter', the document is the truth.
    await user.click(screen.getByRole('button', { name: 'Полноэкранный режим' }));
    expect(document.fullscreenElement).toBe(player);
    await user.click(screen.getByRole('button', { name: 'Полноэкранный режим' }));
    expect(document.fullscreenElement).toBeNull();
  });

  it('Space twice during an ad break: the ad pauses, then plays again before its pause event', () => {
    const { ads, video, press } = renderScreen();
    let paused = false;
    const controls = {
      play: vi.fn(() => void (paused = false)),
      pause: vi.fn(() => void (paused = true)),
      skip: vi.fn(),
      setVolume: vi.fn(),
      setMuted: vi.fn(),
      clickThrough: vi.fn(),
      togglePlay: vi.fn(() => void (paused = !paused)),
      toggleMuted: vi.fn(),
    };
    const ad = { paused: false, controls } as unknown as AdView;
    act(() => ads.store.setState({ active: true, ad }));
    press(' ', 'Space');
    press(' ', 'Space');
    expect(paused).toBe(false);
    expect(ads.store.getState().viewerControlled).toBe(true);
    expect(video.paused).toBe(true);
  });
});

describe('PlayerScreen: a click on the player while a menu is open', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the menu and does nothing else: no play, no fullscreen', async () => {
    const { video, element, player } = renderScreen();
    const surface = screen.getByTestId('player-surface');
    player.requestFullscreen = vi.fn(async () => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Настройки' }));
    expect(await screen.findByRole('menu')).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.pointerDown(surface);
    fireEvent.click(surface, { detail: 1 });
    fireEvent.pointerDown(surface);
    fireEvent.click(surface, { detail: 2 });
    fireEvent.doubleClick(surface, { detail: 2 });
    // Past the wait for a second click, when a lone click would toggle play.
    act(() => vi.advanceTimersByTime(1000));
    element.flush();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(video.paused).toBe(true);
    expect(player.requestFullscreen).not.toHaveBeenCalled();

    // With the menu closed, the next click is the viewer's play again.
    fireEvent.pointerDown(surface);
    fireEvent.click(surface, { detail: 1 });
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => undefined);
    expect(video.paused).toBe(false);
  });
});

describe('PlayerScreen keys wherever focus is', () => {
  it('→ after a click on the play button seeks +10 s; Space there is the button’s own press', async () => {
    const { element, video } = renderScreen();
    const user = userEvent.setup();
    const play = screen.getByRole('button', { name: 'Воспроизвести' });
    await user.click(play);
    act(() => element.flush());
    expect(video.paused).toBe(false);
    expect(play).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(10);
    // The button pauses; the player does not toggle a second time.
    await user.keyboard(' ');
    act(() => element.flush());
    expect(video.paused).toBe(true);
  });

  it('the seek slider’s arrows step 10 s, Page Up a tenth, Home and End the ends', async () => {
    const { video } = renderScreen();
    // The stream's end, where the engine stops a seek (jsdom's element has no duration).
    Object.defineProperty(video, 'duration', { value: 30 });
    const user = userEvent.setup();
    screen.getByRole('slider', { name: 'Перемотка' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(20);
    await user.keyboard('{ArrowLeft}{PageUp}');
    expect(video.currentTime).toBe(13);
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(30);
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
  });

  it('the volume slider keeps its arrows', async () => {
    const { video } = renderScreen();
    screen.getByRole('slider', { name: 'Громкость' }).focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(0);
  });

  it('0–9 jump to that tenth of the duration', () => {
    const { video, press } = renderScreen();
    press('5', 'Digit5');
    expect(video.currentTime).toBe(15);
    press('9', 'Numpad9');
    expect(video.currentTime).toBe(27);
    press('0', 'Digit0');
    expect(video.currentTime).toBe(0);
  });

  it('> and < step through the settings menu’s speeds, and stop at the ends', () => {
    const { video, press } = renderScreen();
    const faster = () => press('>', 'Period');
    faster();
    faster();
    expect(video.playbackRate).toBe(1.5);
    press('<', 'Comma');
    expect(video.playbackRate).toBe(1.25);
    for (let step = 0; step < 5; step++) faster();
    expect(video.playbackRate).toBe(2);
  });
});

describe('PlayerScreen: the shortcut list', () => {
  let restoreDialogs: () => void;
  beforeEach(() => {
    restoreDialogs = stubModalDialogs();
  });
  afterEach(() => {
    cleanup();
    restoreDialogs();
  });

  it('? opens it; other keys rest while it shows; Escape closes it and focus comes back', async () => {
    const { video, press } = renderScreen();
    const user = userEvent.setup();
    const settings = screen.getByRole('button', { name: 'Настройки' });
    settings.focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Горячие клавиши' });
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.keyboard('5{ArrowRight}');
    expect(video.currentTime).toBe(0);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    // The keys are the player's again.
    press('5', 'Digit5');
    expect(video.currentTime).toBe(15);
  });

  it('? closes it again', async () => {
    const { press } = renderScreen();
    press('?', 'Slash');
    expect(await screen.findByRole('dialog', { name: 'Горячие клавиши' })).toBeInTheDocument();
    await userEvent.setup().keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PlayerScreen of an episode with an intro and a next episode', () => {
  it('keys its episode end and its skip intro apart (React orphans siblings sharing a key)', () => {
    const episodes = [
      testEpisode(202, 1, 2, { introStart: 1, introEnd: 6 }),
      testEpisode(203, 1, 3),
    ];
    // test-setup turns React's warning of a shared key into a failure.
    expect(() => renderScreen(testPlayerContext({ episodes, current: 202 }))).not.toThrow();
    expect(screen.getByRole('region', { name: 'Видеоплеер' })).toBeInTheDocument();
  });
});
