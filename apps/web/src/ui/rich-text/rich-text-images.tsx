import { IMAGE_MAX_DISPLAY_WIDTH } from '@questline/domain/constants';
import { imageSizes } from '@questline/domain/rules/images';
import type { TRichTextNode } from '@questline/domain/rules/rich-text';
import type { TRichTextImageAttrs } from '@questline/domain/rules/rich-text-image';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../responsive-image';

// The dialogs load on first intent (hover, focus, press), never with the page: first-load JavaScript stays in budget.
const loadDialogs = () => import('../media-preview-dialog');
const MediaPreviewPopup = lazy(() => loadDialogs().then((module) => ({ default: module.MediaPreviewPopup })));
const PictureViewer = lazy(() => loadDialogs().then((module) => ({ default: module.PictureViewer })));

type TImagesContext = { open: (node: TRichTextNode) => void };
const ImagesContext = createContext<TImagesContext | null>(null);

const imagesOf = (node: TRichTextNode): TRichTextNode[] =>
  node.type === 'image' ? [node] : (node.content ?? []).flatMap(imagesOf);

const attrsOf = (node: TRichTextNode) => node.attrs as TRichTextImageAttrs;

/**
 * Opens the images of one rich text document: a press on an image shows it in the picture viewer when it is the
 * document's only image, else in the media preview popup, which steps through all of them in document order (§2.14).
 */
export const RichTextImages = ({ doc, children }: { doc: TRichTextNode; children: ReactNode }) => {
  const images = useMemo(() => imagesOf(doc), [doc]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const context = useMemo<TImagesContext>(
    () => ({
      open: (node) => {
        const index = images.indexOf(node);
        if (index >= 0) setOpenIndex(index);
      },
    }),
    [images],
  );
  const items = images.map((node) => ({ ...attrsOf(node) }));
  const item = openIndex === null ? undefined : items[openIndex];
  const close = () => setOpenIndex(null);
  return (
    <ImagesContext.Provider value={context}>
      {children}
      {item && openIndex !== null && (
        <Suspense fallback={null}>
          {items.length > 1 ? (
            <MediaPreviewPopup items={items} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />
          ) : (
            <PictureViewer url={item.src} alt={item.alt} width={item.width} height={item.height} onClose={close} />
          )}
        </Suspense>
      )}
    </ImagesContext.Provider>
  );
};

/**
 * An image of rich text, at most 772 px wide (§9): a button that opens it larger when inside RichTextImages, the
 * image alone otherwise. Its width and height, when stored, reserve its space before it loads.
 */
export const RichTextImage = ({ node }: { node: TRichTextNode }) => {
  const { t } = useTranslation();
  const context = useContext(ImagesContext);
  const { src, alt, caption, width, height } = attrsOf(node);
  const cap = { maxWidth: `min(100%, ${IMAGE_MAX_DISPLAY_WIDTH}px)` };
  const image = (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      intrinsicWidth={width}
      sizes={imageSizes()}
      maxDisplayWidth={null}
      className="block h-auto max-w-full rounded-lg"
    />
  );
  const withCaption = (shown: ReactNode) =>
    caption ? (
      <figure className="space-y-1.5">
        {shown}
        <figcaption className="text-sm text-slate-600" style={cap}>
          {caption}
        </figcaption>
      </figure>
    ) : (
      shown
    );
  if (!context) return withCaption(<div style={cap}>{image}</div>);
  const preload = () => void loadDialogs();
  return withCaption(
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={alt ? t('learn.imageViewer.openNamed', { alt }) : t('learn.imageViewer.open')}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => context.open(node)}
      style={cap}
      className="block w-fit cursor-zoom-in rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {image}
    </button>,
  );
};
