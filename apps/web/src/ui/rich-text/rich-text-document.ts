import type { TRichText, TRichTextMark, TRichTextNode } from '@questline/domain/rules/rich-text';
import type { Editor } from '@tiptap/core';

/** Attributes the editor's schema fills with a default that the stored shape (rules/rich-text.ts) leaves out. */
const isDefault = (type: string, name: string, value: unknown) =>
  value === null ||
  value === undefined ||
  ((type === 'tableCell' || type === 'tableHeader') && (name === 'colspan' || name === 'rowspan') && value === 1) ||
  (type === 'image' && name === 'caption' && value === '');

const TRIMMED = new Set(['codeBlock', 'image', 'orderedList', 'tableCell', 'tableHeader']);

/** A link keeps its address only: its target and rel are the page's to set, as rules/rich-text.ts keeps it. */
const trimmedMark = (mark: TRichTextMark): TRichTextMark =>
  mark.type === 'link' ? { type: 'link', attrs: { href: mark.attrs?.href } } : mark;

/**
 * A node as the sanitiser keeps it: the optional attributes of code blocks, images, lists and cells only when set,
 * links with their address.
 */
const trimmed = (node: TRichTextNode): TRichTextNode => {
  const out: TRichTextNode = { ...node };
  if (node.marks) out.marks = node.marks.map(trimmedMark);
  if (node.attrs && TRIMMED.has(node.type)) {
    const attrs = Object.fromEntries(
      Object.entries(node.attrs).filter(([name, value]) => !isDefault(node.type, name, value)),
    );
    if (Object.keys(attrs).length) out.attrs = attrs;
    else delete out.attrs;
  }
  if (node.content) out.content = node.content.map(trimmed);
  return out;
};

/** Blocks an author inserts to fill in: a document holding one is not empty, though it has no text yet. */
const FRAMES = new Set(['table', 'codeBlock', 'callout']);

const isEmpty = (editor: Editor) => {
  if (!editor.isEmpty) return false;
  let framed = false;
  editor.state.doc.descendants((node) => {
    if (FRAMES.has(node.type.name)) framed = true;
    return !framed;
  });
  return !framed;
};

/**
 * The editor's document as it is stored; a document without text, atoms or blocks to fill in (a table, a code block,
 * a callout) is null, so "no text" has one representation.
 */
export const documentOf = (editor: Editor): TRichText | null =>
  isEmpty(editor) ? null : (trimmed(editor.getJSON() as TRichTextNode) as TRichText);
