// eslint-disable-next-line no-restricted-imports -- the one file that wraps Playwright's expect
import { expect as playwrightExpect } from '@playwright/test';

/**
 * How often `expect.poll` looks again: after 100 ms, then every 250 ms. Playwright's default
 * backs off to once a second, which adds half a second on average to each longer wait on the
 * film's time or a server's record (over a minute of the browser suite's time); a look costs a
 * few ms.
 */
export const pollIntervals = [100, 250];

type PollOptions = Exclude<Parameters<typeof playwrightExpect.poll>[1], string | undefined>;

/** Playwright's expect, whose polls look again at `pollIntervals` unless a poll names its own. */
export const expect = playwrightExpect.configure({});
const poll = expect.poll;
expect.poll = (actual, messageOrOptions) => {
  const options: PollOptions =
    typeof messageOrOptions === 'string' ? { message: messageOrOptions } : (messageOrOptions ?? {});
  return poll(actual, { intervals: pollIntervals, ...options });
};
