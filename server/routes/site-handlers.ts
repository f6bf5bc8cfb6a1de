import { serverCaches } from '../catalogue/server-caches';
import {
  buildSitemap,
  robotsTxt,
  sitemapFileUrl,
  sitemapIndexXml,
  sitemapPageSize,
  sitemapPageXml,
  sitemapPages,
  type Sitemap,
} from '../catalogue/site-files';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers } from './operation-handler';
import { embedLoaderScript } from './embed-loader';

const xmlType = 'application/xml; charset=utf-8';

/** Handlers of the site files, the embed script, the debug calls and the caches. */
export function siteHandlers(context: ServerContext) {
  const { db } = context;
  const caches = serverCaches(context);

  // Cached per origin, since its URLs are absolute.
  const sitemapFor = (origin: string) => caches.sitemap.get(origin, () => buildSitemap(db, origin));

  function sitemapMeta(origin: string, sitemap: Sitemap | undefined) {
    return {
      generatedAt: sitemap?.generatedAt ?? null,
      urlCount: sitemap?.urls.length ?? 0,
      pageSize: sitemapPageSize,
      files: sitemap
        ? Array.from({ length: sitemapPages(sitemap) }, (_, index) =>
            sitemapFileUrl(origin, index + 1),
          )
        : [],
    };
  }

  return {
    async getSitemapIndex(request, reply) {
      const origin = requestOrigin(request);
      return reply
        .type(xmlType)
        .code(200)
        .send(sitemapIndexXml(origin, sitemapFor(origin)));
    },

    async getSitemapPage(request, reply) {
      const { n } = request.params;
      const xml = sitemapPageXml(sitemapFor(requestOrigin(request)), n);
      if (xml === undefined) throw new HttpError(404, `The sitemap has no page ${n}`);
      return reply.type(xmlType).code(200).send(xml);
    },

    async getRobotsTxt(request, reply) {
      return reply
        .type('text/plain; charset=utf-8')
        .code(200)
        .send(robotsTxt(db, requestOrigin(request)));
    },

    async getLibJs(request, reply) {
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'public, max-age=300')
        .code(200)
        .send(embedLoaderScript(requestOrigin(request)));
    },

    async getRedirectInfo() {
      throw new HttpError(501, 'The reference server has no redirects');
    },

    async getMainRedirectInfo() {
      throw new HttpError(501, 'The reference server has no redirects');
    },

    async getSitemapMeta(request) {
      const origin = requestOrigin(request);
      return sitemapMeta(origin, caches.sitemap.peek(origin));
    },

    async generateSitemap(request) {
      const origin = requestOrigin(request);
      return sitemapMeta(origin, caches.sitemap.put(origin, buildSitemap(db, origin)));
    },

    async listCaches() {
      return caches.all().map((cache) => ({
        name: cache.name,
        entries: cache.entries(),
        ttlSeconds: cache.ttlSeconds,
      }));
    },

    async clearCaches(_request, reply) {
      for (const cache of caches.all()) cache.clear();
      return reply.code(204).send();
    },

    async clearCache(request, reply) {
      const cache = caches.all().find(({ name }) => name === request.params.name);
      if (!cache) throw new HttpError(404, `No cache named ${request.params.name}`);
      cache.clear();
      return reply.code(204).send();
    },
  } satisfies OperationHandlers;
}
