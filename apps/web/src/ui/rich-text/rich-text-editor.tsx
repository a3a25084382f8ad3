import { calloutKindOf, type TCellAlign, type TRichText } from '@questline/domain/rules/rich-text';
import { isSafeHref } from '@questline/domain/rules/urls';
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { CalloutNode } from './rich-text-callout';
import { CodeBlockNode } from './rich-text-code-block';
import { CodeBlockSettings } from './rich-text-code-block-settings';
import { documentOf } from './rich-text-document';
import { EmbedNode } from './rich-text-embed-node';
import { selectedNode } from './rich-text-form-parts';
import { ImageNode } from './rich-text-image-node';
import { KbdMark } from './rich-text-kbd-mark';
import { MarkdownPaste } from './rich-text-markdown-paste';
import { ToolbarShortcuts, type TToolbarPanel } from './rich-text-shortcuts';
import { TableExtensions } from './rich-text-table';
import { RichTextToolbar, type TToolbarState } from './rich-text-toolbar';
import { VideoNode } from './rich-text-video-node';

/** The closest node of one of `names` around the selection, with its position. */
const around = (editor: Editor, names: readonly string[]) => {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (names.includes(node.type.name)) return { node, pos: $from.before(depth) };
  }
  return null;
};

const headerRowOf = (table: ProseMirrorNode) => {
  const first = table.firstChild;
  if (!first?.childCount) return false;
  let header = true;
  first.forEach((cell) => {
    if (cell.type.name !== 'tableHeader') header = false;
  });
  return header;
};

/** What the toolbar shows of the selection. */
const toolbarState = (editor: Editor): TToolbarState => {
  const codeBlock = around(editor, ['codeBlock']);
  const callout = around(editor, ['callout']);
  const table = around(editor, ['table']);
  const cell = around(editor, ['tableCell', 'tableHeader']);
  const level = editor.isActive('heading') ? Number(editor.getAttributes('heading').level) : null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    code: editor.isActive('code'),
    kbd: editor.isActive('kbd'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    blockType: level ? `h${level}` : editor.isActive('paragraph') ? 'paragraph' : null,
    codeBlock: codeBlock
      ? {
          pos: codeBlock.pos,
          attrs: {
            language: codeBlock.node.attrs.language,
            filename: codeBlock.node.attrs.filename,
            highlightLines: codeBlock.node.attrs.highlightLines,
          },
        }
      : null,
    callout: callout ? calloutKindOf(callout.node.attrs.kind) : null,
    table: table
      ? { headerRow: headerRowOf(table.node), align: (cell?.node.attrs.align as TCellAlign | null) ?? null }
      : null,
    image: selectedNode(editor, 'image') !== null,
    video: selectedNode(editor, 'video') !== null,
  };
};

const contentClass = [
  'prose-sm px-3 py-2 text-sm text-slate-900 outline-none',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline',
  '[&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_h4]:mt-2 [&_h4]:text-sm [&_h4]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono',
  '[&_hr]:my-3 [&_hr]:border-slate-300 [&_.selectedCell]:bg-brand-50',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-600',
].join(' ');

/** The TipTap editor behind RichTextField, in its own chunk. */
export const RichTextEditor = (props: {
  value: TRichText | null;
  onChange: (value: TRichText | null) => void;
  onBlur: () => void;
  labelId: string;
  /** A short answer (a quiz option, a feedback line): the field starts two lines high instead of five. */
  compact?: boolean;
  describedBy?: string;
  invalid: boolean;
  editorRef: Ref<{ focus: () => void }>;
}) => {
  // The last value this editor reported: a different incoming value was set from outside (a form reset).
  const emitted = useRef<TRichText | null>(props.value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // The toolbar's dialog or menu that is open: its button, or its shortcut in the text, opens it.
  const [panel, setPanel] = useState<TToolbarPanel | null>(null);

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
      CodeBlockNode,
      CalloutNode,
      ...TableExtensions,
      KbdMark,
      EmbedNode,
      ImageNode,
      VideoNode,
      MarkdownPaste,
      ToolbarShortcuts.configure({ open: (next) => setPanel(next) }),
    ],
    content: props.value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
        class: `${contentClass} ${props.compact ? 'min-h-14' : 'min-h-28'}`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = documentOf(current);
      emitted.current = next;
      onChange.current(next);
    },
    onBlur: () => props.onBlur(),
  });

  // Keep the ARIA attributes current as the field's description and error state change.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': props.describedBy ?? '',
          'aria-invalid': props.invalid ? 'true' : 'false',
        },
      },
    });
  }, [editor, props.describedBy, props.invalid]);

  useEffect(() => {
    // The form hands back a copy of what the editor reported (react-hook-form clones watched values): only a document
    // that differs is one set from outside. Setting the same one again would move the caret to the end.
    if (props.value === emitted.current || JSON.stringify(props.value) === JSON.stringify(emitted.current)) return;
    emitted.current = props.value;
    editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  useImperativeHandle(props.editorRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });

  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-brand-600 ${props.invalid ? 'border-red-600' : 'border-slate-300'}`}
    >
      <RichTextToolbar
        editor={editor}
        state={state}
        panel={(name) => ({ isOpen: panel === name, onOpenChange: (open) => setPanel(open ? name : null) })}
      />
      {state.codeBlock && <CodeBlockSettings key={state.codeBlock.pos} editor={editor} attrs={state.codeBlock.attrs} />}
      <EditorContent editor={editor} />
    </div>
  );
};
