/** The page's statistics function: `sendStat(eventName, payload)`. */
export type StatFunction = (eventName: string, payload: Record<string, unknown>) => void;

type StatWindow = Window & { sendStat?: unknown };

/** The window whose sendStat takes the events: the player's own, else the top window where reachable. */
function statWindow(win: Window): StatWindow | undefined {
  if (typeof (win as StatWindow).sendStat === 'function') return win;
  try {
    const top = win.top as StatWindow | null;
    if (top && top !== win && typeof top.sendStat === 'function') return top;
  } catch {
    // A top window of another origin is out of reach: its properties throw a SecurityError.
  }
  return undefined;
}

/**
 * Sends statistics to the page's sendStat, looked up at each event (a host may define it late);
 * without one they go to `unreachable` (the host of another origin, through its embed script), or
 * nowhere; a host function that throws never stops the player. Each event goes one way only.
 */
export function createStatSender(
  win: Window = window,
  unreachable: StatFunction = () => {},
): StatFunction {
  return (eventName, payload) => {
    const target = statWindow(win);
    if (!target) {
      unreachable(eventName, payload);
      return;
    }
    try {
      // Called as the window's method: a host's function may well use `this`.
      (target as unknown as { sendStat: StatFunction }).sendStat(eventName, payload);
    } catch (error) {
      console.warn('[analytics] the page’s sendStat threw', error);
    }
  };
}
