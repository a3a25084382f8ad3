import { ZEmbedSettings, ZOembed, ZOembedQuery } from '@questline/domain/schemas/embeds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import { refuseUnlessAuthor } from '../authoring/authoring.policy';
import { embeddablePage, type TOembedResolver } from './embeds.service';

/**
 * Embeds (§2.16, §3.12): authors resolve a pasted provider URL into its oEmbed (the rich-text editor's Embed action);
 * pages read where WebGL builds play.
 */
export const registerEmbedRoutes = (app: FastifyInstance, deps: { oembed: TOembedResolver; playBaseUrl: string }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/embeds/oembed',
    {
      schema: {
        tags: ['embeds'],
        summary: 'Resolves a page URL of an allowed provider into its oEmbed',
        description:
          'YouTube, Vimeo, Sketchfab and SoundCloud pages only (400 `embed_url_unsupported` otherwise); the provider ' +
          'is asked server-side (5 s timeout; 400 `embed_not_embeddable` for private or removed pages, 502 ' +
          '`embed_provider_unavailable`), answers are cached. `html` is one iframe of a checked src. Content ' +
          'creators, editors, learn admins and admins only.',
        querystring: ZOembedQuery,
        response: { 200: z.object({ result: ZOembed }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const page = embeddablePage(request.query.url);
      refuseUnlessAuthor(user);
      return { result: await deps.oembed.resolve(page.url) };
    },
  );

  api.get(
    '/api/embeds/settings',
    {
      schema: {
        tags: ['embeds'],
        summary: 'Where WebGL builds are played (PLAY_BASE_URL), for embeds and submissions',
        response: { 200: z.object({ result: ZEmbedSettings }) },
      },
    },
    async (_request, reply) => {
      // Changes only when the server restarts with another PLAY_BASE_URL.
      reply.header('cache-control', 'public, max-age=300');
      return { result: { playBaseUrl: deps.playBaseUrl } };
    },
  );
};
