import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { getSkillSync } from '../api/get-skill-sync';
import { contentFormDefaults, type TCourseContentValues } from './content-form';
import { idsOf } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import { type TEditorItem, useDisplayMap } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormSelect } from './parts/fields';
import { ManualDurationFields } from './parts/manual-duration-fields';
import { skillLevelOptions } from './parts/options';
import { buttonClass, fieldsetClass, legendClass } from './parts/styles';

/** The skill content form's values (FORMS.draft.skill.content): the fields of a course's content form. */
export type TSkillContentValues = TCourseContentValues;

/** §3.8: contentIds come from draftContentIds, as for projects and courses. */
export const skillContentDefaults = (item: TEditorItem): TSkillContentValues => contentFormDefaults(item, 'course');

/** The ids of `current`, then those of `incoming` it lacks, in their order (§4.3 sync merges the draft ids). */
export const mergeIds = (current: readonly string[], incoming: readonly string[]) => [
  ...current,
  ...incoming.filter((id, index) => !current.includes(id) && incoming.indexOf(id) === index),
];

/**
 * The skill Content tab (§2.13): skill level, the tutorials tagged with the skill (the add-content dialog offers
 * tutorials only), the manual duration, and "Sync from server", which merges the draft content ids the server holds.
 */
export const SkillContentForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext<TSkillContentValues>();
  const { field } = useController({ control, name: 'contentIds' });
  const contentIds = idsOf(field.value);
  const { map, remember } = useDisplayMap(item, contentIds);
  const [syncing, setSyncing] = useState(false);
  const change = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };

  const sync = async () => {
    if (typeof item.id !== 'string') return;
    setSyncing(true);
    try {
      const answer = await getSkillSync(item.id);
      for (const [id, entry] of Object.entries(answer.tutorialMap ?? {})) remember({ ...entry, id });
      const merged = mergeIds(idsOf(getValues('contentIds')), idsOf(answer.draftContentIds));
      if (merged.length !== idsOf(getValues('contentIds')).length) change(merged);
      toast(t('editorForms.skill.content.synced'));
    } catch (error) {
      toast(t(`errors.${error instanceof ApiError ? error.key : 'internal_error'}`), { tone: 'error' });
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.content.settings')}</legend>
        <FormSelect
          name="skillLevel"
          label={t('editorForms.common.skillLevel')}
          placeholder={t('editorForms.common.choose')}
          options={skillLevelOptions(t)}
          className="sm:max-w-xs"
        />
      </fieldset>

      <section aria-labelledby="skill-content-heading" className={fieldsetClass}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="skill-content-heading" className={legendClass}>
            {t('editorForms.skill.content.listHeading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button onPress={() => void sync()} isPending={syncing} className={buttonClass}>
              {syncing && <Spinner />}
              {t('editorForms.skill.content.sync')}
            </Button>
            <AddContentDialog
              triggerLabel={t('editorForms.addContent.open')}
              title={t('editorForms.skill.content.addTitle')}
              types={['tutorial']}
              language={typeof item.language === 'string' ? item.language : null}
              selectedIds={contentIds}
              onAdd={(entry) => {
                remember(entry);
                const current = idsOf(getValues('contentIds'));
                if (!current.includes(entry.id)) change([...current, entry.id]);
              }}
            />
          </div>
        </div>
        <ContentList
          label={t('editorForms.skill.content.listHeading')}
          ids={contentIds}
          map={map}
          onChange={change}
          emptyText={t('editorForms.content.empty')}
          error={errorText(errorMessageAt(formState.errors, 'contentIds'))}
        />
      </section>

      <div className={fieldsetClass}>
        <ManualDurationFields />
      </div>
    </div>
  );
};
