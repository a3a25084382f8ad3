import type { TRichText, TRichTextMark, TRichTextNode } from '@questline/domain/rules/rich-text';
import type {
  DemoBlock,
  DemoCalloutKind,
  DemoCodeLanguage,
  DemoImageKey,
  DemoInline,
  DemoListItem,
  DemoVideoKey,
} from './demo-types';

// ── Builders the catalogue writes step bodies with ──

/** A heading inside a step (the step title is the page's own heading, so steps start at level 3). */
export const h3 = (text: string): DemoBlock => ({ heading: 3, text });
export const h4 = (text: string): DemoBlock => ({ heading: 4, text });

/** Strips the first line break and the indentation every line shares, so code can be written indented in place. */
const dedent = (text: string) => {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n[ \t]*$/, '')
    .split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim()).map((line) => (/^[ \t]*/.exec(line)?.[0].length ?? 0) as number),
  );
  return lines.map((line) => line.slice(indent).trimEnd()).join('\n');
};

/**
 * A code block, written as a raw template: code('csharp', { filename: 'Spinner.cs', highlightLines: '5-6' })`...`.
 * Backslashes stay as written (String.raw); the shared indentation is removed.
 */
export const code =
  (language: DemoCodeLanguage, options: { filename?: string; highlightLines?: string } = {}) =>
  (strings: TemplateStringsArray, ...values: unknown[]): DemoBlock => ({
    code: dedent(String.raw({ raw: strings.raw }, ...values)),
    language,
    ...options,
  });

/** A built-in lab's JavaScript, written as a raw template like `code`: js`...`, its shared indentation removed. */
export const js = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  dedent(String.raw({ raw: strings.raw }, ...values));

const callout =
  (kind: DemoCalloutKind) =>
  (...body: DemoBlock[]): DemoBlock => ({ callout: kind, body });
export const note = callout('note');
export const tip = callout('tip');
export const warning = callout('warning');
export const important = callout('important');

export const table = (
  header: DemoInline[],
  rows: DemoInline[][],
  align?: ('left' | 'center' | 'right' | undefined)[],
): DemoBlock => ({ table: { header, rows, ...(align ? { align } : {}) } });

export const ul = (...items: DemoListItem[]): DemoBlock => ({ ul: items });
export const ol = (...items: DemoListItem[]): DemoBlock => ({ ol: items });
/** A list item with a list nested under it. */
export const sub = (text: DemoInline, items: DemoListItem[], ordered = false): DemoListItem =>
  ordered ? { text, ol: items } : { text, ul: items };

export const image = (key: DemoImageKey, alt: string, caption: string): DemoBlock => ({ image: key, alt, caption });
export const video = (key: DemoVideoKey, title: string): DemoBlock => ({ video: key, title });

// ── From blocks to rich text ──

/** The images and videos some of these steps show. */
export const demoMediaKeys = (steps: readonly { body: readonly DemoBlock[] }[]) => {
  const images = new Set<DemoImageKey>();
  const videos = new Set<DemoVideoKey>();
  const visit = (block: DemoBlock) => {
    if (typeof block === 'string') return;
    if ('image' in block) images.add(block.image);
    if ('video' in block) videos.add(block.video);
    if ('callout' in block) block.body.forEach(visit);
  };
  for (const step of steps) step.body.forEach(visit);
  return { images, videos };
};

/** What the seed stored for the demo's media: an image's file and size; a video's file, when one could be made. */
export type TDemoMediaFiles = {
  images: ReadonlyMap<DemoImageKey, { url: string; width: number; height: number }>;
  videos: ReadonlyMap<DemoVideoKey, { url: string }>;
};

/** `code`, [[key]] and **bold**, in that order of precedence; nothing nests. */
const INLINE = /`([^`]+)`|\[\[([^\]]+)\]\]|\*\*([^*]+)\*\*/g;

/** Inline text as text nodes with code, kbd and bold marks. */
export const inlineNodes = (text: DemoInline): TRichTextNode[] => {
  const nodes: TRichTextNode[] = [];
  const plain = (value: string) => {
    if (value) nodes.push({ type: 'text', text: value });
  };
  const marked = (value: string, mark: TRichTextMark['type']) =>
    nodes.push({ type: 'text', text: value, marks: [{ type: mark }] });
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    plain(text.slice(last, match.index));
    if (match[1] !== undefined) marked(match[1], 'code');
    else if (match[2] !== undefined) marked(match[2], 'kbd');
    else if (match[3] !== undefined) marked(match[3], 'bold');
    last = match.index + match[0].length;
  }
  plain(text.slice(last));
  return nodes;
};

const paragraph = (text: DemoInline): TRichTextNode => {
  const content = inlineNodes(text);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

const listNode = (ordered: boolean, items: DemoListItem[]): TRichTextNode => ({
  type: ordered ? 'orderedList' : 'bulletList',
  content: items.map((item) => {
    if (typeof item === 'string') return { type: 'listItem', content: [paragraph(item)] };
    const nested = item.ol ? listNode(true, item.ol) : item.ul ? listNode(false, item.ul) : null;
    return { type: 'listItem', content: [paragraph(item.text), ...(nested ? [nested] : [])] };
  }),
});

const cell = (type: 'tableHeader' | 'tableCell', text: DemoInline, align: string | undefined): TRichTextNode => ({
  type,
  ...(align ? { attrs: { align } } : {}),
  content: [paragraph(text)],
});

/** One block as rich-text nodes: none for a video the seed could not make (no ffmpeg here). */
const blockNodes = (block: DemoBlock, media: TDemoMediaFiles): TRichTextNode[] => {
  if (typeof block === 'string') return [paragraph(block)];
  if ('heading' in block)
    return [{ type: 'heading', attrs: { level: block.heading }, content: inlineNodes(block.text) }];
  if ('code' in block) {
    return [
      {
        type: 'codeBlock',
        attrs: {
          language: block.language,
          ...(block.filename ? { filename: block.filename } : {}),
          ...(block.highlightLines ? { highlightLines: block.highlightLines } : {}),
        },
        content: [{ type: 'text', text: block.code }],
      },
    ];
  }
  if ('callout' in block) {
    return [
      {
        type: 'callout',
        attrs: { kind: block.callout },
        content: block.body.flatMap((inner) => blockNodes(inner, media)),
      },
    ];
  }
  if ('table' in block) {
    const { header, rows, align = [] } = block.table;
    return [
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: header.map((text, index) => cell('tableHeader', text, align[index])) },
          ...rows.map((row) => ({
            type: 'tableRow',
            content: row.map((text, index) => cell('tableCell', text, align[index])),
          })),
        ],
      },
    ];
  }
  if ('ul' in block) return [listNode(false, block.ul)];
  if ('ol' in block) return [listNode(true, block.ol)];
  if ('image' in block) {
    const file = media.images.get(block.image);
    if (!file) throw new Error(`demo catalogue: the image ${block.image} was not made`);
    return [
      {
        type: 'image',
        attrs: { src: file.url, alt: block.alt, caption: block.caption, width: file.width, height: file.height },
      },
    ];
  }
  const file = media.videos.get(block.video);
  return file ? [{ type: 'video', attrs: { src: file.url, title: block.title } }] : [];
};

/** A step body as a rich-text document (DESIGN §6 allow-list, issue 25's nodes included). */
export const demoRichText = (blocks: readonly DemoBlock[], media: TDemoMediaFiles): TRichText => ({
  type: 'doc',
  content: blocks.flatMap((block) => blockNodes(block, media)),
});
