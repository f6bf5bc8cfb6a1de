import { ApiError } from './api-error';
import type { Content, Episode } from './catalogue-types';

/** The catalogue calls the player makes today; the full typed client comes from api/openapi.yaml. */
export interface CatalogueClient {
  getContent(id: number, signal?: AbortSignal): Promise<Content>;
  getEpisodes(contentId: number, signal?: AbortSignal): Promise<Episode[]>;
  checkAvailable(id: number, domain: string, signal?: AbortSignal): Promise<{ available: boolean }>;
}

/** Makes a client for the catalogue at baseUrl; fetch is injectable so tests see real calls. */
export function createCatalogueClient(
  baseUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): CatalogueClient {
  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const url = `${baseUrl}${path}`;
    const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok)
      throw new ApiError(`GET ${url} answered ${response.status}`, response.status, url);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(`GET ${url} answered with a body that is not JSON`, response.status, url);
    }
  }

  return {
    getContent: (id, signal) => getJson<Content>(`/contents/${id}`, signal),
    getEpisodes: (contentId, signal) =>
      getJson<Episode[]>(`/episodes?contentId=${encodeURIComponent(contentId)}`, signal),
    checkAvailable: (id, domain, signal) =>
      getJson<{ available: boolean }>(
        `/contents/${id}/available?domain=${encodeURIComponent(domain)}`,
        signal,
      ),
  };
}
