import { describe, expect, it } from 'vitest';
import { directives } from '../testing/csp';
import { postQoe, qoeRecord } from '../testing/qoe-records';
import { useTestServer } from '../testing/use-test-server';

const page = (origin: string) => fetch(`${origin}/qoe/`);
const pageHtml = async (origin: string) => (await page(origin)).text();

const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of each row's cells of the table with this caption, its heading row first. */
function tableRows(html: string, caption: string): string[][] {
  const table = html
    .split('<table>')
    .find((part) => part.startsWith(`<caption>${caption}</caption>`));
  if (!table) throw new Error(`no table captioned ${caption}`);
  const [rows = ''] = table.split('</table>');
  return [...rows.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = '']) => unescape(cell)),
  );
}

/** The page's paragraphs, as text. */
const paragraphs = (html: string) =>
  [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map(([, text = '']) =>
    unescape(text).replace(/\s+/g, ' '),
  );

/** The accessible names of the page's charts. */
const chartNames = (html: string) =>
  [...html.matchAll(/<svg role="img" aria-label="([^"]*)"/g)].map(([, name = '']) =>
    unescape(name),
  );

async function postAll(origin: string, records: unknown[]) {
  for (const record of records) expect((await postQoe(origin, record)).status).toBe(204);
}

describe('the /qoe/ page, before any record', () => {
  const server = useTestServer();

  it('says that no view is recorded yet, and draws no chart', async () => {
    const html = await pageHtml(server.origin);
    expect(paragraphs(html)).toContain(
      'No view has been recorded yet. A player sends a record after each episode view when its embed setting qoeUrl names this server’s /qoe, as the demo host page’s players do.',
    );
    expect(html).not.toContain('<svg');
  });
});

describe('the /qoe/ page’s figures', () => {
  const server = useTestServer();
  const film = { video_id: 1, video_title: 'Тестовый фильм' };
  const series = { video_id: 2, video_title: 'Сериал', episode_id: 201 };
  const exited = { startup_time_ms: null, exit_before_start: 1 as const, real_time_played_sec: 0 };

  it('follow the stored records: startup, rebuffering, exits before start and errors', async () => {
    await postAll(server.origin, [
      qoeRecord({ ...film, startup_time_ms: 400 }),
      qoeRecord({ ...film, startup_time_ms: 900 }),
      qoeRecord({
        ...film,
        startup_time_ms: 1500,
        rebuffer_count: 2,
        rebuffer_duration_ms: 3000,
        real_time_played_sec: 27,
      }),
      qoeRecord({ ...film, ...exited, error_code: 'manifestLoadError' }),
      qoeRecord({ ...series, startup_time_ms: 9000, error_code: 'fragLoadError' }),
      qoeRecord({ ...series, ...exited, error_code: 'fragLoadError' }),
    ]);
    const html = await pageHtml(server.origin);
    const text = paragraphs(html);

    expect(text).toContainEqual(
      expect.stringMatching(/^6 views recorded from .* UTC, of 2 contents\.$/),
    );
    // Timed: 400, 900, 1500 and 9000 ms. Nearest rank: the 2nd is the median, the 4th the 90th.
    expect(text).toContain(
      'From the play asked to the first frame, ad breaks left out, over 4 views: median 0.90 s, 90th percentile 9.00 s.',
    );
    expect(tableRows(html, 'Views by startup time')).toEqual([
      ['Startup time', 'Views', 'Share'],
      ['under 0.5 s', '1', '25.0%'],
      ['0.5–1 s', '1', '25.0%'],
      ['1–2 s', '1', '25.0%'],
      ['2–4 s', '0', '0.0%'],
      ['4–8 s', '0', '0.0%'],
      ['8 s or more', '1', '25.0%'],
    ]);

    // Film 1 stalled 3 s against 30 + 30 + 27 s played: 3 / 90. The series never stalled.
    expect(tableRows(html, 'Rebuffering per content')).toEqual([
      ['Content', 'Views', 'Stalled', 'Played', 'Rebuffering ratio'],
      ['Тестовый фильм (1)', '4', '3.0 s', '87.0 s', '3.3%'],
      ['Сериал (2)', '2', '0.0 s', '30.0 s', '0.0%'],
    ]);

    expect(text).toContain(
      'Views in which a play was asked and that ended before their first frame: 2 of 6 views (33.3%) in all.',
    );
    expect(tableRows(html, 'Exits before start per content')).toEqual([
      ['Content', 'Views', 'Exits before start', 'Share'],
      ['Тестовый фильм (1)', '4', '1', '25.0%'],
      ['Сериал (2)', '2', '1', '50.0%'],
    ]);

    // Films 1 and 2 come from one CDN: their records name none.
    expect(text).toContain('No view played a stream from more than one CDN.');

    expect(text).toContain("Views that stopped on an error, by the error's code: 3 of 6 views.");
    expect(tableRows(html, 'Views by error code')).toEqual([
      ['Error code', 'Views'],
      ['fragLoadError', '2'],
      ['manifestLoadError', '1'],
    ]);

    // Each chart is one image, named by the same figures.
    expect(chartNames(html)).toEqual([
      'Views by startup time: under 0.5 s 1 view; 0.5–1 s 1 view; 1–2 s 1 view; 2–4 s 0 views; 4–8 s 0 views; 8 s or more 1 view.',
      'Rebuffering ratio per content: Тестовый фильм (1) 3.3%; Сериал (2) 0.0%.',
      'Exits before start per content: Тестовый фильм (1) 25.0% (1 of 4); Сериал (2) 50.0% (1 of 2).',
      'Views by error code: fragLoadError 2 views; manifestLoadError 1 view.',
    ]);
  });

  it('escapes what a record carries into the page', async () => {
    await postAll(server.origin, [
      qoeRecord({
        video_id: 7,
        video_title: '<img src=x onerror=alert(1)>',
        error_code: '<b>x</b>',
      }),
    ]);
    const html = await pageHtml(server.origin);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(tableRows(html, 'Views by error code')).toContainEqual(['<b>x</b>', '1']);
    expect(tableRows(html, 'Rebuffering per content')).toContainEqual(
      expect.arrayContaining(['<img src=x onerror=alert(1)> (7)']),
    );
  });
});

