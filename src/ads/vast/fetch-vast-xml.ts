import { AdErrorCode } from '../ad-types';

/** How one VAST request is made. */
export interface VastRequest {
  fetch: typeof fetch;
  /** The page's headers, sent on every VAST request. */
  headers: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** One VAST document, or why it could not be had. */
export type VastFetchResult =
  | { kind: 'document'; document: Document }
  | {
      kind: 'error';
      code:
        | typeof AdErrorCode.xmlParse
        | typeof AdErrorCode.noVastResponse
        | typeof AdErrorCode.vastLoadTimeout;
      message: string;
    };

const timeoutReason = 'VAST request timeout';

/** Requests one VAST document; rejects only with the caller's abort reason. */
export function fetchVastXml(url: string, request: VastRequest): Promise<VastFetchResult> {
  return fetchAdXml(url, request, (root) => root.nodeName === 'VAST');
}

/**
 * Requests one XML document of the ad server (a VAST, a VMAP) whose root isRoot accepts, with the
 * VAST request's timeout and errors; rejects only with the caller's abort reason.
 */
export async function fetchAdXml(
  url: string,
  request: VastRequest,
  isRoot: (root: Element) => boolean,
): Promise<VastFetchResult> {
  request.signal?.throwIfAborted();
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', forwardAbort, { once: true });
  const timer = setTimeout(() => controller.abort(timeoutReason), request.timeoutMs);
  let text: string;
  try {
    const response = await request.fetch(url, {
      headers: request.headers,
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok) {
      return {
        kind: 'error',
        code: AdErrorCode.noVastResponse,
        message: `HTTP ${response.status} from ${url}`,
      };
    }
    // The timeout also covers reading the body.
    text = await response.text();
  } catch (error) {
    request.signal?.throwIfAborted();
    if (controller.signal.reason === timeoutReason) {
      return {
        kind: 'error',
        code: AdErrorCode.vastLoadTimeout,
        message: `No answer from ${url} in ${request.timeoutMs} ms`,
      };
    }
    return { kind: 'error', code: AdErrorCode.noVastResponse, message: `${url}: ${String(error)}` };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
  return parseXmlText(text, url, isRoot);
}

function parseXmlText(
  text: string,
  url: string,
  isRoot: (root: Element) => boolean,
): VastFetchResult {
  if (text.trim() === '') {
    return {
      kind: 'error',
      code: AdErrorCode.noVastResponse,
      message: `Empty response from ${url}`,
    };
  }
  const document = new DOMParser().parseFromString(text, 'text/xml');
  // Firefox and jsdom return a <parsererror> document, Chrome and Safari insert one in the partial tree.
  if (document.getElementsByTagName('parsererror').length > 0) {
    return { kind: 'error', code: AdErrorCode.xmlParse, message: `${url} is not well-formed XML` };
  }
  if (!isRoot(document.documentElement)) {
    return {
      kind: 'error',
      code: AdErrorCode.xmlParse,
      message: `${url} holds <${document.documentElement.nodeName}>, not the document asked for`,
    };
  }
  return { kind: 'document', document };
}
