import { z } from 'zod';
import { EMBED_PROVIDER_IDS } from '../rules/embeds';

/** GET /api/embeds/oembed: the page URL an author pasted. */
export const ZOembedQuery = z.object({ url: z.string().trim().min(1, 'error_isRequired').max(2048) });
export type TOembedQuery = z.infer<typeof ZOembedQuery>;

/**
 * §3.12 videoContent.oembed {html, width, height, provider_name}, as the server resolved it: `html` is rebuilt by
 * the server as one iframe of a checked src (the provider's own markup never leaves the server), plus the page's
 * title and thumbnail when the provider named them.
 */
export const ZOembed = z.object({
  html: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  provider_name: z.string(),
  provider: z.enum(EMBED_PROVIDER_IDS),
  url: z.string(),
  title: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type TOembed = z.infer<typeof ZOembed>;

/** GET /api/embeds/settings: where WebGL builds play (PLAY_BASE_URL). */
export const ZEmbedSettings = z.object({ playBaseUrl: z.string() });
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;

/** §3.12 Asset-store content: a package of the asset store with its prices and sale state. */
export const ZAssetStoreContent = z.object({
  externalRef: z.string(),
  externalType: z.literal('asset_store'),
  url: z.string(),
  package: z.object({
    name: z.string(),
    publisherName: z.string(),
    originalPrice: z.number().nonnegative(),
    finalPrice: z.number().nonnegative(),
    isFree: z.boolean(),
    isOnSale: z.boolean(),
  }),
});
export type TAssetStoreContent = z.infer<typeof ZAssetStoreContent>;
