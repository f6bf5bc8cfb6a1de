import type { AdErrorCode } from '../ad-types';
import { creativeErrorCode, simidError } from './simid-codes';
import { showSimidFrame } from './simid-frame';
import { creativeRequest, playerMessage, type simidStopCode } from './simid-protocol';
import { openSimidSession, type CreativeRequest, type SimidAnswer } from './simid-session';

/**
 * Where a creative is: waiting for its session, for its answer to init, initialized, asked to
 * start, shown; then ending (told the ad is over, its last answer awaited), gone, or failed.
 */
export type SimidCreativeState =
  'loading' | 'initializing' | 'ready' | 'starting' | 'started' | 'ending' | 'ended' | 'failed';

/** Why a creative was dropped: its reject of init or startCreative, its fatalError, or a deadline. */
export interface SimidFailure {
  /** For the Error URLs. */
  code: AdErrorCode;
  message: string;
  /** The creative's own fatalError: the ad itself must end (SIMID section 4.4.4). */
  fatal: boolean;
}

/** How the ad ended, as the creative is told (SIMID section 6.9). */
export type SimidEnd =
  | { type: 'skipped' }
  | { type: 'stopped'; code: (typeof simidStopCode)[keyof typeof simidStopCode] }
  | { type: 'fatalError'; code: AdErrorCode; message: string };

/** The longest the player waits for each step, when a step not taken in time drops the creative. */
export interface SimidDeadlines {
  sessionMs: number;
  initMs: number;
  startMs: number;
}

export interface SimidCreativeOptions {
  /** The creative's frame, in the page and hidden (createSimidFrame). */
  frame: HTMLIFrameElement;
  /** SIMID:Player:init's args, read when the creative has created its session. */
  initArgs(): unknown;
  /** The creative's requests once it is initialized, but fatalError (see onFailed). */
  onRequest(request: CreativeRequest): void;
  /** The creative answered startCreative: it shows. */
  onShown(): void;
  /** The creative is dropped (its frame gone); called once, never after end(). */
  onFailed(failure: SimidFailure): void;
  /** Without deadlines (a linear ad), a slow creative may catch up until the ad's end. */
  deadlines?: SimidDeadlines;
  /** How long a creative told the ad is over has to answer before its frame goes. */
  endAnswerMs?: number;
}

export interface SimidCreative {
  readonly state: SimidCreativeState;
  /** Settles with true once the creative resolves init; false if it fails or the ad ends first. */
  readonly initialized: Promise<boolean>;
  /** Asks the creative to show (startCreative) as soon as it is initialized. */
  start(): void;
  /** Tells an initialized creative something (SIMID:Media:*, SIMID:Player:resize…). */
  post(type: string, args?: unknown): void;
  /** The SIMID code of a step the creative has still not answered: for the ad's end. */
  unanswered(): AdErrorCode | undefined;
  /**
   * Hides it, tells it how the ad ended and, once it answers (or now), removes its frame; settles
   * once the frame is gone.
   */
  end(how: SimidEnd, options?: { now?: boolean }): Promise<void>;
}

// The ad is over: the creative has a moment for its last tracking pixels (SIMID section 6.9).
const defaultEndAnswerMs = 2000;

const talking: readonly SimidCreativeState[] = ['ready', 'starting', 'started'];

const rejectedCode = (answer: SimidAnswer) =>
  creativeErrorCode((answer.value as { errorCode?: unknown } | undefined)?.errorCode);

/**
 * The player's side of one SIMID creative's life (SIMID sections 6.1 to 6.9): its session, init,
 * startCreative, its requests, its failures and its end. The ad around it (the linear ad's media,
 * the nonlinear overlay's box) is the caller's.
 */
