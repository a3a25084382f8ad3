import { Node } from '@tiptap/core';
import i18next from 'i18next';

/**
 * The rich-text `video` node in the editor (issue 25): an atom block holding an uploaded video's `src` and `title`
 * (rules/rich-text-image.ts keeps those two). The editor shows it as a labelled card, never as a live player; pages
 * play it with the site's player.
 */
export const VideoNode = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('data-video-src') },
      title: { default: '', parseHTML: (element: HTMLElement) => element.getAttribute('data-video-title') ?? '' },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-video-src]' }];
  },
  renderHTML({ node }) {
    const title = String(node.attrs.title ?? '');
    return [
      'div',
      {
        'data-video-src': String(node.attrs.src ?? ''),
        'data-video-title': title,
        class:
          'my-2 flex items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700',
      },
      ['span', { 'aria-hidden': 'true', class: 'font-semibold text-brand-700' }, '▶'],
      ['span', {}, i18next.t('editor.richText.videoForm.nodeLabel', { title: title || node.attrs.src })],
    ];
  },
});
