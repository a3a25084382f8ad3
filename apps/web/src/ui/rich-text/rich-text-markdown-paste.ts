import { sanitizeRichText, type TRichText, type TRichTextNode } from '@questline/domain/rules/rich-text';
import { Extension, type JSONContent } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Marked, type marked } from 'marked';

/** A line that only Markdown starts this way: a fence, a heading, a list item, a quote or callout. */
const BLOCK_LINE = /^ {0,3}(?:```|~~~|#{1,6}\s+\S|>|[-*+]\s+\S|\d{1,9}[.)]\s+\S)/;
/** A table's delimiter row, such as `| --- | :-: |`. */
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$/;
/** Inline code, bold text or a link, written as Markdown. */
const INLINE = /`[^`\n]+`|\*\*[^*\n]+\*\*|\[[^\]\n]+\]\((?:https?:|mailto:)[^)\s]+\)/;

/** Whether plain text reads as Markdown rather than prose that happens to hold a `>` or a `-`. */
const looksLikeMarkdown = (text: string) =>
  INLINE.test(text) || text.split(/\r?\n/).some((line) => BLOCK_LINE.test(line) || TABLE_RULE.test(line));

/** Wrapper tags plain-text sources put around what they copy (a browser's plain-text page, an IDE's colours). */
const PLAIN_TAGS = new Set(['html', 'head', 'body', 'meta', 'style', 'pre', 'span', 'div', 'br', 'font']);
const isPlainHtml = (html: string) =>
  [...html.matchAll(/<\/?([a-z][\w-]*)/gi)].every((match) => PLAIN_TAGS.has((match[1] ?? '').toLowerCase()));

/**
 * A step's headings are h3 and h4 (h2 is the step's own title): a pasted document's top heading level becomes h3 and
 * any deeper one h4, so its outline is kept.
 */
const withStepHeadings = (nodes: JSONContent[]): JSONContent[] => {
  const levels = new Set<number>();
  const collect = (node: JSONContent) => {
    if (node.type === 'heading') levels.add(Number(node.attrs?.level) || 1);
    node.content?.forEach(collect);
  };
  nodes.forEach(collect);
  const top = Math.min(...levels);
  const relevel = (node: JSONContent): JSONContent => ({
    ...node,
    ...(node.type === 'heading'
      ? { attrs: { ...node.attrs, level: (Number(node.attrs?.level) || 1) > top ? 4 : 3 } }
      : {}),
    ...(node.content ? { content: node.content.map(relevel) } : {}),
  });
  return nodes.map(relevel);
};

/**
 * Headings at the depth Markdown wrote them (1 to 6), for withStepHeadings to map: the editor's own heading takes only
 * its levels (2 to 4) and would make a `#` heading a paragraph. Given to the Markdown parser only, ahead of it.
 */
const MarkdownHeadings = Extension.create({
  name: 'markdownHeadings',
  priority: 1000,
  markdownTokenName: 'heading',
  parseMarkdown: (token, helpers) =>
    helpers.createNode('heading', { level: token.depth ?? 1 }, helpers.parseInline(token.tokens ?? [])),
});

/**
 * Markdown as rich-text blocks: parsed by @tiptap/markdown with the editor's own extensions (so fences, tables and
 * `> [!NOTE]` callouts become their nodes), then passed through the domain's sanitiser, so nothing outside the
 * allow-list (rules/rich-text.ts) gets in: images of other sites, scripts' links and unknown nodes are dropped.
 */
const markdownContent = (manager: MarkdownManager, markdown: string): TRichTextNode[] => {
  const parsed = manager.parse(markdown.replace(/\r\n?/g, '\n'));
  const doc: TRichText = { type: 'doc', content: withStepHeadings(parsed.content ?? []) as TRichTextNode[] };
  return sanitizeRichText(doc).content ?? [];
};

/**
 * Pasting plain text that reads as Markdown (issue 25), or Markdown copied from VS Code, inserts its structure:
 * headings, lists, fenced code with its language, tables, quotes and callouts. Text pasted into a code block stays as
 * it is; HTML from a page keeps ProseMirror's own paste.
 */
export const MarkdownPaste = Extension.create<Record<string, never>, { manager: MarkdownManager | null }>({
  name: 'markdownPaste',
  addStorage() {
    return { manager: null };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('markdownPaste'),
        props: {
          handlePaste: (_view, event) => {
            const data = event.clipboardData;
            if (!data || this.editor.isActive('codeBlock')) return false;
            const text = data.getData('text/plain');
            let mode: unknown;
            try {
              mode = JSON.parse(data.getData('vscode-editor-data') || 'null')?.mode;
            } catch {
              mode = undefined;
            }
            const plain = mode === 'markdown' || (mode === undefined && isPlainHtml(data.getData('text/html')));
            if (!text || !plain || !looksLikeMarkdown(text)) return false;
            // Its own marked instance: the manager adds the extensions' tokenizers to it, which on marked's shared
            // instance would pile up with every editor opened.
            this.storage.manager ??= new MarkdownManager({
              marked: new Marked() as unknown as typeof marked,
              extensions: [MarkdownHeadings, ...this.editor.extensionManager.baseExtensions],
            });
            const content = markdownContent(this.storage.manager, text);
            if (!content.length) return false;
            return this.editor.commands.insertContent(content as JSONContent[]);
          },
        },
      }),
    ];
  },
});
