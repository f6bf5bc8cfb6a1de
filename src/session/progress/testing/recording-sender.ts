import type { ProgressSender } from '../progress-types';

/** One call the keeper made, held open until the test settles it. */
export interface SentCall {
  kind: 'time' | 'completed';
  contentId: number;
  episodeId: number;
  time?: number;
  keepalive: boolean;
  signal?: AbortSignal;
  settled: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/** A ProgressSender that records every call and answers only when told (or at once, if auto). */
export function recordingSender({ auto = false }: { auto?: boolean } = {}) {
  const calls: SentCall[] = [];

  function record(
    fields: Pick<SentCall, 'kind' | 'contentId' | 'episodeId' | 'time'>,
    options: { signal?: AbortSignal; keepalive?: boolean },
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const call: SentCall = {
        ...fields,
        keepalive: options.keepalive ?? false,
        signal: options.signal,
        settled: false,
        resolve: () => {
          call.settled = true;
          resolve(undefined);
        },
        reject: (error) => {
          call.settled = true;
          reject(error);
        },
      };
      // Like fetch: an abort rejects the call with the signal's reason.
      options.signal?.addEventListener('abort', () => call.reject(options.signal?.reason));
      calls.push(call);
      if (auto) call.resolve();
    });
  }

  const sender: ProgressSender = {
    saveTimeProgress: (contentId, episodeId, time, options) =>
      record({ kind: 'time', contentId, episodeId, time }, options),
    markCompleted: (contentId, episodeId, options) =>
      record({ kind: 'completed', contentId, episodeId }, options),
  };

  return {
    sender,
    calls,
    /** The calls still waiting for an answer. */
    open: () => calls.filter((call) => !call.settled),
    /** The positions sent, oldest first. */
    times: () => calls.filter((call) => call.kind === 'time').map((call) => call.time),
  };
}
