import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailedCode } from './testing/mail-outbox';
import { responseValidator } from './testing/response-validator';
import { useTestServer } from './testing/use-test-server';

// Every answer of this file is checked against api/openapi.yaml: its status among the operation's
// responses, its media type, and its JSON body against the response's schema.
const server = useTestServer();
const contract = responseValidator();
// Sign-ins, sign-ups and password changes hash with scrypt's OWASP cost: ~0.3-1 s each.
vi.setConfig({ testTimeout: 30_000 });

/** The operations this file has called, whatever their answer. */
const reached = new Set<string>();

interface Options {
  body?: unknown;
  token?: string;
  device?: string;
}

/**
 * Calls the server and expects the status; an answer the document does not describe fails the
 * test, naming the operation and what does not match. Gives the parsed JSON body (any: checked
 * against its schema already, tests read what they need), or the text.
 */
async function expectAnswer(
  method: string,
  url: string,
  status: number,
  { body, token, device }: Options = {},
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (device) headers['X-Session-Context'] = device;
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  const { operationId, problem } = contract.check({
    method,
    url,
    status: response.status,
    contentType,
    text,
  });
  reached.add(operationId);
  if (problem) {
    throw new Error(
      `${operationId} (${method} ${url}) answered ${response.status} unlike api/openapi.yaml: ${problem}`,
    );
  }
  expect(response.status, `${operationId} (${method} ${url})`).toBe(status);
  return contentType?.includes('json') && text ? JSON.parse(text) : text;
}

const signIn = async (email: string, password: string) =>
  (await expectAnswer('POST', '/auth/authentication', 200, { body: { email, password } }))
    .accessToken as string;

let viewer: string;
let admin: string;

beforeAll(async () => {
  viewer = await signIn('viewer@example.com', 'viewer-password');
  admin = await signIn('admin@example.com', 'admin-password');
});

describe('the player’s catalogue calls answer as documented', () => {
  it('contents, seasons, episodes and availability', async () => {
    await expectAnswer('GET', '/api/contents/1', 200);
    await expectAnswer('GET', '/api/contents/9999', 404);
    await expectAnswer('GET', '/api/contents/abc', 400);
    await expectAnswer('GET', '/api/contents/2/seasons', 200);
    await expectAnswer('GET', '/api/contents/2/seasons?withEpisodes=true', 200, { device: 'd1' });
    const episodes = await expectAnswer('GET', '/api/episodes?content-id=2', 200, { device: 'd1' });
    // Checked with the intro and credits markers (our extension) in it, and without them.
    expect(episodes[1]).toHaveProperty('creditsStart');
    expect(episodes[0]).not.toHaveProperty('introStart');
    await expectAnswer('GET', '/api/episodes?contentId=2', 400);
    await expectAnswer('GET', '/api/contents/1/available?domain=example.com', 200);
  });

  it('a bearer token that fails is a 401 wherever the viewer is read, never the device’s answer', async () => {
    const stale = { token: 'not.a.token', device: 'd1' };
    await expectAnswer('GET', '/api/contents/2/seasons?withEpisodes=true', 401, stale);
    await expectAnswer('GET', '/api/episodes?content-id=2', 401, stale);
    await expectAnswer('GET', '/api/contents/2/episodes/watched/last', 401, stale);
  });

  it('the ad list and the VAST documents', async () => {
    await expectAnswer('GET', '/api/ad-list.json', 200);
    await expectAnswer('GET', '/api/vast.xml', 200);
    await expectAnswer('GET', '/api/vast.xml?ad=wrapper&depth=3', 200);
    await expectAnswer('GET', '/api/vast.xml?ad=../../etc/passwd', 400);
  });
});

describe('progress and history answer as documented', () => {
  const device = 'contract-device';

  it('progress, completion and the last watched episode', async () => {
    const episode = '/api/contents/2/episodes/202';
    await expectAnswer('GET', '/api/contents/2/episodes/watched/last', 204, { device });
    await expectAnswer('POST', `${episode}/time-progress`, 204, { body: { time: 12 }, device });
    await expectAnswer('POST', `${episode}/time-progress`, 401, { body: { time: 12 } });
    await expectAnswer('POST', '/api/contents/1/episodes/202/time-progress', 404, {
      body: { time: 12 },
      device,
    });
    await expectAnswer('GET', '/api/contents/2/episodes/watched/last', 200, { device });
    await expectAnswer('POST', `${episode}/completed`, 204, { device });
    await expectAnswer('DELETE', `${episode}/completed`, 204, { device });
  });

  it('history: added, listed and searched', async () => {
    const entry = { time: 30, duration: 60 };
    await expectAnswer('POST', '/api/contents/2/history?episodeId=201', 201, {
      body: entry,
      device,
    });
    await expectAnswer('POST', '/api/contents/1/history', 201, {
      body: { time: 5 },
      token: viewer,
    });
    await expectAnswer('POST', '/api/contents/history', 200, { device });
    await expectAnswer('POST', '/api/contents/history', 200, { body: { size: 1 }, token: viewer });
    await expectAnswer('POST', '/api/contents/history', 401);
    await expectAnswer('POST', '/api/contents/history/search', 200, {
      body: { query: 'сериал' },
      device,
    });
  });
});

