import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger, Form, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { uploadImage, uploadPercent } from '../api/upload';
import { ToolbarPopover } from './rich-text-toolbar-popover';
import { UploadProgress } from './upload-progress';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * The editor's Image action: uploads a PNG, JPEG, WebP or GIF (the server tells the type from its bytes) with its
 * progress and inserts an image node with the alt text the author gives and the size the server read, so the page
 * reserves its space. Refusals read from the error catalogue.
 */
export const ImageButton = ({ editor, className }: { editor: Editor; className: string }) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  return (
    <ToolbarPopover
      label={t('editor.image.action')}
      className={className}
      icon={
        <>
          <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
          <circle cx="7" cy="8" r="1.5" fill="currentColor" stroke="none" />
          <path d="m3 15 4.5-4.5 3 3 2-2 4.5 4.5" strokeLinejoin="round" />
        </>
      }
      onOpen={() => {
        setFile(null);
        setAlt('');
        setError(null);
      }}
    >
      {(close) => (
        <Form
          className="flex w-80 flex-col gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (percent !== null) return;
            if (!file) {
              setError('error_isRequired');
              return;
            }
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
              const attrs = { src: image.url, alt: alt.trim(), ...size };
              editor.chain().focus().insertContent({ type: 'image', attrs }).run();
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
          <div className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-slate-700">{t('editor.image.file')}</span>
            <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => setFile(files?.[0] ?? null)}>
              <Button className="rounded-md border border-slate-300 px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50">
                {file ? file.name : t('editor.image.choose')}
              </Button>
            </FileTrigger>
          </div>
          <TextField value={alt} onChange={setAlt} maxLength={500} className="flex flex-col gap-1">
            <Label className="text-xs font-semibold text-slate-700">{t('editor.image.alt')}</Label>
            <Input className="rounded-md border border-slate-300 px-2 py-1 text-sm" />
            <span className="text-xs text-slate-500">{t('editor.image.altHint')}</span>
          </TextField>
          {percent !== null && <UploadProgress percent={percent} />}
          {error && (
            <span role="alert" className="text-xs text-red-700">
              {error}
            </span>
          )}
          <div className="flex justify-end">
            <Button
              type="submit"
              isPending={percent !== null}
              className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800 data-[pending]:opacity-70"
            >
              {t('editor.image.insert')}
            </Button>
          </div>
        </Form>
      )}
    </ToolbarPopover>
  );
};
