import { scriptJson } from '@questline/domain/rules/script-json';

/**
 * A page's head as crawlers and link previews read it before any script runs: title, description, canonical URL,
 * the alternates of the UI languages, Open Graph and Twitter cards, and schema.org JSON-LD.
 */
export type TPageHead = {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** The UI locale (en_US), as `og:locale` writes it. */
  locale: string;
  siteName: string;
  /** Absolute. */
  canonical: string;
  /** The same page in each UI language (absolute), and `x-default`. */
  alternates: { hreflang: string; href: string }[];
  /** Absolute, or null. */
  image: string | null;
  ogType: 'website' | 'article';
  /** Pages a search engine should not list: personal, authoring and refused pages, unknown paths. */
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags of `head`, each escaped, for the document's `<head>`. */
export const renderHead = (head: TPageHead): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.locale),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');

/** At most `max` characters, cut at a word where one is near, with an ellipsis when cut. */
export const shortened = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
};
