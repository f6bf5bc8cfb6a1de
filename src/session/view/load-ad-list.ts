import type { AdList, PlayerApiClient } from '../../api';
import { adListOf, pageAdList } from './page-ad-list';

/**
 * The ad list: the one the server wrote into the page for this URL, else the catalogue's own
 * through the client, or the one a host points adListUrl at.
 */
export async function loadAdList(
  client: PlayerApiClient,
  adListUrl: string,
  baseUrl: string,
  signal: AbortSignal,
): Promise<AdList> {
  const written = pageAdList(adListUrl);
  if (written) return written;
  if (adListUrl === `${baseUrl}/ad-list.json`) return client.getAdList({ signal });
  // Like every other call of the page (spec §7): the device id, or empty.
  const headers = { 'X-Session-Context': client.session.deviceId() ?? '' };
  const response = await fetch(adListUrl, { headers, signal });
  const body: unknown = response.ok ? await response.json() : undefined;
  return adListOf(body) ?? { prerollList: [] };
}
