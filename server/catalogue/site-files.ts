import type { Database } from 'better-sqlite3';
import { playsSomewhere } from './listing-store';

/** URLs per sitemap{n}.xml; the sitemaps.org limit is 50,000. */
export const sitemapPageSize = 1000;

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

export interface Sitemap {
  generatedAt: string;
  urls: SitemapUrl[];
}

/** The player URLs of every content that plays somewhere, and of each episode of its series. */
export function buildSitemap(db: Database, origin: string): Sitemap {
  const player = `${origin}/player/`;
  // The newest release of an episode dates the page that plays it.
  const released = (where: string) =>
    `(SELECT max(r.released_at) FROM episode_releases r JOIN episodes e ON e.id = r.episode_id
      WHERE ${where})`;
  const contents = db
    .prepare<[], { id: number; multiple: number; lastmod: string | null }>(
      `SELECT id, has_multiple_episodes AS multiple, ${released('e.content_id = contents.id')}
         AS lastmod
       FROM contents WHERE ${playsSomewhere} ORDER BY id`,
    )
    .all();
  const episodes = db.prepare<[number], { id: number; lastmod: string | null }>(
    `SELECT e.id, r.released_at AS lastmod FROM episodes e
     LEFT JOIN seasons s ON s.id = e.season_id
     LEFT JOIN episode_releases r ON r.episode_id = e.id
     WHERE e.content_id = ? ORDER BY coalesce(s.order_num, 0), e.order_num, e.id`,
  );
  const urls: SitemapUrl[] = [];
  for (const content of contents) {
    urls.push({ loc: `${player}?movie_id=${content.id}`, lastmod: content.lastmod });
    if (!content.multiple) continue;
    for (const episode of episodes.all(content.id)) {
      urls.push({
        loc: `${player}?movie_id=${content.id}&episode_id=${episode.id}`,
        lastmod: episode.lastmod,
      });
    }
  }
  return { generatedAt: new Date().toISOString(), urls };
}

export const sitemapPages = (sitemap: Sitemap) =>
  Math.max(1, Math.ceil(sitemap.urls.length / sitemapPageSize));

export const sitemapFileUrl = (origin: string, n: number) => `${origin}/api/sitemap${n}.xml`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? '',
  );

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(origin: string, sitemap: Sitemap): string {
  const entries = Array.from({ length: sitemapPages(sitemap) }, (_, index) =>
    [
      '  <sitemap>',
      `    <loc>${escapeXml(sitemapFileUrl(origin, index + 1))}</loc>`,
      `    <lastmod>${sitemap.generatedAt}</lastmod>`,
      '  </sitemap>',
    ].join('\n'),
  );
  return `${xmlHead}<sitemapindex xmlns="${sitemapNs}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Page n (from 1) of the sitemap, or undefined past its last page. */
export function sitemapPageXml(sitemap: Sitemap, n: number): string | undefined {
  if (n > sitemapPages(sitemap)) return undefined;
  const urls = sitemap.urls.slice((n - 1) * sitemapPageSize, n * sitemapPageSize);
  const entries = urls.map((url) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url.loc)}</loc>`,
      ...(url.lastmod ? [`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return `${xmlHead}<urlset xmlns="${sitemapNs}">\n${entries.map((entry) => `${entry}\n`).join('')}</urlset>\n`;
}

/** Robots rules: the player pages, not the APIs nor the contents that play nowhere. */
export function robotsTxt(db: Database, origin: string): string {
  const blocked = db
    .prepare<[], { id: number }>(`SELECT id FROM contents WHERE NOT ${playsSomewhere} ORDER BY id`)
    .all();
  return [
    'User-agent: *',
    'Allow: /player/',
    // $ ends the pattern, so movie_id=3 does not also match movie_id=30.
    ...blocked.map(({ id }) => `Disallow: /player/?movie_id=${id}$`),
    ...blocked.map(({ id }) => `Disallow: /player/?movie_id=${id}&`),
    'Allow: /api/sitemap',
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${origin}/api/sitemap.xml`,
    '',
  ].join('\n');
}