export function connectSimidCreative(options: SimidCreativeOptions): SimidCreative {
  const { frame, deadlines } = options;
  let state: SimidCreativeState = 'loading';
  let wantsStart = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settleInit: (ok: boolean) => void = () => undefined;
  const initialized = new Promise<boolean>((resolve) => (settleInit = resolve));
  let unloaded: () => void = () => undefined;
  const gone = new Promise<void>((resolve) => (unloaded = resolve));
  const visibility = new AbortController();

  const unload = () => {
    clearTimeout(timer);
    visibility.abort();
    session.close();
    frame.remove();
    unloaded();
  };

  const fail = (code: AdErrorCode, message: string, fatal = false) => {
    if (state === 'ended' || state === 'ending' || state === 'failed') return;
    state = 'failed';
    settleInit(false);
    unload();
    options.onFailed({ code, message, fatal });
  };

  // Each step not taken in time drops the creative, when the ad sets deadlines.
  const deadline = (ms: number | undefined, code: AdErrorCode, message: string) => {
    clearTimeout(timer);
    if (ms !== undefined) timer = setTimeout(() => fail(code, message), ms);
  };

  const askStart = () => {
    state = 'starting';
    deadline(deadlines?.startMs, simidError.startUnanswered, 'no answer to startCreative');
    void session.ask(playerMessage.startCreative).then((answer) => {
      if (state !== 'starting') return;
      clearTimeout(timer);
      if (!answer.resolved)
        return fail(rejectedCode(answer), 'the creative rejected startCreative');
      state = 'started';
      showSimidFrame(frame, true);
      options.onShown();
    });
  };

  const session = openSimidSession({
    frame,
    onCreated() {
      state = 'initializing';
      deadline(deadlines?.initMs, simidError.initUnanswered, 'no answer to init');
      void session.ask(playerMessage.init, options.initArgs()).then((answer) => {
        if (state !== 'initializing') return;
        clearTimeout(timer);
        if (!answer.resolved) return fail(rejectedCode(answer), 'the creative rejected init');
        state = 'ready';
        settleInit(true);
        if (wantsStart) askStart();
      });
    },
    onRequest(request) {
      if (request.name === creativeRequest.fatalError) {
        const message = request.args.errorMessage;
        return fail(
          creativeErrorCode(request.args.errorCode),
          typeof message === 'string' ? message.slice(0, 200) : 'the creative failed',
          true,
        );
      }
      // Before its init is answered, the creative has nothing to ask (SIMID section 6.5).
      if (!talking.includes(state) && state !== 'ending')
        return request.reject(simidError.malformedMessage, 'not initialized');
      options.onRequest(request);
    },
  });
  deadline(deadlines?.sessionMs, simidError.sessionNotCreated, 'no createSession');

  // A page out of sight is the web's background (SIMID section 4.3.3).
  const document = frame.ownerDocument;
  document.addEventListener(
    'visibilitychange',
    () => {
      if (!talking.includes(state)) return;
      if (document.visibilityState === 'hidden') void session.ask(playerMessage.appBackgrounded);
      else session.post(playerMessage.appForegrounded);
    },
    { signal: visibility.signal },
  );

  return {
    get state() {
      return state;
    },
    initialized,
    start() {
      wantsStart = true;
      if (state === 'ready') askStart();
    },
    post(type, args) {
      if (talking.includes(state)) session.post(type, args);
    },
    unanswered() {
      if (state === 'loading') return simidError.sessionNotCreated;
      if (state === 'initializing') return simidError.initUnanswered;
      if (state === 'starting') return simidError.startUnanswered;
      return undefined;
    },
    end(how, { now = false } = {}) {
      if (state === 'ending' || state === 'ended' || state === 'failed') return gone;
      const told = talking.includes(state);
      state = 'ending';
      settleInit(false);
      clearTimeout(timer);
      showSimidFrame(frame, false);
      const finish = () => {
        state = 'ended';
        unload();
      };
      // Only an initialized creative is told anything (SIMID section 6.5).
      if (now || !told) {
        finish();
        return gone;
      }
      timer = setTimeout(finish, options.endAnswerMs ?? defaultEndAnswerMs);
      const ending =
        how.type === 'skipped'
          ? session.ask(playerMessage.adSkipped)
          : how.type === 'stopped'
            ? session.ask(playerMessage.adStopped, { code: how.code })
            : session.ask(playerMessage.fatalError, {
                errorCode: how.code,
                errorMessage: how.message,
              });
      void ending.then(() => state === 'ending' && finish());
      return gone;
    },
  };
}
