import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, sentryOptions } from './error-reporting';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it("gives Sentry the spec's rates, tracing and replay, and the project label as a tag", () => {
    const options = sentryOptions(
      { errorDsn: 'https://key@errors.example/7', errorProject: 'catalogue-player' },
      Sentry,
    );
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example/7',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      initialScope: { tags: { project: 'catalogue-player' } },
    });
    const integrations = Array.isArray(options.integrations) ? options.integrations : [];
    expect(integrations.map((integration) => integration.name).sort()).toEqual([
      'BrowserTracing',
      'Replay',
    ]);
  });

  it('without a DSN, gives a short id and writes it to the console with the error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('catalogue down');
    const id = reportError(error);
    expect(id).toMatch(/^[0-9A-F]{8}$/);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(`[player] error ${id}`, error);
    expect(reportError(error)).not.toBe(id);
  });
});
