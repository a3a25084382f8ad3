import { FILE_ID_PATTERN } from '@questline/domain/rules/images';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { imageVariant } from './image-variants';

const ZImageVariantParams = z.object({
  id: z.string().regex(FILE_ID_PATTERN, { error: 'not_found' }),
  // `{width}.{format}`; which widths and formats exist is the service's answer, with its own keys.
  variant: z.string().regex(/^\d{1,5}\.[a-z0-9]{2,5}$/, { error: 'not_found' }),
});

/**
 * Responsive variants of uploaded images at `/files/{id}/w/{width}.{format}` (rules/images.ts builds the URLs).
 * Public like /files; a variant never changes once made (its key is derived from the content hash), so it is cached
 * for a year. A width or format outside the catalogue answers 400 `image_InvalidParameter_width` / `_format`; a file
 * without variants (GIF, SVG, not an image, undecodable) 404 `image_variants_unavailable`; an original past the pixel
 * budget 400 `image_InvalidParameter_dimensions`.
 */
export const registerImageVariantRoutes = (
  app: FastifyInstance,
  deps: { db: TDb; fileStore: TFileStore; imageMaxPixels: number },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/files/:id/w/:variant', { schema: { hide: true, params: ZImageVariantParams } }, async (request, reply) => {
      const { id, variant } = request.params;
      const dot = variant.indexOf('.');
      const { contentType, body } = await imageVariant(deps, {
        fileId: id,
        width: Number(variant.slice(0, dot)),
        format: variant.slice(dot + 1),
      });
      reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (Buffer.isBuffer(body)) reply.header('content-length', body.byteLength);
      return reply.send(body);
    });
};
