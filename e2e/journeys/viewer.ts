import { expect } from '../expect';
import type { Control, EngineDriver, Key } from './driver';

/** The content video's state, as the journeys read it. */
export interface MediaState {
  currentTime: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  volume: number;
  playbackRate: number;
  videoHeight: number;
  /** The kinds and languages of text tracks showing now. */
  showingText: string[];
}

export const button = (name: string): Control => ({ role: 'button', name });

/**
 * A viewer of the player page in any engine: opens it, finds controls by role and name, presses
 * them as a person does (the pointer first wakes faded controls), and reads the film's state.
 * Everything it waits on is a state of the page, never a stretch of time.
 */
export class Viewer {
  constructor(
    readonly driver: EngineDriver,
    readonly serverUrl: string,
  ) {}

  /** Opens the player page with this query and waits for the player, or its error screen. */
  async open(query: string): Promise<void> {
    await this.driver.open(`${this.serverUrl}/player/?${query}`);
    await this.until(
      () => this.driver.evaluate(() => Boolean(document.querySelector('.player, .error-screen'))),
      'the player or its error screen shows',
    );
  }

  /**
   * Polls `read` until it is truthy; fails with `what` when it never is, and with the page's state
   * then, since a run on another machine leaves nothing else to read.
   */
  async until(read: () => Promise<unknown>, what = 'the page reached the state', timeout = 20_000) {
    try {
      await expect.poll(async () => Boolean(await read()), { message: what, timeout }).toBe(true);
    } catch (error) {
      if (error instanceof Error) error.message += `\n\nThe page then: ${await this.describe()}`;
      throw error;
    }
  }

  /** The title, the content video's state and the page's text, for a failure's message. */
  private async describe(): Promise<string> {
    const state = await this.driver
      .evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
        const buffered = video
          ? Array.from({ length: video.buffered.length }, (_, index) =>
              [video.buffered.start(index), video.buffered.end(index)].map((end) => end.toFixed(2)),
            )
          : [];
        return {
          url: location.href,
          video: video && {
            currentTime: video.currentTime,
            duration: video.duration,
            paused: video.paused,
            ended: video.ended,
            readyState: video.readyState,
            buffered,
            error: video.error?.code,
          },
          text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 400),
        };
      })
      .catch((error: unknown) => `unreadable (${String(error)})`);
    return JSON.stringify(state);
  }

  media(): Promise<MediaState> {
    return this.driver.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
      if (!video) throw new Error('no content video yet');
      return {
        currentTime: video.currentTime,
        duration: video.duration,
        paused: video.paused,
        muted: video.muted,
        volume: video.volume,
        playbackRate: video.playbackRate,
        videoHeight: video.videoHeight,
        showingText: Array.from(video.textTracks)
          .filter((track) => track.mode === 'showing')
          .map((track) => `${track.kind}:${track.language}`),
      };
    });
  }

  /** The content video's state once it exists. */
  async mediaWhenPresent(): Promise<MediaState> {
    await this.until(() =>
      this.driver.evaluate(() => Boolean(document.querySelector('video[data-player="content"]'))),
    );
    return this.media();
  }

  /** The film plays: not paused, its time past `beyond` seconds. */
  async expectPlaying(beyond = 0.3): Promise<void> {
    await this.until(async () => {
      const { paused, currentTime } = await this.mediaWhenPresent();
      return !paused && currentTime > beyond;
    }, `the film plays past ${beyond} s`);
  }

  async expectPaused(): Promise<void> {
    await this.until(async () => (await this.media()).paused, 'the film is paused');
  }

  /** Brings the controls back by moving onto `control`, then clicks it. */
  async press(control: Control | string): Promise<void> {
    const target = typeof control === 'string' ? button(control) : control;
    await this.until(() => this.driver.countShown(target), `'${target.name}' is shown`);
    await this.driver.hover(target);
    await this.until(
      () =>
        this.driver.evaluate(
          () => document.querySelector('.player')?.getAttribute('data-controls') === 'visible',
        ),
      'the controls are shown',
    );
    await this.driver.click(target);
  }

  /** Opens the settings (`settings` is the button's name) at `section` and picks `option`. */
  async setting(section: string, option: string, settings = 'Настройки'): Promise<void> {
    await this.press(settings);
    await this.press({ role: 'menuitem', name: section, prefix: true });
    await this.press({ role: 'menuitemradio', name: option });
  }

  async key(key: Key): Promise<void> {
    await this.driver.press(key);
  }

  /** Whether a control of this role and name is shown. */
  async shows(control: Control | string): Promise<boolean> {
    const target = typeof control === 'string' ? button(control) : control;
    return (await this.driver.countShown(target)) > 0;
  }

  /** The page's visible text. */
  text(): Promise<string> {
    return this.driver.evaluate(() => document.body.innerText);
  }
}
