import { LAYOUT } from '@questline/domain/constants';
import { imageSizes } from '@questline/domain/rules/images';
import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './close-button';
import { ResponsiveImage } from './responsive-image';

/** One image the preview shows: its URL, its alt text and, when known, its own size. */
export type TPreviewImage = { src: string; alt: string; width?: number; height?: number };

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

const navClass =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white disabled:cursor-not-allowed disabled:opacity-40 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-white';

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} strokeLinecap="round" />
  </svg>
);

/**
 * The media preview popup of §2.14: one image of a list at a time, at most 1000 px wide, previous and next (left or
 * up arrow goes back, right or down forward, stopping at either end), Escape or a click on the backdrop closes.
 * `mustPlayList` (true by default) steps through the whole list; false shows the opened image alone. The modal keeps
 * within the window's height less 128 px (88 px on small screens), with the backdrop at 0.8 (§9).
 */
export const MediaPreviewPopup = (props: {
  items: readonly TPreviewImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  mustPlayList?: boolean;
}) => {
  const { t } = useTranslation();
  const { items, index, onIndexChange } = props;
  const list = props.mustPlayList ?? true;
  const item = items[index];
  const hasPrevious = list && index > 0;
  const hasNext = list && index < items.length - 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
      if (!step || !list) return;
      event.preventDefault();
      const next = index + step;
      if (next >= 0 && next < items.length) onIndexChange(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items.length, list, onIndexChange]);

  if (!item?.src.trim()) return null;
  const position =
    list && items.length > 1 ? t('learn.imageViewer.position', { current: index + 1, total: items.length }) : '';
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/80 p-4"
    >
      <Modal
        className="flex max-h-[max(88px,calc(100dvh-88px))] w-auto max-w-full outline-none sm:max-h-[max(128px,calc(100dvh-128px))]"
        style={{ maxWidth: `min(100%, ${LAYOUT.mediaPreviewMaxWidth}px)` }}
      >
        <Dialog
          aria-describedby={item.alt ? 'media-preview-caption' : undefined}
          className="theme-keep flex min-h-0 w-full flex-col gap-3 text-white outline-none"
        >
          <div className="flex items-center justify-between gap-4">
            <Heading slot="title" className="truncate text-sm font-semibold">
              {position || t('learn.imageViewer.title')}
            </Heading>
            <span className="rounded-md bg-white">
              <CloseButton label={t('common.close')} onPress={props.onClose} />
            </span>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <ResponsiveImage
              key={item.src}
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              intrinsicWidth={item.width}
              sizes={imageSizes(LAYOUT.mediaPreviewMaxWidth)}
              maxDisplayWidth={null}
              loading="eager"
              className="block h-auto max-h-full w-auto max-w-full rounded-lg bg-white object-contain"
            />
          </div>
          {item.alt && (
            <p id="media-preview-caption" className="text-center text-sm text-slate-100">
              {item.alt}
            </p>
          )}
          {list && items.length > 1 && (
            <div className="flex justify-center gap-4">
              <Button
                aria-label={t('learn.imageViewer.previous')}
                isDisabled={!hasPrevious}
                onPress={() => onIndexChange(index - 1)}
                className={navClass}
              >
                <Chevron direction="left" />
              </Button>
              <Button
                aria-label={t('learn.imageViewer.next')}
                isDisabled={!hasNext}
                onPress={() => onIndexChange(index + 1)}
                className={navClass}
              >
                <Chevron direction="right" />
              </Button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

/** The picture viewer of §2.14: one image, closed by Escape or the backdrop. It does not open with an empty URL. */
export const PictureViewer = (props: {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  onClose: () => void;
}) =>
  props.url.trim() ? (
    <MediaPreviewPopup
      items={[{ src: props.url, alt: props.alt ?? '', width: props.width, height: props.height }]}
      index={0}
      onIndexChange={() => undefined}
      onClose={props.onClose}
      mustPlayList={false}
    />
  ) : null;
