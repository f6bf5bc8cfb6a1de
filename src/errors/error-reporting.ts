import type * as SentrySdk from '@sentry/react';
import { createErrorId, createEventId } from '../lib/error-id';

type Sentry = typeof SentrySdk;

/** The embed settings of error reporting: it is on only with a DSN. */
export interface ErrorReportingSettings {
  errorDsn: string | undefined;
  errorProject: string | undefined;
}

let sentry: Promise<Sentry | undefined> | undefined;

/** Sentry's options of spec section 9: every trace, a tenth of sessions replayed, every error's. */
export function sentryOptions(
  settings: ErrorReportingSettings,
  sdk: Sentry,
): SentrySdk.BrowserOptions {
  return {
    dsn: settings.errorDsn,
    integrations: [sdk.browserTracingIntegration(), sdk.replayIntegration()],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    initialScope: settings.errorProject ? { tags: { project: settings.errorProject } } : undefined,
  };
}

/** Starts error reporting when the settings give a DSN; Sentry's SDK is fetched only then. */
export function startErrorReporting(settings: ErrorReportingSettings): void {
  if (!settings.errorDsn || sentry) return;
  sentry = import('./sentry-sdk').then(
    (sdk) => {
      sdk.init(sentryOptions(settings, sdk));
      return sdk;
    },
    (error: unknown) => {
      // Without its reporter the player still plays; errors keep their ids in the console.
      console.warn('[player] error reporting could not start', error);
      return undefined;
    },
  );
}

/**
 * Reports an unexpected error and gives the id the error screen shows: the reported event's id
 * when reporting is on (known at once, so the screen need not wait), else a short generated one.
 * Either way the id goes to the console beside the error.
 */
export function reportError(error: unknown): string {
  const reporting = sentry;
  const errorId = reporting ? createEventId() : createErrorId();
  console.error(`[player] error ${errorId}`, error);
  void reporting?.then((sdk) => sdk?.captureException(error, { event_id: errorId }));
  return errorId;
}
