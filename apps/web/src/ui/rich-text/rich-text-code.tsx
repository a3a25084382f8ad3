import { codeLanguageOf, highlightedLines, type TRichTextNode } from '@questline/domain/rules/rich-text';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLines } from './code-lines';

// The highlighter (highlight.js with the platform's languages) loads only on pages whose text holds code.
const HighlightedCode = lazy(() => import('./code-highlight').then((module) => ({ default: module.HighlightedCode })));

/** Writes text to the clipboard: the Clipboard API where the page may use it, else a selection copied (plain http). */
const copyText = async (text: string) => {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'fixed -start-[9999px] top-0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
};

const COPIED_MS = 2_000;

/** Copies a code block; "Copied" shows on the button and is announced, then the button reads "Copy" again. */
const CopyButton = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          copyText(code).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor">
          {state === 'copied' ? (
            <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <>
              <rect x="6.5" y="6.5" width="9" height="10" rx="1.5" strokeWidth="1.5" />
              <path d="M4.5 13V4.5a1 1 0 0 1 1-1H12" strokeWidth="1.5" strokeLinecap="round" />
            </>
          )}
        </svg>
        {state === 'copied' ? t('richText.copied') : t('richText.copy')}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('richText.copied') : state === 'failed' ? t('richText.copyFailed') : ''}
      </span>
    </>
  );
};

/** The text a code block holds. */
export const codeOf = (node: TRichTextNode): string => (node.content ?? []).map((child) => child.text ?? '').join('');

/**
 * A code block of rich text (issue 25): its file name or language above, a copy button, the code highlighted by its
 * language once the highlighter's chunk has loaded (plain until then, in the same layout), highlighted lines marked.
 * The code scrolls sideways on narrow screens and takes the keyboard's focus to do so.
 */
export const CodeBlock = ({ node }: { node: TRichTextNode }) => {
  const { t } = useTranslation();
  const code = codeOf(node);
  const language = codeLanguageOf(node.attrs?.language);
  const filename = typeof node.attrs?.filename === 'string' ? node.attrs.filename : '';
  const highlighted = highlightedLines(node.attrs?.highlightLines);
  const languageName = t(`richText.language.${language}`);
  const plain = code.split('\n').map((text) => (text ? [{ text }] : []));
  return (
    <figure className="theme-keep not-prose overflow-hidden rounded-lg bg-slate-900 text-sm text-slate-100">
      <figcaption className="flex items-center gap-3 border-b border-white/10 bg-slate-800 px-4 py-1.5 text-xs">
        <span className="min-w-0 flex-1 truncate font-mono">{filename || languageName}</span>
        {filename && language !== 'plaintext' && <span className="text-slate-300">{languageName}</span>}
        <CopyButton code={code} />
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to scroll
        tabIndex={0}
        className="code-tokens overflow-x-auto py-3 font-mono leading-6 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <code>
          <Suspense fallback={<CodeLines lines={plain} highlighted={highlighted} />}>
            <HighlightedCode code={code} language={language} highlighted={highlighted} />
          </Suspense>
        </code>
      </pre>
    </figure>
  );
};
