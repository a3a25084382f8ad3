import type { TCalloutKind, TCellAlign } from '@questline/domain/rules/rich-text';
import { isSafeHref } from '@questline/domain/rules/urls';
import type { Editor } from '@tiptap/core';
import { type ReactNode, useState } from 'react';
import { Button, Form, Input, Label, Separator, TextField, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TCodeBlockAttrs } from './rich-text-code-block-settings';
import { EmbedButton } from './rich-text-embed-button';
import { ImageButton } from './rich-text-image-button';
import { EditorSelect } from './rich-text-select';
import { ariaShortcut, SHORTCUTS, type TToolbarPanel } from './rich-text-shortcuts';
import { CalloutMenu, TableMenu } from './rich-text-toolbar-menus';
import { ToolbarPopover, type TPanelState } from './rich-text-toolbar-popover';
import { ToolbarTip, useShortcut } from './rich-text-toolbar-tip';
import { VideoButton } from './rich-text-video-button';

const toggleClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[selected]:bg-brand-100 data-[selected]:text-brand-800 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

/** What the toolbar shows of the selection (rich-text-editor.tsx reads it from the editor). */
export type TToolbarState = {
  bold: boolean;
  italic: boolean;
  code: boolean;
  kbd: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  /** 'paragraph', 'h2', 'h3', 'h4', or null in other blocks (a code block). */
  blockType: string | null;
  /** The code block holding the selection: its position (a key for its settings) and attributes. */
  codeBlock: { pos: number; attrs: TCodeBlockAttrs } | null;
  callout: TCalloutKind | null;
  table: { headerRow: boolean; align: TCellAlign | null } | null;
  /** Whether an image or a video is selected (its action then edits it). */
  image: boolean;
  video: boolean;
};

const Icon = ({ children, filled }: { children: ReactNode; filled?: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="h-4 w-4"
    fill={filled ? 'currentColor' : 'none'}
    stroke={filled ? 'none' : 'currentColor'}
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

/** A toolbar button that reflects a state of the selection (bold, a list…) and toggles it. */
const Toggle = ({
  label,
  shortcut,
  isSelected,
  onChange,
  children,
}: {
  label: string;
  shortcut: string;
  isSelected: boolean;
  onChange: () => void;
  children: ReactNode;
}) => {
  const keys = useShortcut(shortcut);
  return (
    <ToolbarTip label={label} shortcut={shortcut}>
      <ToggleButton
        ref={keys.ref}
        aria-label={label}
        isSelected={isSelected}
        onChange={onChange}
        className={toggleClass}
      >
        {children}
      </ToggleButton>
    </ToolbarTip>
  );
};

/** A toolbar button that acts at once (the divider). */
const Action = ({
  label,
  shortcut,
  onPress,
  children,
}: {
  label: string;
  shortcut: string;
  onPress: () => void;
  children: ReactNode;
}) => {
  const keys = useShortcut(shortcut);
  return (
    <ToolbarTip label={label} shortcut={shortcut}>
      <Button ref={keys.ref} aria-label={label} onPress={onPress} className={toggleClass}>
        {children}
      </Button>
    </ToolbarTip>
  );
};

const Divider = () => <Separator orientation="vertical" className="mx-1 w-px self-stretch bg-slate-200" />;

const LinkButton = ({ editor, active, panel }: { editor: Editor; active: boolean; panel: TPanelState }) => {
  const { t } = useTranslation();
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  return (
    <ToolbarPopover
      label={t('editor.richText.link')}
      pressed={active}
      className={toggleClass}
      shortcut={SHORTCUTS.link}
      panel={panel}
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
            <Label className="text-xs font-semibold text-slate-700">{t('editor.richText.linkUrl')}</Label>
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
                {t('editor.richText.removeLink')}
              </Button>
            )}
            <Button
              type="submit"
              className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('editor.richText.applyLink')}
            </Button>
          </div>
        </Form>
      )}
    </ToolbarPopover>
  );
};

/** The text style select: a paragraph or a step's headings (h3, h4); a stored h2 is listed while it is selected. */
const BlockTypeSelect = ({ editor, value }: { editor: Editor; value: string | null }) => {
  const { t } = useTranslation();
  const options = [
    { id: 'paragraph', label: t('editor.richText.paragraph') },
    ...(value === 'h2' ? [{ id: 'h2', label: t('editor.richText.heading', { level: 2 }) }] : []),
    { id: 'h3', label: t('editor.richText.heading', { level: 3 }) },
    { id: 'h4', label: t('editor.richText.heading', { level: 4 }) },
  ];
  return (
    <EditorSelect
      label={t('editor.richText.blockType')}
      hideLabel
      placeholder={t('editor.richText.blockType')}
      options={options}
      value={value}
      keyShortcuts={[SHORTCUTS.paragraph, SHORTCUTS.heading3, SHORTCUTS.heading4].map(ariaShortcut).join(' ')}
      onChange={(id) => {
        const chain = editor.chain().focus();
        if (id === 'paragraph') chain.setParagraph().run();
        else chain.setHeading({ level: Number(id.slice(1)) as 2 | 3 | 4 }).run();
      }}
    />
  );
};

