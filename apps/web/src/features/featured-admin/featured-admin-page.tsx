import { CURATED_LIST_NAMES, type TFeaturedListName } from '@questline/domain/schemas/featured';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import type { TFeaturedEntry } from './components/featured-entry';
import { FeaturedListEditor } from './components/featured-list-editor';

const ListPicker = (props: { value: TFeaturedListName; onChange: (name: TFeaturedListName) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('dashboard.featured.listLabel')}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as TFeaturedListName)}
        className="w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 hover:border-slate-400 focus:border-brand-600"
      >
        {CURATED_LIST_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`dashboard.featured.names.${name}`)}
          </option>
        ))}
      </select>
    </div>
  );
};

/**
 * The Admin Tool (§1 /creator/featured, §2.13 featured lists): learn editors and learn admins (§6 "Editors: save
 * featured lists") pick a featured list, see its items in order, add, remove and reorder them, and save the list
 * after a confirmation.
 */
export const FeaturedAdminPage = () => {
  const { t } = useTranslation();
  const [name, setName] = useState<TFeaturedListName>('homepage');
  const [drafts, setDrafts] = useState<Partial<Record<TFeaturedListName, readonly TFeaturedEntry[]>>>({});
  usePageTitle(t('dashboard.featured.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AuthoringPageHeader title={t('dashboard.featured.title')} intro={t('dashboard.featured.intro')} types={[]} />
      <div className="mt-8 flex flex-col gap-8">
        <ListPicker value={name} onChange={setName} />
        <FeaturedListEditor
          key={name}
          name={name}
          label={t(`dashboard.featured.names.${name}`)}
          draft={drafts[name]}
          onDraftChange={(draft) => setDrafts((current) => ({ ...current, [name]: draft }))}
        />
      </div>
    </div>
  );
};
