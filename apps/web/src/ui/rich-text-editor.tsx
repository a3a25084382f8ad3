import type { TRichText } from '@questline/domain/rules/rich-text';
import { isSafeHref } from '@questline/domain/rules/urls';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button, Form, Input, Label, TextField, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EmbedButton } from './rich-text-embed-button';
import { EmbedNode } from './rich-text-embed-node';
import { ImageButton } from './rich-text-image-button';
import { ImageNode } from './rich-text-image-node';
import { ToolbarPopover } from './rich-text-toolbar-popover';

const toggleClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[selected]:bg-brand-100 data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

/** An empty document is stored as null, so "no text" has one representation. */
const documentOf = (editor: Editor): TRichText | null => (editor.isEmpty ? null : (editor.getJSON() as TRichText));

const LinkButton = ({ editor, active }: { editor: Editor; active: boolean }) => {
  const { t } = useTranslation();
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  return (
    <ToolbarPopover
      label={t('richText.link')}
      pressed={active}
      className={toggleClass}
      icon={
        <path
          d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l1-1"
          strokeLinecap="round"
        />
      }
      onOpen={() => {
        setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setError(false);
      }}
    >
      {(close) => (
        <Form
          className="flex w-72 flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const url = href.trim();
            if (!isSafeHref(url)) {
              setError(true);
              return;
            }
            editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
            close();
          }}
        >
          <TextField value={href} onChange={setHref} isInvalid={error} autoFocus className="flex flex-col gap-1">
            <Label className="text-xs font-semibold text-slate-700">{t('richText.linkUrl')}</Label>
            <Input
              type="url"
              className="rounded-md border border-slate-300 px-2 py-1 text-sm data-[invalid]:border-red-600"
            />
            {error && <span className="text-xs text-red-700">{t('errors.error_URL')}</span>}
          </TextField>
          <div className="flex justify-end gap-2">
            {active && (
              <Button
                className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
                onPress={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  close();
                }}
              >
                {t('richText.removeLink')}
              </Button>
            )}
            <Button
              type="submit"
              className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('richText.applyLink')}
            </Button>
          </div>
        </Form>
      )}
    </ToolbarPopover>
  );
};

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
  const { t } = useTranslation();
  // The last value this editor reported: a different incoming value was set from outside (a form reset).
  const emitted = useRef<TRichText | null>(props.value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
      EmbedNode,
      ImageNode,
    ],
    content: props.value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
        class: `prose-sm ${props.compact ? 'min-h-14' : 'min-h-28'} px-3 py-2 text-sm text-slate-900 outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline`,
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
    if (props.value === emitted.current) return;
    emitted.current = props.value;
    editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  useImperativeHandle(props.editorRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-brand-600 ${props.invalid ? 'border-red-600' : 'border-slate-300'}`}
    >
      <Toolbar aria-label={t('richText.toolbar')} className="flex flex-wrap gap-1 border-b border-slate-200 px-2 py-1">
        <ToggleButton
          aria-label={t('richText.bold')}
          isSelected={state.bold}
          onChange={() => editor.chain().focus().toggleBold().run()}
          className={toggleClass}
        >
          <b aria-hidden="true">B</b>
        </ToggleButton>
        <ToggleButton
          aria-label={t('richText.italic')}
          isSelected={state.italic}
          onChange={() => editor.chain().focus().toggleItalic().run()}
          className={toggleClass}
        >
          <i aria-hidden="true">I</i>
        </ToggleButton>
        <ToggleButton
          aria-label={t('richText.bulletList')}
          isSelected={state.bulletList}
          onChange={() => editor.chain().focus().toggleBulletList().run()}
          className={toggleClass}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <circle cx="4" cy="5" r="1.5" />
            <circle cx="4" cy="10" r="1.5" />
            <circle cx="4" cy="15" r="1.5" />
            <rect x="8" y="4.2" width="9" height="1.6" rx="0.8" />
            <rect x="8" y="9.2" width="9" height="1.6" rx="0.8" />
            <rect x="8" y="14.2" width="9" height="1.6" rx="0.8" />
          </svg>
        </ToggleButton>
        <ToggleButton
          aria-label={t('richText.orderedList')}
          isSelected={state.orderedList}
          onChange={() => editor.chain().focus().toggleOrderedList().run()}
          className={toggleClass}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            {/* Numerals drawn as strokes: glyph text would count as the button's visible label. */}
            <path d="M2.5 3.2 4.2 2v6" stroke="currentColor" strokeWidth="1.3" fill="none" />
            <path
              d="M1.8 12.2c.4-1.2 3.2-1.3 3.2.3 0 1-3.2 2.6-3.2 4h3.4"
              stroke="currentColor"
              strokeWidth="1.3"
              fill="none"
            />
            <rect x="8" y="4.2" width="9" height="1.6" rx="0.8" />
            <rect x="8" y="13.2" width="9" height="1.6" rx="0.8" />
          </svg>
        </ToggleButton>
        <LinkButton editor={editor} active={state.link} />
        <EmbedButton editor={editor} className={toggleClass} />
        <ImageButton editor={editor} className={toggleClass} />
      </Toolbar>
      <EditorContent editor={editor} />
    </div>
  );
};
