import { EMBED_PROVIDERS, type TEmbedProviderId } from '@questline/domain/rules/embeds';
import { Node } from '@tiptap/core';
import i18next from 'i18next';

const ATTRIBUTES = ['kind', 'provider', 'url', 'src', 'title', 'ratio', 'thumbnailUrl'] as const;

const labelOf = (attrs: Record<string, unknown>) => {
  const provider = EMBED_PROVIDERS[attrs.provider as TEmbedProviderId];
  const name = attrs.kind === 'webgl' ? i18next.t('editor.embed.webgl') : (provider?.name ?? '');
  return i18next.t('editor.embed.nodeLabel', { provider: name, title: attrs.title ?? attrs.url });
};

/**
 * The rich-text `embed` node in the editor (DESIGN §6): an atom block holding the attributes the domain's sanitizer
 * keeps (rules/embeds.ts). The editor shows it as a labelled card, never as a live player.
 */
export const EmbedNode = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return Object.fromEntries(ATTRIBUTES.map((name) => [name, { default: null, rendered: false }]));
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-embed-url]',
        getAttrs: (element) => ({ kind: 'provider', url: element.getAttribute('data-embed-url') }),
      },
    ];
  },
  renderHTML({ node }) {
    return [
      'div',
      {
        'data-embed-url': String(node.attrs.url ?? ''),
        class:
          'my-2 flex items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700',
      },
      ['span', { 'aria-hidden': 'true', class: 'font-semibold text-brand-700' }, '▶'],
      ['span', {}, labelOf(node.attrs)],
    ];
  },
});
