/** The engines the journeys run in, one Playwright project each. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The roles the journeys find controls by. */
export type Role =
  'button' | 'checkbox' | 'dialog' | 'group' | 'link' | 'menuitem' | 'menuitemradio' | 'slider';

/** A control as a viewer names it: its role and accessible name (the whole name, or its start). */
export interface Control {
  role: Role;
  name: string;
  /** The name only starts with `name` ('Качество' of 'Качество Auto (720p)'). */
  prefix?: boolean;
}

/** Keys the journeys press, by their DOM `key` names. */
export type Key = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Space' | 'Escape' | 'm';

/**
 * What a journey needs of a browser, whatever drives it: Playwright for Chromium, WebDriver BiDi
 * for Firefox, classic W3C WebDriver for WebKit. Everything else is built on these.
 */
export interface EngineDriver {
  readonly engine: Engine;
  /** Loads the URL and waits for its load event. */
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the top page with one JSON argument and returns its JSON result. */
  evaluate<Result, Arg = undefined>(
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result>;
  /**
   * Runs `fn` as evaluate does, in the first frame of the top page whose URL contains `urlPart`
   * (a frame of any origin: what the test reads there, no page of the test could).
   */
  evaluateInFrame<Result, Arg = undefined>(
    urlPart: string,
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result>;
  /** How many controls of this role and name are shown now. */
  countShown(control: Control): Promise<number>;
  /** Moves the pointer onto the first shown match, as a viewer does, and clicks it. */
  click(control: Control): Promise<void>;
  /** Moves the pointer onto the first shown match and rests it there. */
  hover(control: Control): Promise<void>;
  /** Presses and releases a key where the focus is. */
  press(key: Key): Promise<void>;
  /** A PNG of the viewport, kept with a failed journey. */
  screenshot(): Promise<Buffer>;
  /** Ends the browsing session: its cookies and storage go with it. */
  close(): Promise<void>;
}