describe('authentication answers as documented', () => {
  it('sign-in, refresh and sign-out', async () => {
    const pair = await expectAnswer('POST', '/auth/authentication', 200, {
      body: { email: 'viewer@example.com', password: 'viewer-password' },
    });
    await expectAnswer('POST', '/auth/authentication', 401, {
      body: { email: 'viewer@example.com', password: 'wrong' },
    });
    const next = await expectAnswer('POST', '/auth/authentication/refresh', 200, { body: pair });
    await expectAnswer('POST', '/auth/authentication/refresh', 401, { body: pair });
    await expectAnswer('POST', '/auth/authentication/sign-out', 204, {
      body: { refreshToken: next.refreshToken },
    });
  });

  it('sign-up, password restore and change, renaming and the user’s details', async () => {
    const email = 'contract@example.com';
    const code = () => mailedCode(server.databaseFile, email);
    const signUp = { email, password: 'contract-password', name: 'Договор' };
    await expectAnswer('POST', '/auth/signup', 202, { body: signUp });
    await expectAnswer('POST', '/auth/signup/complete', 400, {
      body: { email, code: '0000000000' },
    });
    await expectAnswer('POST', '/auth/signup/complete', 201, { body: { email, code: code() } });
    await expectAnswer('POST', '/auth/user/password/restore/init', 202, { body: { email } });
    const newPassword = 'restored-password';
    await expectAnswer('POST', '/auth/user/password/restore', 204, {
      body: { email, code: code(), newPassword },
    });
    const token = await signIn(email, newPassword);
    const change = { oldPassword: newPassword, newPassword: 'changed-password' };
    const { accessToken } = await expectAnswer('POST', '/auth/user/password/change', 200, {
      body: change,
      token,
    });
    await expectAnswer('PATCH', '/auth/user/rename?name=Подписант', 200, { token: accessToken });
    await expectAnswer('GET', '/auth/user/details', 200, { token: accessToken });
    await expectAnswer('GET', '/auth/user/details', 401);
  });

  it('too many restore mails for one address', async () => {
    const body = { email: 'nobody@example.com' };
    for (let sent = 0; sent < 5; sent++) {
      await expectAnswer('POST', '/auth/user/password/restore/init', 202, { body });
    }
    await expectAnswer('POST', '/auth/user/password/restore/init', 429, { body });
  });

  it('subscriptions, which the reference server does not have', async () => {
    await expectAnswer('POST', '/auth/subscription/notify', 501, { body: { paid: true } });
    await expectAnswer('POST', '/auth/subscription/notify', 400, { body: ['paid'] });
    await expectAnswer('POST', '/auth/subscription?plan=monthly', 501);
    await expectAnswer('POST', `/auth/subscription?plan=${'m'.repeat(101)}`, 400);
  });
});

describe('administration answers as documented', () => {
  it('lists, creates and blocks users', async () => {
    await expectAnswer('POST', '/auth/administration/users', 200, { token: admin });
    await expectAnswer('POST', '/auth/administration/users', 400, {
      body: { page: -1 },
      token: admin,
    });
    await expectAnswer('POST', '/auth/administration/users', 403, { token: viewer });
    const user = { email: 'made@example.com', password: 'made-password', name: 'Сделанный' };
    const made = await expectAnswer('POST', '/auth/administration/new-user', 201, {
      body: user,
      token: admin,
    });
    await expectAnswer('POST', '/auth/administration/new-user', 409, { body: user, token: admin });
    await expectAnswer('POST', `/auth/administration/block-user/${made.id}`, 200, { token: admin });
    await expectAnswer('POST', '/auth/administration/block-user/9999', 404, { token: admin });
  });
});

