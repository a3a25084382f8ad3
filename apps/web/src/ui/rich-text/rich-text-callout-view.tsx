import { calloutKindOf, type TCalloutKind } from '@questline/domain/rules/rich-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const STYLES: Record<TCalloutKind, { box: string; label: string; icon: ReactNode }> = {
  note: {
    box: 'border-sky-600 bg-sky-50',
    label: 'text-sky-900',
    icon: (
      <>
        <circle cx="10" cy="10" r="7.25" />
        <path d="M10 9v5M10 6.2v.1" strokeLinecap="round" />
      </>
    ),
  },
  tip: {
    box: 'border-emerald-600 bg-emerald-50',
    label: 'text-emerald-900',
    icon: <path d="M7.5 15.5h5M8 17.75h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.1 1 1.9h4c0-.8.4-1.4 1-1.9a5 5 0 0 0-3-9Z" />,
  },
  warning: {
    box: 'border-amber-600 bg-amber-50',
    label: 'text-amber-900',
    icon: (
      <>
        <path d="M10 3 2.5 16.5h15L10 3Z" strokeLinejoin="round" />
        <path d="M10 8.5v3.5M10 14.3v.1" strokeLinecap="round" />
      </>
    ),
  },
  important: {
    box: 'border-violet-600 bg-violet-50',
    label: 'text-violet-900',
    icon: (
      <>
        <path d="M3.5 4.5h13v9h-7l-4 3v-3h-2v-9Z" strokeLinejoin="round" />
        <path d="M10 7v3M10 11.8v.1" strokeLinecap="round" />
      </>
    ),
  },
};

/**
 * A callout of rich text (issue 25): a note, tip, warning or important point, with its icon and translated label
 * above its body. It is a `note` to assistive technology, named by its label.
 */
export const Callout = ({ kind, children }: { kind: unknown; children: ReactNode }) => {
  const { t } = useTranslation();
  const known = calloutKindOf(kind);
  const style = STYLES[known];
  const label = t(`richText.callout.${known}`);
  return (
    <div role="note" aria-label={label} className={`space-y-2 rounded-lg border-s-4 px-4 py-3 ${style.box}`}>
      <p className={`flex items-center gap-2 text-sm font-bold ${style.label}`} aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          {style.icon}
        </svg>
        {label}
      </p>
      {children}
    </div>
  );
};
