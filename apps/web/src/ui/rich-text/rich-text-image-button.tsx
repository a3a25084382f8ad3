import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { uploadImage, uploadPercent } from '../../api/upload';
import { selectedNode } from './rich-text-form-parts';
import { SHORTCUTS } from './rich-text-shortcuts';
import { ToolbarPopover, type TPanelState } from './rich-text-toolbar-popover';
import { PanelFileField, PanelFooter, PanelTextField, usePanelUpload } from './rich-text-upload-panel';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * The editor's Image action: uploads a PNG, JPEG, WebP or GIF (the server tells the type from its bytes) with its
 * progress and inserts an image node with its alt text (required: images publish only with one), its optional caption
 * and the size the server read, so the page reserves its space. With an image selected, it edits that image's alt
 * text and caption. Refusals read from the error catalogue.
 */
export const ImageButton = ({
  editor,
  className,
  pressed,
  panel,
}: {
  editor: Editor;
  className: string;
  /** Whether an image is selected: the action then edits it. */
  pressed: boolean;
  panel?: TPanelState;
}) => {
  const { t } = useTranslation();
  const editing = pressed;
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [tried, setTried] = useState(false);
  const upload = usePanelUpload();
  const altMissing = !alt.trim() && (tried || editing);
  return (
    <ToolbarPopover
      label={t('editor.image.action')}
      className={className}
      pressed={pressed}
      shortcut={SHORTCUTS.image}
      panel={panel}
      icon={
        <>
          <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
          <circle cx="7" cy="8" r="1.5" fill="currentColor" stroke="none" />
          <path d="m3 15 4.5-4.5 3 3 2-2 4.5 4.5" strokeLinejoin="round" />
        </>
      }
      onOpen={() => {
        const image = selectedNode(editor, 'image');
        setFile(null);
        setAlt(String(image?.attrs.alt ?? ''));
        setCaption(String(image?.attrs.caption ?? ''));
        setTried(false);
        upload.setError(null);
      }}
    >
      {(close) => (
        <Form
          validationBehavior="aria"
          className="flex w-80 flex-col gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (upload.busy) return;
            setTried(true);
            const attrs = { alt: alt.trim(), caption: caption.trim() || null };
            if (editing) {
              if (!attrs.alt) return;
              editor.chain().focus().updateAttributes('image', attrs).run();
              close();
              return;
            }
            if (!file) upload.setError(t('errors.error_isRequired'));
            if (!file || !attrs.alt) return;
            await upload.run(async ({ signal, onPercent }) => {
              const image = await uploadImage(file, {
                onProgress: (progress) => onPercent(uploadPercent(progress)),
                signal,
              });
              const size = image.width && image.height ? { width: image.width, height: image.height } : {};
              editor
                .chain()
                .focus()
                .insertContent({ type: 'image', attrs: { src: image.url, ...attrs, ...size } })
                .run();
              close();
            });
          }}
        >
          {!editing && (
            <PanelFileField label={t('editor.image.file')} accepted={ACCEPTED} file={file} onSelect={setFile} />
          )}
          <PanelTextField
            label={t('editor.image.alt')}
            hint={t('editor.image.altHint')}
            value={alt}
            onChange={setAlt}
            maxLength={500}
            isRequired
            invalid={altMissing}
            error={t('errors.error_isRequired')}
            autoFocus={editing}
          />
          <PanelTextField
            label={t('editor.richText.image.caption')}
            hint={t('editor.richText.image.captionHint')}
            value={caption}
            onChange={setCaption}
            maxLength={300}
          />
          <PanelFooter percent={upload.percent} error={upload.error} editing={editing} />
        </Form>
      )}
    </ToolbarPopover>
  );
};
