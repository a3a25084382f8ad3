import { LOCALE_NAMES, LOCALES, localeTag, type TLocale } from '@questline/domain/constants';
import type { TRichText } from '@questline/domain/rules/rich-text';
import type { TSitePageKey } from '@questline/domain/rules/urls';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { sitePageQueryOptions } from '../../api/site-page';
import { currentLocale } from '../../i18n/i18n';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { useToast } from '../../ui/toast';
import { useSaveSitePage } from './api/site-page';

type TForm = { content: TRichText | null };

const primaryClass =
  'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const secondaryClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * An admin edits a site page in one language (the UI's own at first): the rich-text field starts from that language's
 * text, or from the English one it falls back to. Saving stores that language only; the others keep theirs.
 */
export const SitePageEditor = (props: { page: TSitePageKey; title: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [locale, setLocale] = useState<TLocale>(currentLocale);
  const text = useQuery(sitePageQueryOptions(props.page, locale));
  const save = useSaveSitePage(props.page);
  const form = useForm<TForm>({ defaultValues: { content: null } });
  const { reset } = form;

  useEffect(() => select.current?.focus(), []);
  // The field shows the chosen language's text once it is read (and again after a save answers it).
  useEffect(() => {
    if (text.data) reset({ content: text.data.content });
  }, [text.data, reset]);

  const submit = form.handleSubmit(({ content }) => {
    if (!content) {
      form.setError('content', { message: 'error_isRequired' });
      return;
    }
    save.mutate(
      { locale, content },
      {
        onSuccess: () => {
          toast({ message: 'changes_saved_successfully', type: 'success' });
          if (locale === currentLocale()) props.onClose();
        },
        onError: (error) => toast({ message: error instanceof ApiError ? error.key : 'internal_error' }),
      },
    );
  });

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('sitePages.editTitle', { page: props.title })}
      </h2>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
          {t('sitePages.language')}
        </label>
        <select
          id={selectId}
          ref={select}
          value={locale}
          onChange={(event) => setLocale(event.target.value as TLocale)}
          className="w-fit min-w-48 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {LOCALES.map((id) => (
            <option key={id} value={id} lang={localeTag(id)}>
              {LOCALE_NAMES[id]}
            </option>
          ))}
        </select>
      </div>
      {text.data && text.data.contentLocale !== locale && (
        <p className="mt-3 text-sm text-slate-600">
          {t('sitePages.startsFromEnglish', { language: LOCALE_NAMES[locale] })}
        </p>
      )}
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          {text.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t(`errors.${text.error instanceof ApiError ? text.error.key : 'internal_error'}`)}
            </p>
          ) : text.data ? (
            <RichTextField name="content" label={t('sitePages.text', { language: LOCALE_NAMES[locale] })} />
          ) : (
            <p className="text-sm text-slate-600">{t('common.loading')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryClass} disabled={!text.data || save.isPending}>
              {t('sitePages.save', { language: LOCALE_NAMES[locale] })}
            </button>
            <button type="button" className={secondaryClass} onClick={props.onClose}>
              {t('sitePages.close')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
};