describe('the rest of the catalogue answers as documented', () => {
  it('contents lists, search, promo, slugs and Kinopoisk ids', async () => {
    await expectAnswer('POST', '/api/contents', 200);
    await expectAnswer('POST', '/api/contents', 200, { body: { contentType: 'series' } });
    await expectAnswer('POST', '/api/v2/contents/search', 200, { body: { query: 'фильм' } });
    await expectAnswer('GET', '/api/contents/slider-promo', 200);
    await expectAnswer('GET', '/api/contents/most-relevant?limit=2', 200);
    await expectAnswer('GET', '/api/contents/by-slug/test-series', 200);
    await expectAnswer('GET', '/api/contents/by-slug/no-such-content', 404);
    await expectAnswer('GET', '/api/kinopoisk/contents/1000005', 200);
  });

  it('reviews: listed, written, rewritten, voted on and deleted', async () => {
    await expectAnswer('POST', '/api/v2/contents/2/reviews', 200);
    const review = { title: 'По договору', text: 'Всё как описано.', rating: 8 };
    const mine = await expectAnswer('POST', '/api/v2/contents/2/reviews/create', 201, {
      body: review,
      token: viewer,
    });
    await expectAnswer('POST', '/api/v2/contents/2/reviews/create', 409, {
      body: review,
      token: viewer,
    });
    const path = `/api/v2/contents/2/reviews/${mine.id}`;
    await expectAnswer('PUT', path, 200, {
      body: { text: 'Переписан.', rating: 9 },
      token: viewer,
    });
    await expectAnswer('PUT', '/api/v2/contents/2/reviews/3', 403, { body: review, token: viewer });
    await expectAnswer('POST', `${path}/vote`, 200, { body: { value: 1 }, token: admin });
    await expectAnswer('DELETE', path, 204, { token: viewer });
  });

  it('content types, categories, the main page and the menu', async () => {
    await expectAnswer('GET', '/api/types', 200);
    await expectAnswer('GET', '/api/types/2', 200);
    await expectAnswer('GET', '/api/types/by-slug/film', 200);
    await expectAnswer('POST', '/api/types/1/categories/popular/contents', 200);
    await expectAnswer('POST', '/api/v2/types/1/categories/popular/contents', 200, {
      body: { size: 1 },
    });
    await expectAnswer('GET', '/api/categories/popular/content-type/2', 200);
    await expectAnswer('GET', '/api/categories/tree/content-type/1', 200);
    await expectAnswer('GET', '/api/categories/main-mart', 200);
    await expectAnswer('GET', '/api/categories/filters/2', 200);
    await expectAnswer('GET', '/api/menu', 200);
  });

  it('playlists: listed, read, created and filled', async () => {
    await expectAnswer('POST', '/api/v2/playlists', 200);
    await expectAnswer('POST', '/api/v2/playlists/1/contents', 200);
    await expectAnswer('POST', '/api/playlists/1', 200);
    await expectAnswer('POST', '/api/playlists/by-slug/series-evening', 200);
    const playlist = await expectAnswer('POST', '/api/playlists/new', 201, {
      body: { title: 'Договорной', description: 'Для проверки' },
      token: viewer,
    });
    await expectAnswer('POST', `/api/playlists/${playlist.id}/contents/5`, 200, { token: viewer });
    await expectAnswer('POST', '/api/playlists/1/contents/5', 403, { token: viewer });
  });

  it('persons, dictionaries, fresh episodes, resources and subtitles', async () => {
    await expectAnswer('GET', '/api/person-types', 200);
    await expectAnswer('POST', '/api/person-types/actor/persons', 200);
    await expectAnswer('GET', '/api/persons/1/contents', 200);
    await expectAnswer('POST', '/api/episodes/fresh', 200, { device: 'd1' });
    await expectAnswer('GET', '/api/episodes/201/resource', 200);
    await expectAnswer('POST', '/api/countries', 200, { body: { query: 'ru' } });
    await expectAnswer('GET', '/api/voice-authors', 200);
    await expectAnswer('GET', '/api/tags', 200);
    await expectAnswer('GET', '/api/tags/3', 200);
    await expectAnswer('GET', '/api/subtitles?contentId=1', 200);
    await expectAnswer('GET', '/api/languages', 200);
    await expectAnswer('GET', '/api/genres', 200);
  });

  it('abuse reports', async () => {
    const report = { contentId: 2, episodeId: 201, reason: 'broken', message: 'Не играет' };
    await expectAnswer('POST', '/api/abuse/new', 201, { body: report, device: 'd1' });
    await expectAnswer('POST', '/api/abuse/new', 404, { body: { ...report, contentId: 9999 } });
  });

  it('redirects, which the reference server does not have, and the embed script', async () => {
    await expectAnswer('GET', '/api/redirect-info', 501);
    await expectAnswer('GET', '/api/main-redirect-info', 501);
    await expectAnswer('GET', '/api/lib.js', 200);
  });

  it('site files, their debug calls and the caches', async () => {
    await expectAnswer('GET', '/api/sitemap.xml', 200);
    await expectAnswer('GET', '/api/sitemap1.xml', 200);
    await expectAnswer('GET', '/api/sitemap2.xml', 404);
    await expectAnswer('GET', '/api/robots.txt', 200);
    await expectAnswer('GET', '/api/debug/meta/sitemap.xml', 200, { token: admin });
    await expectAnswer('GET', '/api/debug/generate-sitemap-xml', 200, { token: admin });
    await expectAnswer('GET', '/api/debug/generate-sitemap-xml', 403, { token: viewer });
    await expectAnswer('GET', '/api/caches', 200, { token: admin });
    await expectAnswer('DELETE', '/api/caches/menu', 204, { token: admin });
    await expectAnswer('DELETE', '/api/caches/nothing', 404, { token: admin });
    await expectAnswer('DELETE', '/api/caches', 204, { token: admin });
  });
});

// Runs last: the tests above reach every operation the document has.
it('has called every operation of api/openapi.yaml', () => {
  expect(contract.operationIds.filter((id) => !reached.has(id))).toEqual([]);
});
