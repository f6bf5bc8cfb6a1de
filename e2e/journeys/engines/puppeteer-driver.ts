import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import type { Control, EngineDriver, Key } from '../driver';
import { findControls } from './find-controls';

/** Firefox over WebDriver BiDi, through puppeteer-core: one fresh browser context per journey. */
export class PuppeteerDriver implements EngineDriver {
  readonly engine = 'firefox';

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  static async start(browser: Browser): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 720 });
    return new PuppeteerDriver(context, page);
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  evaluate<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Result>;
  }

  evaluateInFrame<Result, Arg>(
    urlPart: string,
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result> {
    const frame = this.page.frames().find((candidate) => candidate.url().includes(urlPart));
    if (!frame) throw new Error(`no frame at ${urlPart}`);
    return frame.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Result>;
  }

  private async shown(control: Control): Promise<ElementHandle[]> {
    const list = await this.page.evaluateHandle(findControls, control);
    const properties = await list.getProperties();
    await list.dispose();
    const elements = [...properties.values()]
      .map((handle) => handle.asElement())
      .filter((element): element is ElementHandle => element !== null);
    return elements;
  }

  private async first(control: Control): Promise<ElementHandle> {
    const [element] = await this.shown(control);
    if (!element) throw new Error(`no ${control.role} '${control.name}' is shown`);
    return element;
  }

  async countShown(control: Control): Promise<number> {
    return (await this.shown(control)).length;
  }

  async click(control: Control): Promise<void> {
    const element = await this.first(control);
    await element.hover();
    await element.click();
  }

  async hover(control: Control): Promise<void> {
    await (await this.first(control)).hover();
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
