import { z } from 'zod';
import { CODE_BLOCK_MAX_LINES } from '../constants';
import { sanitizeEmbedAttrs } from './embeds';
import { richTextTooDeep } from './input-limits';
import { sanitizeImageAttrs, sanitizeVideoAttrs } from './rich-text-image';
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
/** The lines of the longest code block in a document (0 without one), read without recursion. */
export const longestCodeBlock = (doc: unknown): number => {
  let longest = 0;
  const pending: unknown[] = [doc];
  while (pending.length) {
    const node = pending.pop() as TRichTextNode | null;
    if (typeof node !== 'object' || node === null) continue;
    if (node.type === 'codeBlock') longest = Math.max(longest, codeLines(node));
    else if (Array.isArray(node.content)) pending.push(...node.content);
  }
  return longest;
};

/**
 * A document: nesting is checked first, without recursion, so a hostile tree never reaches the recursive schema; a
 * code block longer than CODE_BLOCK_MAX_LINES is refused with its key (a step is no place for a whole file).
 */
export const ZRichText = z
  .unknown()
  .refine((node) => !richTextTooDeep(node), { message: 'request_too_deep' })
  .pipe(ZRichTextNode.refine((node) => node.type === 'doc', { message: 'invalid_request' }))
  .refine((doc) => longestCodeBlock(doc) <= CODE_BLOCK_MAX_LINES, {
    message: 'richText_codeBlock_too_long',
  }) as z.ZodType<TRichText>;

/**
 * The languages a code block may name (issue 25): the engine's scripts (C#), its shaders (HLSL, ShaderLab), web and
 * tooling code, data files and the shell. Anything else is shown as plain text.
 */
export const CODE_LANGUAGES = [
  'csharp',
  'hlsl',
  'shaderlab',
  'javascript',
  'typescript',
  'json',
  'yaml',
  'shell',
  'plaintext',
] as const;
export type TCodeLanguage = (typeof CODE_LANGUAGES)[number];

const CODE_LANGUAGE_ALIASES: Readonly<Record<string, TCodeLanguage>> = {
  cs: 'csharp',
  'c#': 'csharp',
  csharp: 'csharp',
  hlsl: 'hlsl',
  cg: 'hlsl',
  shader: 'shaderlab',
  shaderlab: 'shaderlab',
  js: 'javascript',
  jsx: 'javascript',
  javascript: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  typescript: 'typescript',
  json: 'json',
  jsonc: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  shell: 'shell',
  console: 'shell',
  shellscript: 'shell',
  powershell: 'shell',
  ps1: 'shell',
  txt: 'plaintext',
  text: 'plaintext',
  plain: 'plaintext',
  plaintext: 'plaintext',
};

/** A code block's language from what an author, a Markdown fence or an IDE names it: unknown names are plain text. */
export const codeLanguageOf = (name: unknown): TCodeLanguage =>
  (typeof name === 'string' && CODE_LANGUAGE_ALIASES[name.trim().toLowerCase()]) || 'plaintext';

/** The lines a code block holds. */
const codeLines = (node: TRichTextNode): number => {
  let breaks = 0;
  for (const child of node.content ?? []) {
    const text = typeof child?.text === 'string' ? child.text : '';
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) breaks++;
  }
  return breaks + 1;
};

/**
 * Highlighted lines as authors write them ("2, 4-6"): 1-based lines and ranges, normalised ("2,4-6"); anything else
 * is dropped. Ranges are bounded by the block's line limit.
 */
export const highlightLinesOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,4}(?:-\d{1,4})?$/.test(part))
    .filter((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return (from ?? 0) >= 1 && (to ?? 0) >= (from ?? 0) && (to ?? 0) <= CODE_BLOCK_MAX_LINES;
    });
  return parts.length ? parts.join(',').slice(0, 100) : undefined;
};

/** The 1-based line numbers a code block highlights. */
export const highlightedLines = (value: unknown): ReadonlySet<number> => {
  const lines = new Set<number>();
  for (const part of highlightLinesOf(value)?.split(',') ?? []) {
    const [from, to = from] = part.split('-').map(Number);
    for (let line = from ?? 0; line <= (to ?? 0); line++) lines.add(line);
  }
  return lines;
};

/** One line of plain text, trimmed and cut to `max` characters; empty is absent. */
const plainAttr = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim().slice(0, max);
  return text || undefined;
};

