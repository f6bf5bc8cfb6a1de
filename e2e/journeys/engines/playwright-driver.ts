import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Control, EngineDriver, Key } from '../driver';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chromium through Playwright: its own role queries, which compute full accessible names. */
export class PlaywrightDriver implements EngineDriver {
  readonly engine = 'chromium';

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  static async start(browser: Browser): Promise<PlaywrightDriver> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    return new PlaywrightDriver(context, await context.newPage());
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  evaluate<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.page.evaluate(fn as (arg: unknown) => Result | Promise<Result>, arg);
  }

  evaluateInFrame<Result, Arg>(
    urlPart: string,
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result> {
    const frame = this.page.frames().find((candidate) => candidate.url().includes(urlPart));
    if (!frame) throw new Error(`no frame at ${urlPart}`);
    return frame.evaluate(fn as (arg: unknown) => Result | Promise<Result>, arg);
  }

  private shown({ role, name, prefix }: Control): Locator {
    const matcher = prefix ? new RegExp(`^${escapeRegExp(name)}`) : name;
    return this.page.getByRole(role, { name: matcher, exact: !prefix }).filter({ visible: true });
  }

  countShown(control: Control): Promise<number> {
    return this.shown(control).count();
  }

  async click(control: Control): Promise<void> {
    const target = this.shown(control).first();
    await target.hover();
    await target.click();
  }

  async hover(control: Control): Promise<void> {
    // force: faded controls let the pointer through to the player, whose move wakes them.
    await this.shown(control).first().hover({ force: true });
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  screenshot(): Promise<Buffer> {
    return this.page.screenshot();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
