/**
 * An image stored here, as rich text may show it (the pages' CSP allows images of this site only, which also keeps
 * foreign trackers out): `/files/{id}` of a PNG, JPEG, WebP or GIF, relative or absolute.
 */
const STORED_IMAGE_URL = /^(?:https?:\/\/[^/]+)?\/files\/([a-f0-9]{32}\.(?:png|jpg|webp|gif))$/;

/** The attributes an image of rich text keeps. */
export type TRichTextImageAttrs = { src: string; alt: string; caption?: string; width?: number; height?: number };

const dimension = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000 ? value : undefined;

/**
 * An image node's attributes in rich text (DESIGN §6), or null when it names no image stored here: `src` becomes the
 * relative `/files/{id}`, `alt` is plain text up to 500 characters, and width and height (only when both are positive
 * integers: the original's size, which keeps the layout still while it loads) are kept. Everything else is dropped.
 */
export const sanitizeImageAttrs = (attrs: Record<string, unknown> | undefined): TRichTextImageAttrs | null => {
  const fileId = typeof attrs?.src === 'string' ? STORED_IMAGE_URL.exec(attrs.src.trim())?.[1] : undefined;
  if (!fileId) return null;
  const alt = typeof attrs?.alt === 'string' ? attrs.alt.trim().slice(0, 500) : '';
  const caption = typeof attrs?.caption === 'string' ? attrs.caption.trim().slice(0, 300) : '';
  const width = dimension(attrs?.width);
  const height = dimension(attrs?.height);
  return {
    src: `/files/${fileId}`,
    alt,
    ...(caption ? { caption } : {}),
    ...(width && height ? { width, height } : {}),
  };
};

/** An uploaded video as rich text may place it (`/files/{id}` of an MP4, WebM or QuickTime original). */
const STORED_VIDEO_URL = /^(?:https?:\/\/[^/]+)?\/files\/([a-f0-9]{32}\.(?:mp4|webm|mov))$/;

/** The attributes a video of rich text keeps. */
export type TRichTextVideoAttrs = { src: string; title: string };

/**
 * A video node's attributes (issue 25), or null when it names no video stored here: `src` becomes the relative
 * `/files/{id}` of the uploaded original (the page finds its transcode by it), `title` is plain text up to 200
 * characters, the player's accessible name.
 */
export const sanitizeVideoAttrs = (attrs: Record<string, unknown> | undefined): TRichTextVideoAttrs | null => {
  const fileId = typeof attrs?.src === 'string' ? STORED_VIDEO_URL.exec(attrs.src.trim())?.[1] : undefined;
  if (!fileId) return null;
  const title = typeof attrs?.title === 'string' ? attrs.title.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
  return { src: `/files/${fileId}`, title };
};