export const CALLOUT_KINDS = ['note', 'tip', 'warning', 'important'] as const;
export type TCalloutKind = (typeof CALLOUT_KINDS)[number];
export const calloutKindOf = (value: unknown): TCalloutKind =>
  CALLOUT_KINDS.includes(value as TCalloutKind) ? (value as TCalloutKind) : 'note';

export const CELL_ALIGNS = ['left', 'center', 'right'] as const;
export type TCellAlign = (typeof CELL_ALIGNS)[number];

const BLOCKS = new Set([
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'callout',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'hardBreak',
  'horizontalRule',
  'text',
]);
const MARKS = new Set(['bold', 'italic', 'underline', 'strike', 'code', 'kbd', 'link']);

const sanitizeMark = (mark: TRichTextMark): TRichTextMark | null => {
  if (!MARKS.has(mark.type)) return null;
  if (mark.type !== 'link') return { type: mark.type };
  return isSafeHref(mark.attrs?.href) ? { type: 'link', attrs: { href: mark.attrs.href.trim() } } : null;
};

const span = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= max ? value : undefined;

/** A table cell keeps its spans (when above 1) and its alignment; column widths and styles are dropped. */
const cellAttrs = (attrs: Record<string, unknown> | undefined) => {
  const colspan = span(attrs?.colspan, 20);
  const rowspan = span(attrs?.rowspan, 200);
  const align = CELL_ALIGNS.includes(attrs?.align as TCellAlign) ? (attrs?.align as TCellAlign) : undefined;
  const out = { ...(colspan ? { colspan } : {}), ...(rowspan ? { rowspan } : {}), ...(align ? { align } : {}) };
  return Object.keys(out).length ? out : undefined;
};

/** A code block keeps its text (no marks, no other nodes), its language, file name and highlighted lines. */
const sanitizeCodeBlock = (node: TRichTextNode): TRichTextNode => {
  const text = (node.content ?? [])
    .map((child) => (child?.type === 'text' && typeof child.text === 'string' ? child.text : ''))
    .join('');
  const filename = plainAttr(node.attrs?.filename, 120);
  const highlightLines = highlightLinesOf(node.attrs?.highlightLines);
  return {
    type: 'codeBlock',
    attrs: {
      language: codeLanguageOf(node.attrs?.language),
      ...(filename ? { filename } : {}),
      ...(highlightLines ? { highlightLines } : {}),
    },
    ...(text ? { content: [{ type: 'text', text }] } : {}),
  };
};

const sanitizeNode = (node: TRichTextNode): TRichTextNode | null => {
  // Embeds keep only URLs of the allowed providers (rules/embeds.ts); they hold no content.
  if (node.type === 'embed') {
    const attrs = sanitizeEmbedAttrs(node.attrs);
    return attrs ? { type: 'embed', attrs } : null;
  }
  // Images and videos keep an uploaded file's URL and their plain-text attributes only (rules/rich-text-image.ts).
  if (node.type === 'image') {
    const attrs = sanitizeImageAttrs(node.attrs);
    return attrs ? { type: 'image', attrs } : null;
  }
  if (node.type === 'video') {
    const attrs = sanitizeVideoAttrs(node.attrs);
    return attrs ? { type: 'video', attrs } : null;
  }
  if (node.type === 'codeBlock') return sanitizeCodeBlock(node);
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
  if (node.type === 'callout') out.attrs = { kind: calloutKindOf(node.attrs?.kind) };
  if (node.type === 'tableCell' || node.type === 'tableHeader') {
    const attrs = cellAttrs(node.attrs);
    if (attrs) out.attrs = attrs;
  }
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
  const isBlockContainer = [
    'doc',
    'bulletList',
    'orderedList',
    'blockquote',
    'listItem',
    'callout',
    'table',
    'tableRow',
    'tableHeader',
    'tableCell',
  ].includes(node.type);
  return (isBlockContainer ? inner.join('\n') : inner.join('')).trim();
};

/** Paragraphs of plain text as a document. */
export const richTextFromParagraphs = (paragraphs: readonly string[]): TRichText => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] })),
});

/**
 * The paths of images without alt text anywhere in a form (its rich-text fields, lists and nested objects):
 * publishing refuses them (issue 25), since a learner with a screen reader would hear nothing of the picture.
 */
export const imagesWithoutAlt = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((child, index) => imagesWithoutAlt(child, `${path}.${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const node = value as TRichTextNode;
  if (node.type === 'image' && !(typeof node.attrs?.alt === 'string' && node.attrs.alt.trim())) return [path];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'attrs' || key === 'marks' ? [] : imagesWithoutAlt(child, path ? `${path}.${key}` : key),
  );
};
