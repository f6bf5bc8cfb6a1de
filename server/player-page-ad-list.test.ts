import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdList } from './routes/player-page-html';
import { standInBuild } from './testing/stand-in-build';
import { startTestServer, type TestServer } from './testing/test-server';

const build = standInBuild();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ playerDir: build.playerDir, embedDir: build.embedDir });
});

afterAll(async () => {
  await server.close();
  build.remove();
});

/** The ad list written into the page's markup, and the URL it says it stands for. */
function writtenAdList(html: string): { url: string | undefined; list: unknown } {
  const match =
    /<script type="application\/json" id="page-ad-list" data-url="([^"]*)">(.*?)<\/script>/s.exec(
      html,
    );
  return { url: match?.[1], list: match ? JSON.parse(match[2] ?? '') : undefined };
}

describe('the player page with the catalogue’s ad list in it', () => {
  it('carries exactly what the catalogue answers at the URL the page would call', async () => {
    const page = await fetch(`${server.origin}/player/?movie_id=1&auto_play=1`);
    const answer = (await (await fetch(`${server.origin}/api/ad-list.json`)).json()) as {
      prerollList: unknown[];
    };
    const written = writtenAdList(await page.text());
    expect(written.url).toBe('/api/ad-list.json');
    expect(written.list).toEqual(answer);
    expect(answer.prerollList).toHaveLength(1);
  });

  it('writes it in the head, before the entry script could run', async () => {
    const html = await (await fetch(`${server.origin}/player/index.html?movie_id=1`)).text();
    expect(html.indexOf('id="page-ad-list"')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('id="page-ad-list"')).toBeLessThan(html.indexOf('<script async'));
  });

  it('is revalidated by its ETag: unchanged, a 304 without a body', async () => {
    // A series' default episode: no stream start (and its session id) written in.
    const url = `${server.origin}/player/?movie_id=2`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(url, { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('is a page of its own each time it carries a stream start, whose session is new', async () => {
    const url = `${server.origin}/player/?movie_id=1`;
    const first = await fetch(url);
    const again = await fetch(url, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('id="stream-start"');
  });

  it('is left out while a fault rule may contradict the catalogue', async () => {
    const added = await fetch(`${server.origin}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [{ path: '/api/ad-list.json', action: { kind: 'status', status: 500 } }],
      }),
    });
    expect(added.status).toBe(201);
    try {
      const html = await (await fetch(`${server.origin}/player/?movie_id=1`)).text();
      expect(writtenAdList(html).url).toBeUndefined();
    } finally {
      await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
    }
  });
});

describe('withAdList', () => {
  it('escapes every < so no text of the list can close its script element', () => {
    const list = {
      prerollList: [{ vastUrl: 'https://ads.example/</script><script>alert(1)</script>' }],
    };
    const html = withAdList('<!doctype html><html><head></head></html>', '/api/ad-list.json', list);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(writtenAdList(html).list).toEqual(list);
  });
});
