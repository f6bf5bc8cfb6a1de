/** What the VAST request of a tag carries, as loadVast sends it. */
export interface VastHeadStartOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** A VAST request sent ahead of the ads chunk. */
export interface VastHeadStart {
  /** loadVast's fetch: the early answer for the first request of the tag, anything else anew. */
  fetch: typeof fetch;
  /** The early answer's text, to look into before the chunk has come; undefined if it failed. */
  text: Promise<string | undefined>;
}

/**
 * Sends the request for the VAST tag url now, before the ads chunk that reads its answer has
 * loaded: its fetch hands this response to loadVast's first request for url and fetches anything
 * else. The caller's signal (its timeout) aborts the early request too.
 */
export function startVastRequest(url: string, options: VastHeadStartOptions): VastHeadStart {
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
  // A copy of the body, made before loadVast can read the original.
  const text = early
    .then((response) => (response.ok ? response.clone().text() : undefined))
    .catch(() => undefined);
  const vastFetch: typeof fetch = (input, init) => {
    const answer = input === url ? early : undefined;
    if (!answer) return fetch(input, init);
    early = undefined;
    if (init?.signal) abortWith(init.signal);
    return answer;
  };
  return { fetch: vastFetch, text };
}
