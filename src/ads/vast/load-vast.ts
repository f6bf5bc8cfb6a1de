// A static import: the ads chunk and the library then download side by side.
import { VASTParser } from '@dailymotion/vast-client';
import { AdErrorCode, type VastLoadResult } from '../ad-types';
import { fetchVastXml, type VastRequest } from './fetch-vast-xml';
import { parseVastAd, type VastResponse } from './parse-vast-ad';
import { adBodies, childElements, vastErrorUrls } from './vast-xml';

/** Options of loadVast. */
export interface LoadVastOptions {
  /** For each request (the tag, then each wrapper hop), in ms. Default 8000. */
  timeoutMs?: number;
  /** How many wrappers may lead to the inline ad; one more fails with 302. Default 4. */
  wrapperLimit?: number;
  /** The page's headers, sent on every VAST request. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

function failure(
  code: AdErrorCode,
  errorUrls: string[],
  reportedByLibrary: boolean,
  message: string,
): VastLoadResult {
  return { kind: 'error', code, errorUrls, reportedByLibrary, message };
}

/** The codes the library pings when it drops the last ad; anything else is unexpected. */
function libraryCode(code: number): AdErrorCode {
  return code === AdErrorCode.wrapperFailed ||
    code === AdErrorCode.wrapperLimitReached ||
    code === AdErrorCode.noVastResponse
    ? code
    : AdErrorCode.undefinedError;
}

/** Settles as the promise does, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function load(
  url: string,
  wrapperLimit: number,
  request: VastRequest,
  documents: Document[],
): Promise<VastLoadResult> {
  const root = await fetchVastXml(url, request);
  if (root.kind === 'error') return failure(root.code, [], false, root.message);
  documents.push(root.document);
  // Checked before the library sees it: it pings 303 for no ad, picks the first of several, and
  // throws a TypeError on an Ad with neither InLine nor Wrapper.
  const adCount = childElements(root.document.documentElement, 'Ad').length;
  const bodyCount = adBodies(root.document).length;
  if (adCount !== 1 || bodyCount !== 1) {
    const message = `${url} holds ${adCount} Ad elements, ${bodyCount} InLine or Wrapper`;
    return failure(AdErrorCode.vpaidOrEmpty, vastErrorUrls(documents), false, message);
  }

  const fetchWrapped = async ({ url: hopUrl }: { url: string }): Promise<Document> => {
    const hop = await fetchVastXml(hopUrl, request).catch((error: unknown) => {
      // After an abort the hop never settles, so the library pings no error for it.
      if (request.signal?.aborted) return new Promise<never>(() => {});
      throw error;
    });
    if (hop.kind === 'error') throw new Error(hop.message);
    documents.push(hop.document);
    return hop.document;
  };
  const parser = new VASTParser({ fetcher: { fetchVAST: fetchWrapped } });
  const libraryErrors: number[] = [];
  parser.on('VAST-error', (error: { ERRORCODE: number }) => libraryErrors.push(error.ERRORCODE));
  // The library counts the root VAST as the first level, so one more lets wrapperLimit wrappers through.
  const response: VastResponse = await parser.parseVAST(root.document, {
    url,
    wrapperLimit: Math.max(0, wrapperLimit) + 1,
  });

  const errorUrls = vastErrorUrls(documents);
  const lastLibraryError = libraryErrors.at(-1);
  if (response.ads.length === 0 && lastLibraryError !== undefined) {
    // The library dropped the ad (wrapper failure, wrapper limit, no media files) and pinged for it.
    const message = `The VAST library reported error ${lastLibraryError} for ${url}`;
    return failure(libraryCode(lastLibraryError), errorUrls, true, message);
  }
  if (response.ads.length !== 1) {
    return failure(
      AdErrorCode.vpaidOrEmpty,
      errorUrls,
      false,
      `${url} led to ${response.ads.length} ads`,
    );
  }
  const ad = parseVastAd(response, { url, documents });
  return ad
    ? { kind: 'ad', ad }
    : failure(
        AdErrorCode.vpaidOrEmpty,
        errorUrls,
        false,
        `${url} has neither a linear creative nor a SIMID overlay`,
      );
}

/**
 * Loads a VAST tag, follows its wrappers and gives its one linear ad, or the error to report.
 * Never throws; when `signal` aborts it rejects with the signal's reason (by default an AbortError
 * DOMException), and the VAST library pings nothing for the abandoned requests.
 */
export async function loadVast(
  url: string,
  options: LoadVastOptions = {},
): Promise<VastLoadResult> {
  options.signal?.throwIfAborted();
  const request: VastRequest = {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    headers: options.headers ?? {},
    timeoutMs: options.timeoutMs ?? 8000,
    signal: options.signal,
  };
  const documents: Document[] = [];
  try {
    return await untilAborted(
      load(url, options.wrapperLimit ?? 4, request, documents),
      options.signal,
    );
  } catch (error) {
    options.signal?.throwIfAborted();
    return failure(
      AdErrorCode.undefinedError,
      vastErrorUrls(documents),
      false,
      `VAST ${url}: ${String(error)}`,
    );
  }
}
