import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../components/form-fields';
import { idsOf, useMissionDisplayMap } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { ItemSummary } from './parts/item-summary';

/** The mission map form's values (FORMS.draft.mission.map). */
export type TMissionMapValues = { prerequisiteIds: string[] };

export const missionMapDefaults = (item: TEditorItem): TMissionMapValues => ({
  prerequisiteIds: idsOf(item.prerequisiteIds),
});

/**
 * The mission Map tab (§2.13, §3.3): the missions a learner completes before this one, added through the
 * add-content dialog (never the mission itself), and, read-only, the published missions that name this one.
 */
export const MissionMapForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext<TMissionMapValues>();
  const { field } = useController({ control, name: 'prerequisiteIds' });
  const ids = idsOf(field.value);
  const { map, remember } = useMissionDisplayMap(item);
  const selfId = typeof item.id === 'string' ? item.id : '';
  const dependentIds = idsOf(item.dependentIds);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <div className="flex flex-col gap-6">
      <FormSection
        title={t('editorForms.mission.map.prerequisites')}
        actions={
          <AddContentDialog
            triggerLabel={t('editorForms.mission.map.addPrerequisite')}
            title={t('editorForms.mission.map.addPrerequisiteTitle')}
            types={['mission']}
            language={typeof item.language === 'string' ? item.language : null}
            selectedIds={[...ids, selfId]}
            onAdd={(entry) => {
              if (entry.id === selfId) return;
              remember(entry);
              const current = idsOf(getValues('prerequisiteIds'));
              if (!current.includes(entry.id)) set([...current, entry.id]);
            }}
          />
        }
      >
        <p className="text-sm text-slate-600">{t('editorForms.mission.map.prerequisitesHint')}</p>
        <ContentList
          label={t('editorForms.mission.map.prerequisites')}
          ids={ids}
          map={map}
          onChange={set}
          emptyText={t('editorForms.mission.map.noPrerequisites')}
          error={errorText(errorMessageAt(formState.errors, 'prerequisiteIds'))}
        />
      </FormSection>
      <FormSection title={t('editorForms.mission.map.dependents')}>
        <p className="text-sm text-slate-600">{t('editorForms.mission.map.dependentsHint')}</p>
        {dependentIds.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
            {t('editorForms.mission.map.noDependents')}
          </p>
        ) : (
          <ul aria-label={t('editorForms.mission.map.dependents')} className="flex flex-col gap-2">
            {dependentIds.map((id) => (
              <li key={id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                <ItemSummary id={id} item={map[id]} />
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </div>
  );
};
