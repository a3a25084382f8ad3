import { IMAGE_MAX_DISPLAY_WIDTH, IMAGE_WIDTHS_SHORT } from '../constants';

/**
 * Responsive images (§9). Every uploaded JPEG, PNG or WebP is served at the widths of the shorter reading (200, 400,
 * 600, 800, 1000, 2000), in WebP and in its own format, at `/files/{id}/w/{width}.{format}`. A variant is derived from
 * the file id alone (no row of its own), so the server and the web app build the same URLs, and a variant never
 * grows past the original's width. GIFs (often animated) and anything else keep the original only.
 */
export const IMAGE_VARIANT_WIDTHS = IMAGE_WIDTHS_SHORT;
export type TImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_FORMATS = ['webp', 'jpg', 'png'] as const;
export type TImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The content type a variant is served with. */
export const IMAGE_VARIANT_CONTENT_TYPES: Record<TImageVariantFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A stored file's id: the first 32 hex digits of its SHA-256 and its type's extension (see files.service). */
export const FILE_ID_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{2,4}$/;

/** What a file's own format turns into: WebP first (smaller), then the original format where it is not WebP. */
const FORMATS_BY_EXTENSION: Record<string, readonly TImageVariantFormat[]> = {
  jpg: ['webp', 'jpg'],
  png: ['webp', 'png'],
  webp: ['webp'],
};

const extensionOf = (fileId: string) => fileId.slice(fileId.lastIndexOf('.') + 1);

/** The variant formats of a stored file, by its id; none for GIFs, SVGs and files that are not images. */
export const imageVariantFormats = (fileId: string): readonly TImageVariantFormat[] =>
  FILE_ID_PATTERN.test(fileId) ? (FORMATS_BY_EXTENSION[extensionOf(fileId)] ?? []) : [];

export const isImageVariantWidth = (width: number): width is TImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

export const isImageVariantFormat = (format: string): format is TImageVariantFormat =>
  (IMAGE_VARIANT_FORMATS as readonly string[]).includes(format);

/** Where one variant is served. */
export const imageVariantUrl = (fileId: string, width: TImageVariantWidth, format: TImageVariantFormat) =>
  `/files/${fileId}/w/${width}.${format}`;

/** The stored file a URL serves (`/files/{id}`, optionally absolute on this site's origin), or null. */
export const fileIdOfUrl = (url: string): string | null => {
  const match = /^(?:https?:\/\/[^/]+)?\/files\/([^/?#]+)$/.exec(url.trim());
  return match?.[1] && FILE_ID_PATTERN.test(match[1]) ? match[1] : null;
};

/**
 * The widths worth listing for an original of `intrinsicWidth` pixels (all of them when it is unknown): every width
 * below it, and the first one at or past it, which the server answers at the original's own width.
 */
export const imageVariantWidths = (intrinsicWidth?: number | null): TImageVariantWidth[] => {
  if (!intrinsicWidth || intrinsicWidth <= 0) return [...IMAGE_VARIANT_WIDTHS];
  const below = IMAGE_VARIANT_WIDTHS.filter((width) => width < intrinsicWidth);
  const first = IMAGE_VARIANT_WIDTHS.find((width) => width >= intrinsicWidth);
  return first ? [...below, first] : below;
};

export type TResponsiveImageSource = { type: string; srcSet: string };

/**
 * What an <img> inside a <picture> needs for an image: `src` (the original, for the rare browser without srcset),
 * `sources` (WebP first, then the original's format, each a srcset with width descriptors) and `sizes`. An image
 * that has no variants (not stored here, a GIF, an SVG) comes back with its URL and no sources.
 */
export type TResponsiveImage = { src: string; sources: TResponsiveImageSource[]; sizes?: string };

/**
 * The srcset of one format. A width past the original answers the original's width, so its descriptor says that
 * width when it is known: the browser then never counts on pixels that are not there.
 */
const srcSetOf = (
  fileId: string,
  format: TImageVariantFormat,
  widths: readonly TImageVariantWidth[],
  intrinsicWidth?: number | null,
) =>
  widths
    .map(
      (width) =>
        `${imageVariantUrl(fileId, width, format)} ${intrinsicWidth ? Math.min(width, intrinsicWidth) : width}w`,
    )
    .join(', ');

/** `sizes` for an image shown at most `maxWidth` CSS pixels wide (§9: 772), the viewport's width below that. */
export const imageSizes = (maxWidth: number = IMAGE_MAX_DISPLAY_WIDTH) =>
  `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;

export const responsiveImage = (
  url: string,
  options: { intrinsicWidth?: number | null; sizes?: string } = {},
): TResponsiveImage => {
  const fileId = fileIdOfUrl(url);
  const formats = fileId ? imageVariantFormats(fileId) : [];
  if (!fileId || !formats.length) return { src: url, sources: [] };
  const widths = imageVariantWidths(options.intrinsicWidth);
  return {
    src: url,
    sources: formats.map((format) => ({
      type: IMAGE_VARIANT_CONTENT_TYPES[format],
      srcSet: srcSetOf(fileId, format, widths, options.intrinsicWidth),
    })),
    sizes: options.sizes ?? imageSizes(),
  };
};
