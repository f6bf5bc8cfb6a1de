import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where a player lives: its own page, or a host page's frame. */
type PlayerScope = Page | Frame | FrameLocator;

/** Roles a menu offers, so `choose` finds an entry whichever kind it is. */
type MenuEntry = 'menuitem' | 'menuitemradio' | 'menuitemcheckbox' | 'option' | 'link';

// The bars whose hover holds the controls (use-controls-visibility.ts): a pointer resting there
// keeps them shown, so a click that follows cannot land on a faded bar.
const heldBars = '.control-bar, .title-overlay';

/**
 * A player as a viewer meets it: it finds controls by their accessible names and presses them the
 * way a viewer does, first moving the pointer onto them, which wakes faded controls and holds
 * them. Everything it waits on is a state of the page, never a stretch of time.
 */
export class Player {
  constructor(readonly scope: PlayerScope) {}

  /** Opens the player page with this query (`movie_id=1&t=5`...), and waits for its controls. */
  static async open(page: Page, serverUrl: string, query: string): Promise<Player> {
    await page.goto(`${serverUrl}/player/?${query}`);
    const player = new Player(page);
    await expect(player.region).toBeVisible();
    return player;
  }

  /** Opens a film or episode playing from its start or `t`, and waits until its time runs. */
  static async openPlaying(page: Page, serverUrl: string, query: string): Promise<Player> {
    const player = await Player.open(page, serverUrl, `${query}&auto_play=1`);
    await player.expectPlaying();
    return player;
  }

  /** Opens a film or episode paused (the controls stay while paused). */
  static async openPaused(page: Page, serverUrl: string, query: string): Promise<Player> {
    const player = await Player.open(page, serverUrl, query);
    await expect(player.button('Воспроизвести')).toBeVisible();
    return player;
  }

  get region(): Locator {
    return this.scope.locator('.player');
  }

  get video(): Locator {
    return this.scope.locator('video[data-player="content"]');
  }

  /** A control by its accessible name (the first, where the centre button repeats it). */
  button(name: string | RegExp): Locator {
    return this.scope.getByRole('button', { name, exact: typeof name === 'string' }).first();
  }

  /** Moves the pointer onto a control and clicks it, as a viewer does over faded controls. */
  async press(control: string | RegExp | Locator): Promise<void> {
    const target =
      typeof control === 'object' && 'click' in control ? control : this.button(control);
    await this.reveal(target);
    await target.click();
  }

  /**
   * Brings the controls back and rests the pointer on `target`: a move over the player shows
   * them, and the pointer on a bar keeps them until it leaves (checked by the bar's :hover).
   */
  async reveal(target: Locator): Promise<void> {
    // Each step may take seconds on a busy machine; only a failed step is tried again.
    await expect(async () => {
      if ((await this.region.getAttribute('data-controls')) !== 'visible') {
        // force: faded controls let the pointer through to the player, whose move wakes them.
        await target.hover({ force: true, position: { x: 1, y: 1 }, timeout: 5_000 });
        await expect(this.region).toHaveAttribute('data-controls', 'visible', { timeout: 5_000 });
      }
      await target.hover({ timeout: 5_000 });
      const held = await target.evaluate(
        (element, bars) => element.closest(bars)?.matches(':hover') ?? true,
        heldBars,
      );
      expect(held, 'the pointer rests on the controls').toBe(true);
    }).toPass({ timeout: 15_000 });
  }

  /** Opens a menu by its button (Настройки, Аудио, Сезоны и серии...). */
  async openMenu(name: string): Promise<void> {
    await this.press(name);
    await expect(
      this.scope.getByRole('menu').or(this.scope.getByRole('dialog')).first(),
    ).toBeVisible();
  }

  /** Picks an entry of the open menu by its role and name. */
  async choose(name: string | RegExp, role: MenuEntry = 'menuitemradio'): Promise<void> {
    await this.scope.getByRole(role, { name }).first().click();
  }

  /** In the settings: opens the submenu `section` (Качество, Скорость...) and picks `option`. */
  async setting(section: string, option: string | RegExp): Promise<void> {
    await this.openMenu('Настройки');
    await this.choose(new RegExp(`^${section}`), 'menuitem');
    await this.choose(option);
    await expect(this.scope.getByRole('menu')).toHaveCount(0);
  }

  currentTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime);
  }

  paused(): Promise<boolean> {
    return this.video.evaluate((video: HTMLVideoElement) => video.paused);
  }

  /** The film plays: it is not paused and its time has passed `beyond` seconds. */
  async expectPlaying(beyond = 0.3): Promise<void> {
    await expect.poll(() => this.currentTime(), { timeout: 20_000 }).toBeGreaterThan(beyond);
    await expect(this.video).toHaveJSProperty('paused', false);
  }

  /** Pauses with the player's button; returns where it stopped. */
  async pause(): Promise<number> {
    await this.press('Пауза');
    await expect(this.video).toHaveJSProperty('paused', true);
    return this.currentTime();
  }

  /** Plays with the player's button. */
  async play(): Promise<void> {
    await this.press('Воспроизвести');
    await expect(this.video).toHaveJSProperty('paused', false);
  }
}
