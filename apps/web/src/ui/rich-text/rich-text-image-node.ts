import { IMAGE_MAX_DISPLAY_WIDTH } from '@questline/domain/constants';
import { mergeAttributes, Node } from '@tiptap/core';

const imageAttrsOf = (image: HTMLImageElement, caption: string | null) => ({
  src: image.getAttribute('src'),
  alt: image.getAttribute('alt') ?? '',
  caption: caption?.trim() || null,
  width: Number(image.getAttribute('width')) || null,
  height: Number(image.getAttribute('height')) || null,
});

/**
 * The rich-text `image` node in the editor (DESIGN §6): an atom block with the attributes the domain's sanitizer keeps
 * (rules/rich-text-image.ts: an uploaded image's `src`, its `alt` text, its `caption`, its width and height), shown as
 * the image at most 772 px wide with its caption under it, as learners see it.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      caption: { default: null, rendered: false },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          const image = figure.querySelector<HTMLImageElement>('img[src]');
          return image ? imageAttrsOf(image, figure.querySelector('figcaption')?.textContent ?? null) : false;
        },
      },
      { tag: 'img[src]', getAttrs: (image) => imageAttrsOf(image as HTMLImageElement, null) },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const image = [
      'img',
      mergeAttributes(HTMLAttributes, {
        class: 'block h-auto rounded-lg',
        style: `max-width: min(100%, ${IMAGE_MAX_DISPLAY_WIDTH}px)`,
      }),
    ] as const;
    const caption = node.attrs.caption ? String(node.attrs.caption) : '';
    return [
      'figure',
      { class: 'my-2' },
      image,
      ...(caption ? [['figcaption', { class: 'mt-1 text-xs text-slate-600' }, caption] as const] : []),
    ];
  },
});
