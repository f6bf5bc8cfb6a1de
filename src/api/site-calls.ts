import type { ApiFetchClient } from './http-clients';
import type { AbuseReportInput, CallOptions } from './types';
import { unwrap } from './unwrap';

/** The more-catalogue calls of the site: redirects, embed script, complaints, sitemaps, caches. */
export function siteCalls(api: ApiFetchClient) {
  return {
    /** The reference server has no redirects: this rejects with a 501 ApiError there. */
    getRedirectInfo: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/redirect-info', { signal }), 'GET /redirect-info'),

    /** The reference server has no redirects: this rejects with a 501 ApiError there. */
    getMainRedirectInfo: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/main-redirect-info', { signal }), 'GET /main-redirect-info'),

    /** The embed script's JavaScript source. */
    getLibJs: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/lib.js', { parseAs: 'text', signal }), 'GET /lib.js'),

    /** Files a complaint for the signed-in user, the device or anyone. */
    reportAbuse: (report: AbuseReportInput, { signal }: CallOptions = {}) =>
      unwrap(api.POST('/abuse/new', { body: report, signal }), 'POST /abuse/new'),

    /** The sitemap index XML. */
    getSitemapIndex: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/sitemap.xml', { parseAs: 'text', signal }), 'GET /sitemap.xml'),

    /** Page n (from 1) of the sitemap, as XML. */
    getSitemapPage: (n: number, { signal }: CallOptions = {}) =>
      unwrap(
        api.GET('/sitemap{n}.xml', { params: { path: { n } }, parseAs: 'text', signal }),
        `GET /sitemap${n}.xml`,
      ),

    getRobotsTxt: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/robots.txt', { parseAs: 'text', signal }), 'GET /robots.txt'),

    /** What the cached sitemap holds (admin only); generatedAt is null when it is not cached. */
    getSitemapMeta: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/debug/meta/sitemap.xml', { signal }), 'GET /debug/meta/sitemap.xml'),

    /** Builds the sitemap now (admin only) and gives its metadata. */
    generateSitemap: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/debug/generate-sitemap-xml', { signal }), 'GET /debug/generate-sitemap-xml'),

    listCaches: ({ signal }: CallOptions = {}) =>
      unwrap(api.GET('/caches', { signal }), 'GET /caches'),

    clearCaches: ({ signal }: CallOptions = {}) =>
      unwrap(api.DELETE('/caches', { signal }), 'DELETE /caches'),

    clearCache: (name: string, { signal }: CallOptions = {}) =>
      unwrap(
        api.DELETE('/caches/{name}', { params: { path: { name } }, signal }),
        `DELETE /caches/${name}`,
      ),
  };
}
