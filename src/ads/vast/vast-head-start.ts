/** What the VAST request of a tag carries, as loadVast sends it. */
export interface VastHeadStartOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
}

/**
 * Sends the request for the VAST tag url now, before the ads chunk that reads its answer has
 * loaded, and returns the fetch for loadVast: it hands this response to the first request for
 * url and fetches anything else. The caller's signal (its timeout) aborts the early request too.
 */
export function startVastRequest(url: string, options: VastHeadStartOptions): typeof fetch {
  const controller = new AbortController();
  const abortWith = (signal: AbortSignal) => {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  };
  abortWith(options.signal);
  // loadVast's own request, word for word: the page's headers, no cookies.
  let early: Promise<Response> | undefined = fetch(url, {
    headers: options.headers,
    credentials: 'omit',
    signal: controller.signal,
  });
  // Never taken (the ads chunk did not load): nobody waits for it.
  early.catch(() => undefined);
  return (input, init) => {
    const answer = input === url ? early : undefined;
    if (!answer) return fetch(input, init);
    early = undefined;
    if (init?.signal) abortWith(init.signal);
    return answer;
  };
}