/**
 * The editor's toolbar (a React Aria Toolbar: one tab stop, arrow keys between its controls). Every action has a
 * shortcut, named in aria-keyshortcuts and in its tooltip; those that ask for something open a dialog or a menu.
 */
export const RichTextToolbar = ({
  editor,
  state,
  panel,
}: {
  editor: Editor;
  state: TToolbarState;
  panel: (name: TToolbarPanel) => TPanelState;
}) => {
  const { t } = useTranslation();
  return (
    <Toolbar
      aria-label={t('editor.richText.toolbar')}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-1"
    >
      <BlockTypeSelect editor={editor} value={state.blockType} />
      <Divider />
      <Toggle
        label={t('editor.richText.bold')}
        shortcut={SHORTCUTS.bold}
        isSelected={state.bold}
        onChange={() => editor.chain().focus().toggleBold().run()}
      >
        <b aria-hidden="true">B</b>
      </Toggle>
      <Toggle
        label={t('editor.richText.italic')}
        shortcut={SHORTCUTS.italic}
        isSelected={state.italic}
        onChange={() => editor.chain().focus().toggleItalic().run()}
      >
        <i aria-hidden="true">I</i>
      </Toggle>
      <Toggle
        label={t('editor.richText.inlineCode')}
        shortcut={SHORTCUTS.code}
        isSelected={state.code}
        onChange={() => editor.chain().focus().toggleCode().run()}
      >
        <Icon>
          <path d="m7 6-4 4 4 4M13 6l4 4-4 4" />
        </Icon>
      </Toggle>
      <Toggle
        label={t('editor.richText.kbd')}
        shortcut={SHORTCUTS.kbd}
        isSelected={state.kbd}
        onChange={() => editor.chain().focus().toggleKbd().run()}
      >
        <Icon>
          <rect x="2.5" y="5" width="15" height="10" rx="2" />
          <path d="M6 8h.01M9 8h.01M12 8h.01M14.5 8h.01M6.5 11.8h7" />
        </Icon>
      </Toggle>
      <LinkButton editor={editor} active={state.link} panel={panel('link')} />
      <Divider />
      <Toggle
        label={t('editor.richText.bulletList')}
        shortcut={SHORTCUTS.bulletList}
        isSelected={state.bulletList}
        onChange={() => editor.chain().focus().toggleBulletList().run()}
      >
        <Icon filled>
          <circle cx="4" cy="5" r="1.5" />
          <circle cx="4" cy="10" r="1.5" />
          <circle cx="4" cy="15" r="1.5" />
          <rect x="8" y="4.2" width="9" height="1.6" rx="0.8" />
          <rect x="8" y="9.2" width="9" height="1.6" rx="0.8" />
          <rect x="8" y="14.2" width="9" height="1.6" rx="0.8" />
        </Icon>
      </Toggle>
      <Toggle
        label={t('editor.richText.orderedList')}
        shortcut={SHORTCUTS.orderedList}
        isSelected={state.orderedList}
        onChange={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <Icon filled>
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
        </Icon>
      </Toggle>
      <Toggle
        label={t('editor.richText.blockquote')}
        shortcut={SHORTCUTS.blockquote}
        isSelected={state.blockquote}
        onChange={() => editor.chain().focus().toggleBlockquote().run()}
      >
        <Icon>
          <path d="M4 5v10M8 7h8M8 10h8M8 13h5" />
        </Icon>
      </Toggle>
      <Divider />
      <Toggle
        label={t('editor.richText.codeBlock.action')}
        shortcut={SHORTCUTS.codeBlock}
        isSelected={state.codeBlock !== null}
        onChange={() => editor.chain().focus().toggleCodeBlock().run()}
      >
        <Icon>
          <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
          <path d="m7.5 8-2 2 2 2M12.5 8l2 2-2 2" />
        </Icon>
      </Toggle>
      <CalloutMenu editor={editor} kind={state.callout} className={toggleClass} panel={panel('callout')} />
      <TableMenu editor={editor} table={state.table} className={toggleClass} panel={panel('table')} />
      <Action
        label={t('editor.richText.horizontalRule')}
        shortcut={SHORTCUTS.horizontalRule}
        onPress={() => editor.chain().focus().setHorizontalRule().run()}
      >
        <Icon>
          <path d="M3 10h14M6 5.5h8M6 14.5h8" />
        </Icon>
      </Action>
      <Divider />
      <ImageButton editor={editor} className={toggleClass} pressed={state.image} panel={panel('image')} />
      <VideoButton editor={editor} className={toggleClass} pressed={state.video} panel={panel('video')} />
      <EmbedButton editor={editor} className={toggleClass} panel={panel('embed')} />
    </Toolbar>
  );
};
