import type { TEditorType } from '@questline/domain/ids';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { openCreateFlow } from '../lib/create-flow';

/** The creator dashboard's and Learner Architecture's primary button. */
export const authoringPrimaryClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';

/** A whole-page notice of an authoring page: sign in first, or no access, with an optional action. */
export const PageNotice = (props: { title: string; body: string; action?: { label: string; onPress: () => void } }) => (
  <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
    <p className="mt-3 text-base text-slate-600">{props.body}</p>
    {props.action && (
      <Button onPress={props.action.onPress} className={`${authoringPrimaryClass} mt-8 px-5 py-2.5`}>
        {props.action.label}
      </Button>
    )}
  </div>
);

/**
 * An authoring page's heading and introduction, with "Create new" buttons for `types` (the create flow, §2.13);
 * none when `types` is empty.
 */
export const AuthoringPageHeader = (props: { title: string; intro: string; types: readonly TEditorType[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createId = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{props.intro}</p>
      </div>
      {props.types.length > 0 && (
        <section aria-labelledby={createId} className="flex flex-wrap items-center gap-2">
          <h2 id={createId} className="text-sm font-semibold text-slate-700">
            {t('dashboard.createNew')}
          </h2>
          {props.types.map((type) => (
            <Button
              key={type}
              onPress={() => openCreateFlow(type, (path) => void navigate({ href: path }))}
              className={authoringPrimaryClass}
            >
              {t('dashboard.createType', { type: t(`types.${type}`) })}
            </Button>
          ))}
        </section>
      )}
    </div>
  );
};
