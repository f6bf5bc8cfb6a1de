import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayerApiClient, type SessionStore } from '../../api';
import { loadAdList } from './load-ad-list';

const origin = 'http://catalogue.test';
const baseUrl = `${origin}/api`;

function sessionOf(deviceId: string | undefined): SessionStore {
  return {
    authToken: () => undefined,
    refreshToken: () => undefined,
    deviceId: () => deviceId,
    saveTokens: () => {},
    clearTokens: () => {},
    ensureDeviceId: () => deviceId ?? 'new-device',
  };
}

/** A client and a global fetch that both record their requests and answer one pre-roll. */
function recordingClient(deviceId: string | undefined) {
  const sent: Request[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json({ prerollList: [{ vastUrl: `${origin}/vast.xml` }] });
  };
  vi.stubGlobal('fetch', answer);
  const client = createPlayerApiClient({
    baseUrl,
    authUrl: `${origin}/auth`,
    session: sessionOf(deviceId),
    fetch: answer,
  });
  return { client, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Spec §7: "Requests carry a header X-Session-Context", the host's ad list as much as any other.
describe('the ad list request', () => {
  it.each([
    ['the catalogue’s own list', `${baseUrl}/ad-list.json`],
    ['a host’s list', 'http://ads.example/list.json'],
  ])('for %s carries X-Session-Context with the device id', async (_name, adListUrl) => {
    const { client, sent } = recordingClient('device-1');
    const list = await loadAdList(client, adListUrl, baseUrl, new AbortController().signal);
    expect(list.prerollList).toEqual([{ vastUrl: `${origin}/vast.xml` }]);
    expect(sent.map((request) => request.url)).toEqual([adListUrl]);
    expect(sent[0]?.headers.get('X-Session-Context')).toBe('device-1');
  });

  it('for a host’s list carries an empty X-Session-Context when there is no device id', async () => {
    const { client, sent } = recordingClient(undefined);
    await loadAdList(client, 'http://ads.example/list.json', baseUrl, new AbortController().signal);
    expect(sent[0]?.headers.has('X-Session-Context')).toBe(true);
    expect(sent[0]?.headers.get('X-Session-Context')).toBe('');
  });
});
