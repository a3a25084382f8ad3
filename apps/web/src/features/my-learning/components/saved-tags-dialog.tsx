import type { TSettings } from '@questline/domain/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { dialogPrimaryClass, dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { useToast } from '../../../ui/toast';
import { settingsQueryOptions, useSaveSavedTags } from '../api/settings';

type TTagMap = TSettings['topicMap'];
type TTagLists = { topicIds: string[]; industryIds: string[] };

const labelClass = 'text-sm font-semibold text-slate-800';
const chipClass =
  'inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm text-slate-800';
const seeAllClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600';

const nameOf = (map: TTagMap, id: string) => map[id]?.name ?? id;

/** One list of the dialog (topics or industries): its tags, each with Remove, and a chooser that adds another. */
const TagListEditor = (props: {
  label: string;
  addLabel: string;
  map: TTagMap;
  value: string[];
  onChange: (value: string[]) => void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const addable = Object.values(props.map)
    .filter((tag) => !props.value.includes(tag.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className={labelClass}>
        {props.label}
      </h3>
      {props.value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('savedTags.noneOfKind')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {props.value.map((id) => (
            <li key={id} className={chipClass}>
              <span>{nameOf(props.map, id)}</span>
              <button
                type="button"
                aria-label={t('savedTags.remove', { name: nameOf(props.map, id) })}
                onClick={() => props.onChange(props.value.filter((entry) => entry !== id))}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-3.5 w-3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {addable.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-semibold text-slate-700">
            {props.addLabel}
          </label>
          <select
            id={selectId}
            value=""
            onChange={(event) => {
              if (event.target.value) props.onChange([...props.value, event.target.value]);
            }}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:max-w-xs"
          >
            <option value="">{t('savedTags.choose')}</option>
            {addable.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
};

/**
 * The saved-tags dialog (§2.14, §3.10): the saved topics and industries, each removable, choosers that add more, and
 * the recommended topics while nothing is saved. Save sends both lists in one request and closes with the
 * saved_successfully toast; a failed save keeps the dialog and its edits open with the saved_failed toast (§8).
 */
export const SavedTagsDialog = ({ settings, onClose }: { settings: TSettings; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSavedTags();
  const [draft, setDraft] = useState<TTagLists>({ topicIds: settings.topicIds, industryIds: settings.industryIds });
  const [problem, setProblem] = useState<string | null>(null);
  const recommendedId = useId();
  const recommended =
    draft.topicIds.length === 0 && draft.industryIds.length === 0
      ? settings.recommendedTagIds.filter((id) => settings.topicMap[id])
      : [];

  const submit = () => {
    setProblem(null);
    save.mutate(draft, {
      onSuccess: (saved) => {
        toast({ message: saved.message, type: 'success' });
        onClose();
      },
      onError: (error) => {
        const key = error instanceof ApiError ? error.key : 'internal_error';
        setProblem(t(`errors.${key}`));
        toast(t('messages.saved_failed'), { tone: 'error' });
      },
    });
  };

  return (
    <LearnDialog
      isOpen
      onClose={onClose}
      title={t('settings.tags')}
      busy={save.isPending}
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} disabled={save.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className={dialogPrimaryClass} disabled={save.isPending} onClick={submit}>
            {save.isPending ? t('common.loading') : t('savedTags.save')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-slate-600">{t('settings.tagsHelp')}</p>
        {problem && (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        )}
        {recommended.length > 0 && (
          <div className="flex flex-col gap-2">
            <p id={recommendedId} className={labelClass}>
              {t('settings.recommended')}
            </p>
            <ul aria-labelledby={recommendedId} className="flex flex-wrap gap-2">
              {recommended.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    onClick={() => setDraft((previous) => ({ ...previous, topicIds: [...previous.topicIds, id] }))}
                    aria-label={t('settings.addTag', { name: nameOf(settings.topicMap, id) })}
                    className="inline-flex items-center gap-1 rounded-full border border-brand-300 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-brand-600"
                  >
                    <span aria-hidden="true">+</span>
                    {nameOf(settings.topicMap, id)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <TagListEditor
          label={t('settings.topics')}
          addLabel={t('savedTags.addTopic')}
          map={settings.topicMap}
          value={draft.topicIds}
          onChange={(topicIds) => setDraft((previous) => ({ ...previous, topicIds }))}
        />
        <TagListEditor
          label={t('settings.industries')}
          addLabel={t('savedTags.addIndustry')}
          map={settings.industryMap}
          value={draft.industryIds}
          onChange={(industryIds) => setDraft((previous) => ({ ...previous, industryIds }))}
        />
      </div>
    </LearnDialog>
  );
};

/**
 * The saved tags atop the owner's saved tab (§3.10): the topics and industries they follow, and Edit, which opens the
 * saved-tags dialog (§2.14).
 */
export const SavedTagsSection = () => {
  const { t } = useTranslation();
  const query = useQuery(settingsQueryOptions());
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const settings = query.data;
  const saved = settings
    ? [
        ...settings.topicIds.map((id) => ({ key: `topic:${id}`, name: nameOf(settings.topicMap, id) })),
        ...settings.industryIds.map((id) => ({ key: `industry:${id}`, name: nameOf(settings.industryMap, id) })),
      ]
    : [];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('settings.tags')}
        </h2>
        {settings && (
          <button type="button" className={seeAllClass} onClick={() => setOpen(true)} aria-describedby={headingId}>
            {t('savedTags.edit')}
          </button>
        )}
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}
        </p>
      ) : !settings ? (
        <p className="text-sm text-slate-600">{t('common.loading')}</p>
      ) : saved.length === 0 ? (
        <p className="text-sm text-slate-600">{t('savedTags.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {saved.map((tag) => (
            <li key={tag.key} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      {open && settings && <SavedTagsDialog settings={settings} onClose={() => setOpen(false)} />}
    </div>
  );
};
