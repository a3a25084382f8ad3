import { CALLOUT_KINDS, calloutKindOf, type TCalloutKind } from '@questline/domain/rules/rich-text';
import { InputRule, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { findWrapping } from '@tiptap/pm/transform';
import i18next from 'i18next';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout of `kind`. */
      setCallout: (kind: TCalloutKind) => ReturnType;
      /** Puts the blocks of the callout around the selection back in its place. */
      unsetCallout: () => ReturnType;
    };
  }
}

/** The colours of each kind, as the editor shows them (the page's own come from rich-text-view.tsx). */
const KIND_CLASS: Record<TCalloutKind, { box: string; label: string }> = {
  note: { box: 'border-sky-600 bg-sky-50', label: 'text-sky-800' },
  tip: { box: 'border-emerald-600 bg-emerald-50', label: 'text-emerald-800' },
  warning: { box: 'border-amber-500 bg-amber-50', label: 'text-amber-900' },
  important: { box: 'border-violet-600 bg-violet-50', label: 'text-violet-800' },
};

const KINDS = CALLOUT_KINDS.join('|');
/** `> [!TIP] ` typed in an empty paragraph (blockquote's own rule has not taken the `> `: no space after it). */
const IN_PARAGRAPH = new RegExp(`^>\\s*\\[!(${KINDS})\\]\\s$`, 'i');
/** `[!TIP] ` typed at the start of a quote (blockquote's rule took the `> ` as it was typed). */
const IN_QUOTE = new RegExp(`^\\[!(${KINDS})\\]\\s$`, 'i');
/** The first line of a Markdown callout (GitHub's alerts): `> [!NOTE]`, then the quote's lines. */
const MARKDOWN_START = new RegExp(`^ {0,3}>[ \\t]*\\[!(?:${KINDS})\\]`, 'im');
const MARKDOWN_BLOCK = new RegExp(`^ {0,3}>[ \\t]*\\[!(${KINDS})\\][^\\n]*(?:\\n {0,3}>[^\\n]*)*(?:\\n|$)`, 'i');

/** The closest callout around the selection: its depth in `$from`, or null. */
const calloutDepth = (tr: Transaction) => {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type.name === 'callout') return depth;
  return null;
};

/** GitHub renders its alerts as `div.markdown-alert.markdown-alert-tip` with a title paragraph first. */
const gitHubAlertKind = (element: HTMLElement) =>
  [...element.classList].map((name) => /^markdown-alert-(\w+)$/.exec(name)?.[1]).find(Boolean);

/**
 * The rich-text `callout` node (issue 25): a note, tip, warning or important box holding blocks, shown with its
 * translated label and the colour of its kind. Typing `> [!TIP] ` (NOTE, WARNING, IMPORTANT; any case) at the start
 * of an empty paragraph makes one, as pasting GitHub's Markdown or HTML alerts does.
 */
export const CalloutNode = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      kind: {
        default: 'note',
        parseHTML: (element: HTMLElement) =>
          calloutKindOf(element.getAttribute('data-callout') ?? gitHubAlertKind(element)),
        rendered: false,
      },
    };
  },
  parseHTML() {
    return [
      { tag: 'div[data-callout]', contentElement: '[data-callout-body]' },
      {
        tag: 'div.markdown-alert',
        contentElement: (element: globalThis.Node) => {
          const body = (element as HTMLElement).cloneNode(true) as HTMLElement;
          body.querySelector('.markdown-alert-title')?.remove();
          return body;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const kind = calloutKindOf(node.attrs.kind);
    return [
      'div',
      {
        'data-callout': kind,
        role: 'note',
        class: `my-2 rounded-r-lg border-l-4 px-3 py-2 ${KIND_CLASS[kind].box}`,
      },
      [
        'p',
        { contenteditable: 'false', class: `text-xs font-bold uppercase tracking-wide ${KIND_CLASS[kind].label}` },
        i18next.t(`richText.callout.${kind}`),
      ],
      ['div', { 'data-callout-body': '' }, 0],
    ];
  },
  addCommands() {
    return {
      setCallout:
        (kind) =>
        ({ commands }) =>
          commands.wrapIn(this.name, { kind }),
      unsetCallout:
        () =>
        ({ tr, dispatch }) => {
          const depth = calloutDepth(tr);
          if (depth === null) return false;
          if (dispatch) {
            const { $from } = tr.selection;
            const callout: ProseMirrorNode = $from.node(depth);
            const start = $from.before(depth);
            tr.replaceWith(start, start + callout.nodeSize, callout.content);
          }
          return true;
        },
    };
  },
  addInputRules() {
    const type = this.type;
    return [
      new InputRule({
        find: IN_PARAGRAPH,
        handler: ({ state, range, match }) => {
          const $from = state.doc.resolve(range.from);
          if ($from.parent.type.name !== 'paragraph' || range.to !== $from.end()) return null;
          const tr = state.tr.delete(range.from, range.to);
          const block = tr.doc.resolve(range.from).blockRange();
          const wrapping = block && findWrapping(block, type, { kind: calloutKindOf(match[1]?.toLowerCase()) });
          if (!block || !wrapping) return null;
          tr.wrap(block, wrapping);
        },
      }),
      new InputRule({
        find: IN_QUOTE,
        handler: ({ state, range, match }) => {
          const $from = state.doc.resolve(range.from);
          const quoteDepth = $from.depth - 1;
          if ($from.parent.type.name !== 'paragraph' || range.to !== $from.end() || quoteDepth < 1) return null;
          const quote = $from.node(quoteDepth);
          if (quote.type.name !== 'blockquote' || quote.childCount !== 1) return null;
          state.tr
            .delete(range.from, range.to)
            .setNodeMarkup($from.before(quoteDepth), type, { kind: calloutKindOf(match[1]?.toLowerCase()) });
        },
      }),
    ];
  },
  markdownTokenizer: {
    name: 'callout',
    level: 'block',
    start: (src: string) => src.search(MARKDOWN_START),
    tokenize: (src, _tokens, lexer) => {
      const match = MARKDOWN_BLOCK.exec(src);
      if (!match) return undefined;
      const lines = match[0]
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => line.replace(/^ {0,3}> ?/, ''));
      lines[0] = (lines[0] ?? '').replace(/^\s*\[!\w+\]\s*/, '');
      return {
        type: 'callout',
        raw: match[0],
        kind: calloutKindOf(match[1]?.toLowerCase()),
        tokens: lexer.blockTokens(lines.join('\n')),
      };
    },
  },
  parseMarkdown: (token, helpers) => {
    const content = helpers.parseChildren(token.tokens ?? []);
    return helpers.createNode(
      'callout',
      { kind: calloutKindOf(token.kind) },
      content.length ? content : [{ type: 'paragraph' }],
    );
  },
});
