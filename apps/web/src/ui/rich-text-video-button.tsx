import { VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/constants';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { Button, FieldError, FileTrigger, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { uploadResumable } from '../api/resumable-upload';
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
import { STORED_VIDEO_SRC } from './rich-text-video-node';
import { UploadProgress } from './upload-progress';

const ACCEPTED = ['video/mp4', 'video/webm', 'video/quicktime'];

/** An address of a video uploaded here, as the author pasted it (relative or absolute), as the node keeps it. */
const storedVideoSrc = (value: string) => {
  const text = value.trim();
  let path = text;
  try {
    path = new URL(text).pathname;
  } catch {
    // Not absolute: taken as the path it is.
  }
  return STORED_VIDEO_SRC.test(path) ? path : null;
};

/**
 * The editor's Video action (issue 25): uploads an MP4, WebM or QuickTime file resumably as a `video` (the server
 * transcodes it as it does a lesson's video), with its progress, or takes the address of a video already uploaded
 * (/files/…), and inserts a `video` node with its title (required: it names the player). With a video selected, it
 * edits its title. Refusals read from the error catalogue.
 */
export const VideoButton = ({
  editor,
  className,
  pressed,
  panel,
}: {
  editor: Editor;
  className: string;
  /** Whether an video is selected: the action then edits it. */
  pressed: boolean;
  panel?: TPanelState;
}) => {
  const { t } = useTranslation();
  const editing = pressed;
  const [file, setFile] = useState<File | null>(null);
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const titleMissing = !title.trim() && (tried || editing);
  const addressInvalid = tried && !file && !editing && !storedVideoSrc(address);

  const insert = (src: string) => {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'video', attrs: { src, title: title.trim() } })
      .run();
  };

  return (
    <ToolbarPopover
      label={t('richText.video')}
      className={className}
      pressed={pressed}
      shortcut={SHORTCUTS.video}
      panel={panel}
      icon={
        <>
          <rect x="2.5" y="5" width="11" height="10" rx="2" />
          <path d="m13.5 9 4-2.5v7l-4-2.5" strokeLinejoin="round" />
        </>
      }
      onOpen={() => {
        const video = selectedNode(editor, 'video');
        setFile(null);
        setAddress('');
        setTitle(String(video?.attrs.title ?? ''));
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
            setError(null);
            if (!title.trim()) return;
            if (editing) {
              editor.chain().focus().updateAttributes('video', { title: title.trim() }).run();
              close();
              return;
            }
            if (!file) {
              const src = storedVideoSrc(address);
              if (!src) return;
              insert(src);
              close();
              return;
            }
            if (file.size > VIDEO_UPLOAD_MAX_BYTES) {
              setError(t('errors.upload_InvalidParameter_attachment_too_large_1_GB'));
              return;
            }
            const controller = new AbortController();
            abort.current = controller;
            setPercent(0);
            try {
              const video = await uploadResumable(file, 'video', {
                onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
                signal: controller.signal,
                toError: (key, status, params) => new ApiError(key, status, { params }),
              });
              insert(`/files/${video.id}`);
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
            <>
              <div className={fieldClass}>
                <span className={labelClass}>{t('editor.richText.videoForm.file')}</span>
                <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => setFile(files?.[0] ?? null)}>
                  <Button className="rounded-md border border-slate-300 px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50">
                    {file ? file.name : t('editor.image.choose')}
                  </Button>
                </FileTrigger>
              </div>
              <TextField
                value={address}
                onChange={setAddress}
                isDisabled={file !== null}
                isInvalid={addressInvalid}
                className={fieldClass}
              >
                <Label className={labelClass}>{t('editor.richText.videoForm.address')}</Label>
                <Input className={inputClass} />
                <Text slot="description" className={hintClass}>
                  {t('editor.richText.videoForm.addressHint')}
                </Text>
                <FieldError className={errorClass}>{t('errors.error_URL')}</FieldError>
              </TextField>
            </>
          )}
          <TextField
            value={title}
            onChange={setTitle}
            maxLength={200}
            isRequired
            isInvalid={titleMissing}
            autoFocus={editing}
            className={fieldClass}
          >
            <Label className={labelClass}>{t('editor.richText.videoForm.title')}</Label>
            <Input className={inputClass} />
            <Text slot="description" className={hintClass}>
              {t('editor.richText.videoForm.titleHint')}
            </Text>
            <FieldError className={errorClass}>{t('errors.error_isRequired')}</FieldError>
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
