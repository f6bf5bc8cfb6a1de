import type { Control, EngineDriver, Key } from '../driver';
import { findControls } from './find-controls';
import { WebDriverSession, type Action, type WebElement } from './webdriver-client';
import type { WebKitDriverProcess } from './webkit-driver-process';

// WebDriver's code points for keys that have no character of their own.
const keyValues: Record<Key, string> = {
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Escape: '\uE00C',
  Space: ' ',
  m: 'm',
};

const pointer = (actions: Action[]) => ({
  type: 'pointer',
  id: 'mouse',
  parameters: { pointerType: 'mouse' },
  actions,
});

const moveTo = (element: WebElement): Action => ({
  type: 'pointerMove',
  duration: 0,
  origin: element,
  x: 0,
  y: 0,
});

/** WebKit (WebKitGTK's MiniBrowser) over classic W3C WebDriver: one session per journey. */
export class WebDriverDriver implements EngineDriver {
  readonly engine = 'webkit';

  private constructor(private readonly session: WebDriverSession) {}

  static async start({ url, capabilities }: WebKitDriverProcess): Promise<WebDriverDriver> {
    const session = await WebDriverSession.create(url, capabilities);
    await session.setWindowRect(1280, 800);
    return new WebDriverDriver(session);
  }

  open(url: string): Promise<void> {
    return this.session.navigate(url);
  }

  reload(): Promise<void> {
    return this.session.refresh();
  }

  evaluate<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.session.execute<Result>(`return (${fn.toString()})(arguments[0]);`, [arg ?? null]);
  }

  private shown(control: Control): Promise<WebElement[]> {
    return this.session.execute<WebElement[]>(
      `return (${findControls.toString()})(arguments[0]);`,
      [control],
    );
  }

  private async first(control: Control): Promise<WebElement> {
    const [element] = await this.shown(control);
    if (!element) throw new Error(`no ${control.role} '${control.name}' is shown`);
    return element;
  }

  async countShown(control: Control): Promise<number> {
    return (await this.shown(control)).length;
  }

  async click(control: Control): Promise<void> {
    const element = await this.first(control);
    await this.session.execute('arguments[0].scrollIntoView({ block: "nearest" });', [element]);
    await this.session.performActions([
      pointer([
        moveTo(element),
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]),
    ]);
  }

  async hover(control: Control): Promise<void> {
    await this.session.performActions([pointer([moveTo(await this.first(control))])]);
  }

  async hoverSelector(selector: string): Promise<void> {
    const element = await this.session.execute<WebElement | null>(
      'return document.querySelector(arguments[0]);',
      [selector],
    );
    if (!element) throw new Error(`nothing matches ${selector}`);
    await this.session.performActions([pointer([moveTo(element)])]);
  }

  async press(key: Key): Promise<void> {
    const value = keyValues[key];
    await this.session.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ],
      },
    ]);
  }

  async close(): Promise<void> {
    await this.session.delete();
  }
}
