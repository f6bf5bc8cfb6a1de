import type { Page, Request } from '@playwright/test';

/** What a request fetched: playlists, media segments, JavaScript, or anything else. */
export type RequestKind = 'playlists' | 'media' | 'javascript' | 'other';

export interface LedgerTotals {
  /** Bytes on the wire: headers and (encoded) bodies. */
  bytes: Record<RequestKind, number>;
  /** The bodies alone. */
  bodyBytes: Record<RequestKind, number>;
  requests: Record<RequestKind, number>;
}

/** The kind of a request by its path. */
export function requestKind(url: string): RequestKind {
  const { pathname } = new URL(url);
  if (/\.m3u8$|\/master\.json$/.test(pathname)) return 'playlists';
  if (/\.(m4s|mp4|ts|aac)$/.test(pathname)) return 'media';
  if (/\.m?js$/.test(pathname)) return 'javascript';
  return 'other';
}

const zero = (): Record<RequestKind, number> => ({
  playlists: 0,
  media: 0,
  javascript: 0,
  other: 0,
});

/**
 * Records every finished request of page and its frames, with its bytes on the wire (headers and
 * encoded body); `totals()` sums them by kind, `freeze()` stops counting.
 */
export function recordRequests(page: Page) {
  const sizes: Promise<{ kind: RequestKind; body: number; headers: number }>[] = [];
  const onFinished = (request: Request) => {
    const kind = requestKind(request.url());
    sizes.push(
      request.sizes().then(
        (size) => ({ kind, body: size.responseBodySize, headers: size.responseHeadersSize }),
        () => ({ kind, body: 0, headers: 0 }),
      ),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    freeze: () => page.off('requestfinished', onFinished),
    async totals(): Promise<LedgerTotals> {
      const totals = { bytes: zero(), bodyBytes: zero(), requests: zero() };
      for (const { kind, body, headers } of await Promise.all(sizes)) {
        totals.bytes[kind] += body + headers;
        totals.bodyBytes[kind] += body;
        totals.requests[kind] += 1;
      }
      return totals;
    },
  };
}
