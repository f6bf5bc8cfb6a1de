/** A W3C WebDriver element reference, as the protocol passes it. */
export type WebElement = Record<'element-6066-11e4-a52e-4f735466cecf', string>;

/** One pointer or key action of the Actions endpoint. */
export type Action = Record<string, unknown>;

/**
 * The few endpoints of classic W3C WebDriver the journeys use, over fetch. WebdriverIO's
 * `webdriver` package would do, but it brings browser-driver downloaders along (@wdio/utils), and
 * its current major wants Node 22.
 */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** A new session; a browser that has not come up within timeoutMs is given up. */
  static async create(
    driverUrl: string,
    capabilities: object,
    timeoutMs: number,
  ): Promise<WebDriverSession> {
    const { sessionId } = await request<{ sessionId: string }>(
      driverUrl,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
      timeoutMs,
    );
    return new WebDriverSession(driverUrl, sessionId);
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return request<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<void> {
    return this.call('POST', '/url', { url });
  }

  refresh(): Promise<void> {
    return this.call('POST', '/refresh', {});
  }

  setWindowRect(width: number, height: number): Promise<void> {
    return this.call('POST', '/window/rect', { width, height });
  }

  /** Runs a script body (`arguments[0]`... are `args`); a promise it returns is awaited. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.call('POST', '/execute/sync', { script, args });
  }

  /** Runs what follows in this frame (an iframe element of the current browsing context). */
  switchToFrame(frame: WebElement): Promise<void> {
    return this.call('POST', '/frame', { id: frame });
  }

  switchToParentFrame(): Promise<void> {
    return this.call('POST', '/frame/parent', {});
  }

  click(element: WebElement): Promise<void> {
    return this.call('POST', `/element/${elementId(element)}/click`, {});
  }

  performActions(actions: Action[]): Promise<void> {
    return this.call('POST', '/actions', { actions });
  }

  releaseActions(): Promise<void> {
    return this.call('DELETE', '/actions');
  }

  /** A PNG of the viewport, base64. */
  screenshot(): Promise<string> {
    return this.call('GET', '/screenshot');
  }

  delete(): Promise<void> {
    return this.call('DELETE', '');
  }
}

export const elementId = (element: WebElement) => element['element-6066-11e4-a52e-4f735466cecf'];

async function request<T>(
  base: string,
  method: string,
  path: string,
  body?: object,
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}
