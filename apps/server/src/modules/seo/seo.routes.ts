import { AppError } from '@questline/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { countFindableItems, findableItemsPage } from './seo.repository';
import { findablePages, findableTypes } from './seo.service';

/** Items per sitemap file (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 10_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * What crawlers read (spec: findable public pages): `/robots.txt`, which keeps them out of the API, the authoring
 * screens and personal pages and names the sitemap; `/sitemap.xml`, an index of `/sitemaps/pages.xml` (the pages that
 * are the same for everyone) and `/sitemaps/items-{n}.xml` (findable items, SITEMAP_PAGE_SIZE per file, in id order).
 * Crawlers and caches may keep each for an hour.
 */
export const registerSeoRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; publicUrl: string; projectsEnabled: () => Promise<boolean> },
) => {
  const url = (path: string) => new URL(path, `${deps.publicUrl}/`).toString();
  const types = async () => findableTypes(await deps.projectsEnabled());
  const hourly = { 'cache-control': 'public, max-age=3600' };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers(hourly)
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...['/api/', '/creator/', '/admin/', '/auth/', '/setup', '/identity', '/reset-password', '/play/'].map(
            (path) => `Disallow: ${path}`,
          ),
          'Disallow: /*/edit',
          'Disallow: /*/0/new',
          '',
          `Sitemap: ${url('/sitemap.xml')}`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.ceil((await countFindableItems(deps.db, await types())) / SITEMAP_PAGE_SIZE);
    const locations = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: files }, (_, n) => `/sitemaps/items-${n + 1}.xml`),
    ];
    return reply
      .headers(hourly)
      .type('application/xml; charset=utf-8')
      .send(
        `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">${locations
          .map((location) => `<sitemap><loc>${escapeXml(url(location))}</loc></sitemap>`)
          .join('')}</sitemapindex>\n`,
      );
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const page = /^items-([1-9][0-9]{0,5})\.xml$/.exec(name);
    let entries: { path: string; lastModified?: Date }[];
    if (name === 'pages.xml') {
      entries = findablePages(await deps.projectsEnabled()).map((path) => ({ path }));
    } else if (page) {
      const rows = await findableItemsPage(deps.db, await types(), {
        offset: (Number(page[1]) - 1) * SITEMAP_PAGE_SIZE,
        limit: SITEMAP_PAGE_SIZE,
      });
      if (rows.length === 0) throw new AppError('not_found');
      entries = rows.map((row) => ({
        path: `/${row.type}/${encodeURIComponent(row.slug)}`,
        lastModified: row.updatedAt,
      }));
    } else {
      throw new AppError('not_found');
    }
    return reply
      .headers(hourly)
      .type('application/xml; charset=utf-8')
      .send(
        `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">${entries
          .map(
            (entry) =>
              `<url><loc>${escapeXml(url(entry.path))}</loc>${
                entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
              }</url>`,
          )
          .join('')}</urlset>\n`,
      );
  });
};
