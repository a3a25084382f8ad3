import { VIDEO_UPLOAD_MAX_BYTES } from '@questline/domain/media-constants';
import { sanitizeVideoAttrs } from '@questline/domain/rules/rich-text-image';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { uploadResumable } from '../../api/resumable-upload';
import { selectedNode } from './rich-text-form-parts';
import { SHORTCUTS } from './rich-text-shortcuts';
import { ToolbarPopover, type TPanelState } from './rich-text-toolbar-popover';
import { PanelFileField, PanelFooter, PanelTextField, usePanelUpload } from './rich-text-upload-panel';

const ACCEPTED = ['video/mp4', 'video/webm', 'video/quicktime'];

/** An address of a video uploaded here, as the author pasted it (relative or absolute), as the node keeps it. */
const storedVideoSrc = (value: string) => sanitizeVideoAttrs({ src: value })?.src ?? null;

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
  const upload = usePanelUpload();
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
            upload.setError(null);
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
              upload.setError(t('errors.upload_InvalidParameter_attachment_too_large_1_GB'));
              return;
            }
            await upload.run(async ({ signal, onPercent }) => {
              const video = await uploadResumable(file, 'video', {
                onProgress: (fraction) => onPercent(Math.round(fraction * 100)),
                signal,
                toError: (key, status, params) => new ApiError(key, status, { params }),
              });
              insert(`/files/${video.id}`);
              close();
            });
          }}
        >
          {!editing && (
            <>
              <PanelFileField
                label={t('editor.richText.videoForm.file')}
                accepted={ACCEPTED}
                file={file}
                onSelect={setFile}
              />
              <PanelTextField
                label={t('editor.richText.videoForm.address')}
                hint={t('editor.richText.videoForm.addressHint')}
                value={address}
                onChange={setAddress}
                isDisabled={file !== null}
                invalid={addressInvalid}
                error={t('errors.error_URL')}
              />
            </>
          )}
          <PanelTextField
            label={t('editor.richText.videoForm.title')}
            hint={t('editor.richText.videoForm.titleHint')}
            value={title}
            onChange={setTitle}
            maxLength={200}
            isRequired
            invalid={titleMissing}
            error={t('errors.error_isRequired')}
            autoFocus={editing}
          />
          <PanelFooter percent={upload.percent} error={upload.error} editing={editing} />
        </Form>
      )}
    </ToolbarPopover>
  );
};