describe('the /qoe/ page’s CDN switches', () => {
  const server = useTestServer();
  const steered = { video_id: 7, episode_id: 701, video_title: 'Фильм с двух CDN' };
  const redundant = { video_id: 8, episode_id: 801, video_title: 'Фильм с резервными потоками' };

  it('count, per content on several CDNs, the views that switched CDN and the switches', async () => {
    await postAll(server.origin, [
      qoeRecord({ ...steered, pathway: 'a', pathway_switches: 0 }),
      qoeRecord({ ...steered, pathway: 'b', pathway_switches: 1 }),
      qoeRecord({ ...steered, pathway: 'a', pathway_switches: 2 }),
      // A player older than the fields: a view, of which the page cannot tell the CDN.
      qoeRecord({ ...steered, pathway: undefined, pathway_switches: undefined }),
      qoeRecord({ ...redundant, pathway: '..', pathway_switches: 1 }),
      // Film 1, from one CDN: not in the table.
      qoeRecord(),
    ]);
    const html = await pageHtml(server.origin);
    expect(paragraphs(html)).toContain(
      "Views of a stream from more than one CDN in which the CDN delivering the film changed (a failover or the steering server's new order), and how often it changed in them all.",
    );
    expect(tableRows(html, 'CDN switches per content')).toEqual([
      ['Content', 'Views from several CDNs', 'Views that switched CDN', 'Switches'],
      ['Фильм с двух CDN (7)', '3', '2', '3'],
      ['Фильм с резервными потоками (8)', '1', '1', '1'],
    ]);
  });
});

describe('the /qoe/ page as a document', () => {
  const server = useTestServer();

  it('is HTML without script or inline style, under the pages’ CSP, uncached', async () => {
    const answer = await page(server.origin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const csp = directives(answer.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
    expect(html).toContain('<link rel="stylesheet" href="/qoe/qoe.css">');
  });

  it('serves its stylesheet beside it', async () => {
    const answer = await fetch(`${server.origin}/qoe/qoe.css`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await answer.text()).toContain('svg .bar');
  });

  it('is also at /qoe, by a redirect', async () => {
    const answer = await fetch(`${server.origin}/qoe`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/qoe/');
  });
});
