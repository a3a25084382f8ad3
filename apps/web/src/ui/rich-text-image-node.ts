import { IMAGE_MAX_DISPLAY_WIDTH } from '@questline/domain/constants';
import { mergeAttributes, Node } from '@tiptap/core';

/**
 * The rich-text `image` node in the editor (DESIGN §6): an atom block with the attributes the domain's sanitizer keeps
 * (rules/rich-text-image.ts: an uploaded image's `src`, its `alt` text, its width and height), shown as the image at
 * most 772 px wide, as learners see it.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, width: { default: null }, height: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'img',
      mergeAttributes(HTMLAttributes, {
        class: 'my-2 block h-auto rounded-lg',
        style: `max-width: min(100%, ${IMAGE_MAX_DISPLAY_WIDTH}px)`,
      }),
    ];
  },
});
