import type { TEmbedAttrs } from '@questline/domain/rules/embeds';
import { sanitizeRichText, type TRichTextMark, type TRichTextNode, ZRichText } from '@questline/domain/rules/rich-text';
import type { TRichTextVideoAttrs } from '@questline/domain/rules/rich-text-image';
import { isSafeHref } from '@questline/domain/rules/urls';
import { createElement, Fragment, lazy, type ReactNode, Suspense } from 'react';
import { Callout } from './rich-text-callout-view';
import { CodeBlock } from './rich-text-code';
import { RichTextImage, RichTextImages } from './rich-text-images';
import { RichTextTable } from './rich-text-table-view';

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;
// Embeds (players, consent, the cookie settings) load only on pages whose text holds one. The sanitizer already
// checked the node's attributes (rules/embeds.ts).
const EmbedFrame = lazy(() => import('../embed-frame').then((module) => ({ default: module.EmbedFrame })));
// So do uploaded videos placed in the text (the player is its own chunk again, loaded once there is something to play).
const RichTextVideo = lazy(() => import('./rich-text-video').then((module) => ({ default: module.RichTextVideo })));

const withMark = (mark: TRichTextMark, child: ReactNode): ReactNode => {
  switch (mark.type) {
    case 'bold':
      return <strong>{child}</strong>;
    case 'italic':
      return <em>{child}</em>;
    case 'underline':
      return <u>{child}</u>;
    case 'strike':
      return <s>{child}</s>;
    case 'code':
      return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{child}</code>;
    case 'kbd':
      return (
        <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-900 shadow-[inset_0_-1px_0_var(--color-slate-300)]">
          {child}
        </kbd>
      );
    case 'link': {
      // The sanitizer already dropped unsafe links; checking again keeps this component safe on its own.
      const href = mark.attrs?.href;
      if (!isSafeHref(href)) return child;
      return (
        <a
          href={href.trim()}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          {child}
        </a>
      );
    }
    default:
      return child;
  }
};

const renderChildren = (node: TRichTextNode, path: string): ReactNode[] =>
  (node.content ?? []).map((child, index) => renderNode(child, `${path}.${index}`));

/** One allow-listed node as a React element; anything else renders nothing. Text is always text, never HTML. */
const renderNode = (node: TRichTextNode, key: string): ReactNode => {
  switch (node.type) {
    case 'text':
      return (
        <Fragment key={key}>
          {(node.marks ?? []).reduceRight<ReactNode>((child, mark) => withMark(mark, child), node.text ?? '')}
        </Fragment>
      );
    case 'paragraph':
      return <p key={key}>{renderChildren(node, key)}</p>;
    case 'heading': {
      const level = Number(node.attrs?.level);
      const tag = HEADINGS[level === 3 || level === 4 ? level : 2];
      return createElement(tag, { key, className: 'font-semibold text-slate-900' }, renderChildren(node, key));
    }
    case 'bulletList':
      return (
        <ul key={key} className="list-disc ps-6">
          {renderChildren(node, key)}
        </ul>
      );
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} className="list-decimal ps-6" start={Number.isInteger(start) ? start : undefined}>
          {renderChildren(node, key)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{renderChildren(node, key)}</li>;
    case 'blockquote':
      return (
        <blockquote key={key} className="border-s-4 border-slate-300 ps-4 text-slate-700">
          {renderChildren(node, key)}
        </blockquote>
      );
    case 'codeBlock':
      return <CodeBlock key={key} node={node} />;
    case 'callout':
      return (
        <Callout key={key} kind={node.attrs?.kind}>
          {renderChildren(node, key)}
        </Callout>
      );
    case 'table':
      return <RichTextTable key={key} node={node} path={key} renderChildren={renderChildren} />;
    case 'video':
      return (
        <Suspense key={key} fallback={null}>
          <RichTextVideo attrs={node.attrs as TRichTextVideoAttrs} />
        </Suspense>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} className="border-slate-200" />;
    case 'embed':
      return (
        <Suspense key={key} fallback={null}>
          <EmbedFrame attrs={node.attrs as TEmbedAttrs} />
        </Suspense>
      );
    case 'image':
      return <RichTextImage key={key} node={node} />;
    default:
      return null;
  }
};

/**
 * Stored rich text (TipTap JSON, DESIGN §6) for reading: only the allow-listed nodes and marks of the domain's
 * sanitizer become React elements, links keep http(s) and mailto only, and nothing is ever inserted as HTML.
 */
/** `lang`: the language the text is written in, where it differs from the page's (a screen reader switches voice). */
export const RichTextView = ({ doc, className = '', lang }: { doc: unknown; className?: string; lang?: string }) => {
  const parsed = ZRichText.safeParse(doc);
  if (!parsed.success) return null;
  const safe = sanitizeRichText(parsed.data);
  if (!safe.content?.length) return null;
  return (
    <RichTextImages doc={safe}>
      <div lang={lang} className={`space-y-3 leading-relaxed text-slate-800 ${className}`}>
        {renderChildren(safe, 'doc')}
      </div>
    </RichTextImages>
  );
};
