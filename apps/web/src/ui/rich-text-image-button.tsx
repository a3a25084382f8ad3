import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { Button, FieldError, FileTrigger, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { uploadImage, uploadPercent } from '../api/upload';
import {
  errorClass,
  fieldClass,
  hintClass,
  inputClass,
  labelClass,
  selectedNode,
  submitClass,
} from './rich-text-form-parts';
import { SHORTCUTS } from './rich-text-shortcuts';
import { ToolbarPopover, type TPanelState } from './rich-text-toolbar-popover';
import { UploadProgress } from './upload-progress';

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
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
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
        setError(null);
      }}
    >
      {(close) => (
        <Form
          validationBehavior="aria"
          className="flex w-80 flex-col gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (percent !== null) return;
            setTried(true);
            const attrs = { alt: alt.trim(), caption: caption.trim() || null };
            if (editing) {
              if (!attrs.alt) return;
              editor.chain().focus().updateAttributes('image', attrs).run();
              close();
              return;
            }
            if (!file) setError(t('errors.error_isRequired'));
            if (!file || !attrs.alt) return;
            const controller = new AbortController();
            abort.current = controller;
            setPercent(0);
            setError(null);
            try {
              const image = await uploadImage(file, {
                onProgress: (progress) => setPercent(uploadPercent(progress)),
                signal: controller.signal,
              });
              const size = image.width && image.height ? { width: image.width, height: image.height } : {};
              editor
                .chain()
                .focus()
                .insertContent({ type: 'image', attrs: { src: image.url, ...attrs, ...size } })
                .run();
              close();
            } catch (caught) {
              if (!controller.signal.aborted)
                setError(
                  caught instanceof ApiError
                    ? t(`errors.${caught.key}`, caught.detail.params ?? {})
                    : t('errors.internal_error'),
                );
            } finally {
              if (abort.current === controller) abort.current = null;
              setPercent(null);
            }
          }}
        >
          {!editing && (
            <div className={fieldClass}>
              <span className={labelClass}>{t('editor.image.file')}</span>
              <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => setFile(files?.[0] ?? null)}>
                <Button className="rounded-md border border-slate-300 px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50">
                  {file ? file.name : t('editor.image.choose')}
                </Button>
              </FileTrigger>
            </div>
          )}
          <TextField
            value={alt}
            onChange={setAlt}
            maxLength={500}
            isRequired
            isInvalid={altMissing}
            autoFocus={editing}
            className={fieldClass}
          >
            <Label className={labelClass}>{t('editor.image.alt')}</Label>
            <Input className={inputClass} />
            <Text slot="description" className={hintClass}>
              {t('editor.image.altHint')}
            </Text>
            <FieldError className={errorClass}>{t('errors.error_isRequired')}</FieldError>
          </TextField>
          <TextField value={caption} onChange={setCaption} maxLength={300} className={fieldClass}>
            <Label className={labelClass}>{t('editor.richText.image.caption')}</Label>
            <Input className={inputClass} />
            <Text slot="description" className={hintClass}>
              {t('editor.richText.image.captionHint')}
            </Text>
          </TextField>
          {percent !== null && <UploadProgress percent={percent} />}
          {error && (
            <span role="alert" className={errorClass}>
              {error}
            </span>
          )}
          <div className="flex justify-end">
            <Button type="submit" isPending={percent !== null} className={submitClass}>
              {editing ? t('editor.richText.save') : t('editor.image.insert')}
            </Button>
          </div>
        </Form>
      )}
    </ToolbarPopover>
  );
};
