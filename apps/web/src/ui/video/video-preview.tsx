import { LAYOUT } from '@questline/domain/constants';
import type { TVideoContent } from '@questline/domain/schemas/media';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../close-button';
import { VideoPlayer, videoFileOf } from './video-player';
import { Watermark } from './watermark';

type TVideoPreviewProps = {
  content: TVideoContent;
  /** §6: the player dialog asks anonymous visitors to sign in first unless false (live sessions' previews). */
  loginRequired?: boolean;
  signedIn: boolean;
  /** Starts the sign-in (the login modal) for an anonymous visitor's click. */
  onSignIn: () => void;
  playerId: string;
  /** A premium item's video: the watermark overlay (§2.14) covers it while the dialog is open. */
  watermark?: boolean;
};

/**
 * A video preview (§2.9): the video's thumbnail as a button that opens the video player dialog (§2.14), at most
 * 1000 px wide, closed with Escape, a backdrop click or Close; the player loads only once the dialog opens. An
 * anonymous visitor's click starts the sign-in instead when the dialog requires login (the default).
 */
export const VideoPreview = ({
  content,
  loginRequired = true,
  signedIn,
  onSignIn,
  playerId,
  watermark = false,
}: TVideoPreviewProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const image = content.video?.thumbnail?.url ?? content.video?.poster ?? null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (loginRequired && !signedIn ? onSignIn() : setOpen(true))}
        className="group flex w-full max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 text-left shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="theme-keep relative flex aspect-video w-32 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-900">
          {image && <img src={image} alt="" className="h-full w-full object-cover" />}
          <span aria-hidden="true" className="absolute text-2xl text-white drop-shadow">
            ▶
          </span>
        </span>
        <span className="text-sm font-semibold text-slate-900 group-hover:text-brand-800">
          {t('learn.video.preview.play', { title: content.title })}
        </span>
      </button>
      <ModalOverlay
        isOpen={open}
        isDismissable
        onOpenChange={setOpen}
        className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/80 p-4"
      >
        <Modal className="w-full" style={{ maxWidth: LAYOUT.mediaPreviewMaxWidth }}>
          <Dialog className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-2xl outline-none">
            <div className="flex items-start justify-between gap-4">
              <Heading slot="title" className="text-lg font-bold tracking-tight">
                {content.title}
              </Heading>
              <CloseButton label={t('common.close')} onPress={() => setOpen(false)} />
            </div>
            <div className="relative">
              <VideoPlayer
                video={content.video}
                fallback={videoFileOf(content.url)}
                title={content.title}
                playerId={playerId}
                onSignIn={onSignIn}
              />
              {watermark && <Watermark />}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
};
