import { z } from 'zod';
import { sanitizeEmbedAttrs } from './embeds';
import { richTextTooDeep } from './input-limits';
import { sanitizeImageAttrs } from './rich-text-image';
import { isSafeHref } from './urls';

/** Rich text is TipTap (ProseMirror) JSON (DESIGN §6): a tree of nodes with marks on text. */
export type TRichTextMark = { type: string; attrs?: Record<string, unknown> };
export type TRichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TRichTextNode[];
  text?: string;
  marks?: TRichTextMark[];
};
export type TRichText = TRichTextNode & { type: 'doc' };

/** Whether a value is a rich-text document (TipTap JSON), wherever it sits in a stored form. */
export const isRichText = (value: unknown): value is TRichText =>
  typeof value === 'object' && value !== null && 'type' in value && value.type === 'doc';

export const ZRichTextNode: z.ZodType<TRichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(ZRichTextNode).max(10_000).optional(),
    text: z.string().max(100_000).optional(),
    marks: z
      .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
  }),
);
/** A document: nesting is checked first, without recursion, so a hostile tree never reaches the recursive schema. */
export const ZRichText = z
  .unknown()
  .refine((node) => !richTextTooDeep(node), { message: 'request_too_deep' })
  .pipe(ZRichTextNode.refine((node) => node.type === 'doc', { message: 'invalid_request' })) as z.ZodType<TRichText>;

const BLOCKS = new Set([
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'hardBreak',
  'horizontalRule',
  'text',
]);
const MARKS = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'link']);

const sanitizeMark = (mark: TRichTextMark): TRichTextMark | null => {
  if (!MARKS.has(mark.type)) return null;
  if (mark.type !== 'link') return { type: mark.type };
  return isSafeHref(mark.attrs?.href) ? { type: 'link', attrs: { href: mark.attrs.href.trim() } } : null;
};

const sanitizeNode = (node: TRichTextNode): TRichTextNode | null => {
  // Embeds keep only URLs of the allowed providers (rules/embeds.ts); they hold no content.
  if (node.type === 'embed') {
    const attrs = sanitizeEmbedAttrs(node.attrs);
    return attrs ? { type: 'embed', attrs } : null;
  }
  // Images keep an uploaded image's URL and their alt text only (rules/images.ts).
  if (node.type === 'image') {
    const attrs = sanitizeImageAttrs(node.attrs);
    return attrs ? { type: 'image', attrs } : null;
  }
  if (!BLOCKS.has(node.type)) return null;
  if (node.type === 'text') {
    if (!node.text) return null;
    const marks = (node.marks ?? []).map(sanitizeMark).filter((mark): mark is TRichTextMark => mark !== null);
    return marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text };
  }
  const out: TRichTextNode = { type: node.type };
  if (node.type === 'heading') {
    const level = Number(node.attrs?.level);
    out.attrs = { level: level >= 2 && level <= 4 ? level : 2 };
  }
  if (node.type === 'orderedList' && Number.isInteger(node.attrs?.start)) out.attrs = { start: node.attrs?.start };
  if (node.content) {
    out.content = node.content.map(sanitizeNode).filter((child): child is TRichTextNode => child !== null);
  }
  return out;
};

/** Keeps only the allow-listed nodes and marks; links keep http(s) and mailto only. */
export const sanitizeRichText = (doc: TRichText): TRichText =>
  (sanitizeNode(doc) as TRichText | null) ?? { type: 'doc', content: [] };

/** The plain text of a document: blocks separated by newlines, trimmed (descPlain, change detection, search). */
export const richTextPlain = (node: TRichTextNode | null | undefined): string => {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(richTextPlain);
  const isBlockContainer = ['doc', 'bulletList', 'orderedList', 'blockquote', 'listItem'].includes(node.type);
  return (isBlockContainer ? inner.join('\n') : inner.join('')).trim();
};

/** Paragraphs of plain text as a document. */
export const richTextFromParagraphs = (paragraphs: readonly string[]): TRichText => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] })),
});
