import type { AdList, PlayerApiClient } from '../api';

/** The ad list: the catalogue's own through the client, or the one a host points adListUrl at. */
export async function loadAdList(
  client: PlayerApiClient,
  adListUrl: string,
  baseUrl: string,
  signal: AbortSignal,
): Promise<AdList> {
  if (adListUrl === `${baseUrl}/ad-list.json`) return client.getAdList({ signal });
  // Like every other call of the page (spec §7): the device id, or empty.
  const headers = { 'X-Session-Context': client.session.deviceId() ?? '' };
  const response = await fetch(adListUrl, { headers, signal });
  const body: unknown = response.ok ? await response.json() : undefined;
  const list =
    typeof body === 'object' && body !== null
      ? (body as { prerollList?: unknown }).prerollList
      : undefined;
  const prerollList = Array.isArray(list)
    ? list.filter((item): item is { vastUrl: string } => typeof item?.vastUrl === 'string')
    : [];
  return { ...(body as object), prerollList };
}
