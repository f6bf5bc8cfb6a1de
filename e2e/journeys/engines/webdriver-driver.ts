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

// A faded control takes no pointer events, and WebKit refuses to move onto such an element: the
// pointer goes to its centre in the viewport instead, as a person's would.
const centreOf = (element: Element) => {
  element.scrollIntoView({ block: 'nearest' });
  const { left, top, width, height } = element.getBoundingClientRect();
  return { x: Math.round(left + width / 2), y: Math.round(top + height / 2) };
};

const moveTo = ({ x, y }: { x: number; y: number }): Action => ({
  type: 'pointerMove',
  duration: 0,
  origin: 'viewport',
  x,
  y,
});

/** WebKit (WebKitGTK's MiniBrowser) over classic W3C WebDriver: one session per journey. */
export class WebDriverDriver implements EngineDriver {
  readonly engine = 'webkit';

  private constructor(private readonly session: WebDriverSession) {}

  static async start(
    { url, capabilities }: WebKitDriverProcess,
    timeoutMs: number,
  ): Promise<WebDriverDriver> {
    const session = await WebDriverSession.create(url, capabilities, timeoutMs);
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

  async evaluateInFrame<Result, Arg>(
    urlPart: string,
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result> {
    const frame = await this.session.execute<WebElement | null>(
      'return [...document.querySelectorAll("iframe")].find((f) => f.src.includes(arguments[0])) ?? null;',
      [urlPart],
    );
    if (!frame) throw new Error(`no frame at ${urlPart}`);
    await this.session.switchToFrame(frame);
    try {
      return await this.evaluate(fn, arg);
    } finally {
      await this.session.switchToParentFrame();
    }
  }

  private shown(control: Control): Promise<WebElement[]> {
    return this.session.execute<WebElement[]>(
      `return (${findControls.toString()})(arguments[0]);`,
      [control],
    );
  }

  /** Where the first shown match's centre is in the viewport, scrolled into view. */
  private async centre(control: Control): Promise<{ x: number; y: number }> {
    const [element] = await this.shown(control);
    if (!element) throw new Error(`no ${control.role} '${control.name}' is shown`);
    return this.evaluate(centreOf, element as unknown as Element);
  }

  async countShown(control: Control): Promise<number> {
    return (await this.shown(control)).length;
  }

  async click(control: Control): Promise<void> {
    await this.session.performActions([
      pointer([
        moveTo(await this.centre(control)),
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]),
    ]);
  }

  async hover(control: Control): Promise<void> {
    await this.session.performActions([pointer([moveTo(await this.centre(control))])]);
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

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.screenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.session.delete();
  }
}
