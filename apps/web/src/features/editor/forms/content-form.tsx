import type { TItemType } from '@questline/domain/ids';
import type { FORMS } from '@questline/domain/schemas/forms';
import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import type { TDisplayMap } from '../api/get-item-maps';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import { type TEditorItem, useDisplayMap } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormCheckbox, FormSelect, FormTextField } from './parts/fields';
import { itemLabel } from './parts/item-summary';
import { ManualDurationFields } from './parts/manual-duration-fields';
import { skillLevelOptions } from './parts/options';
import { buttonClass, dangerIconButtonClass, fieldsetClass, labelClass, legendClass } from './parts/styles';

export type TContentType = 'project' | 'course';
export type TProjectContentValues = z.input<typeof FORMS.draft.project.content>;
export type TCourseContentValues = z.input<typeof FORMS.draft.course.content>;
export type TContentValues = TProjectContentValues | TCourseContentValues;

/** What each content list accepts (the domain schemas: project tutorials and quizzes; course all three). */
export const CONTENT_TYPES_OF: Record<TContentType, readonly TItemType[]> = {
  project: ['tutorial', 'quiz'],
  course: ['project', 'tutorial', 'quiz'],
};

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** The content form's values from the item the editor read (§3.5: contentIds come from draftContentIds). */
export function contentFormDefaults(item: TEditorItem, type: 'project'): TProjectContentValues;
export function contentFormDefaults(item: TEditorItem, type: 'course'): TCourseContentValues;
export function contentFormDefaults(item: TEditorItem, type: TContentType): TContentValues;
export function contentFormDefaults(item: TEditorItem, type: TContentType): TContentValues {
  const common = {
    skillLevel: typeof item.skillLevel === 'string' ? item.skillLevel : undefined,
    contentIds: ids(Array.isArray(item.draftContentIds) ? item.draftContentIds : item.contentIds),
    withManual: item.withManual === true,
    manualDuration: typeof item.manualDuration === 'number' ? item.manualDuration : 0,
  };
  if (type === 'course') return common;
  const groups = Array.isArray(item.tutorialGroups) ? (item.tutorialGroups as Record<string, unknown>[]) : [];
  return {
    ...common,
    isChallenge: item.isChallenge === true,
    tutorialGroups: groups.map((group) => ({
      title: typeof group?.title === 'string' ? group.title : '',
      contentIds: ids(group?.contentIds),
    })),
  };
}

/** Project tutorial groups (§3.5): a title (needed, §5) and contents chosen from the project's list. */
const TutorialGroups = ({ contentIds, map }: { contentIds: readonly string[]; map: TDisplayMap }) => {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<TProjectContentValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tutorialGroups', keyName: 'fieldKey' });
  const groups = useWatch({ control, name: 'tutorialGroups' }) ?? [];
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.content.groups')}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('editorForms.content.noGroups')}</p>}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const title = groups[index]?.title;
          const name =
            typeof title === 'string' && title.trim()
              ? title.trim()
              : t('editorForms.content.groupNumber', { number: index + 1 });
          return (
            <li key={field.fieldKey} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
              <div className="flex items-end gap-2">
                <FormTextField
                  name={`tutorialGroups.${index}.title`}
                  label={t('editorForms.content.groupTitle', { number: index + 1 })}
                  className="flex-1"
                />
                <Button
                  aria-label={t('editorForms.content.removeGroup', { item: name })}
                  onPress={() => remove(index)}
                  className={`${dangerIconButtonClass} mb-1`}
                >
                  <TrashIcon />
                </Button>
              </div>
              {contentIds.length === 0 ? (
                <p className="text-sm text-slate-500">{t('editorForms.content.groupNeedsContent')}</p>
              ) : (
                <CheckboxGroup
                  value={ids(groups[index]?.contentIds)}
                  onChange={(selected) =>
                    setValue(
                      `tutorialGroups.${index}.contentIds`,
                      contentIds.filter((id) => selected.includes(id)),
                      { shouldDirty: true },
                    )
                  }
                  className="flex flex-col gap-1"
                >
                  <Label className={labelClass}>{t('editorForms.content.groupContents', { item: name })}</Label>
                  {contentIds.map((id) => (
                    <Checkbox key={id} value={id} className="group flex items-center gap-2 text-sm text-slate-800">
                      <span
                        aria-hidden="true"
                        className="flex h-5 w-5 items-center justify-center rounded border border-slate-400 bg-white text-xs text-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700"
                      >
                        ✓
                      </span>
                      {itemLabel(id, map[id])}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <Button onPress={() => append({ title: '', contentIds: [] })} className={buttonClass}>
          <PlusIcon />
          {t('editorForms.content.addGroup')}
        </Button>
      </div>
    </fieldset>
  );
};

/**
 * The content tab of projects and courses (§2.13): skill level, the ordered content list with the add-content
 * dialog, for projects the challenge flag and tutorial groups, and the manual duration. `item` (the editor read)
 * supplies the language the dialog searches in and the titles of what is already listed.
 */
export const ContentForm = ({ type, item }: { type: TContentType; item?: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues, setValue } = useFormContext<TProjectContentValues>();
  const contentField = useController({ control, name: 'contentIds' });
  const contentIds = ids(contentField.field.value);
  const { map, remember } = useDisplayMap(item, contentIds);

  const change = (next: string[]) => {
    contentField.field.onChange(next);
    contentField.field.onBlur();
    if (type !== 'project') return;
    // A group can only hold what the project lists: a removed content leaves its groups too.
    const groups = getValues('tutorialGroups') ?? [];
    groups.forEach((group, index) => {
      const kept = ids(group.contentIds).filter((id) => next.includes(id));
      if (kept.length !== ids(group.contentIds).length)
        setValue(`tutorialGroups.${index}.contentIds`, kept, { shouldDirty: true });
    });
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
        {type === 'project' && (
          <FormCheckbox
            name="isChallenge"
            label={t('editorForms.content.isChallenge')}
            description={t('editorForms.content.isChallengeHint')}
          />
        )}
      </fieldset>

      <section aria-labelledby="content-list-heading" className={fieldsetClass}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="content-list-heading" className={legendClass}>
            {t(`editorForms.content.listHeading.${type}`)}
          </h2>
          <AddContentDialog
            triggerLabel={t('editorForms.addContent.open')}
            title={t(`editorForms.addContent.title.${type}`)}
            types={CONTENT_TYPES_OF[type]}
            language={typeof item?.language === 'string' ? item.language : null}
            selectedIds={contentIds}
            onAdd={(entry) => {
              remember(entry);
              const current = ids(getValues('contentIds'));
              if (!current.includes(entry.id)) change([...current, entry.id]);
            }}
          />
        </div>
        <ContentList
          label={t(`editorForms.content.listHeading.${type}`)}
          ids={contentIds}
          map={map}
          onChange={change}
          emptyText={t('editorForms.content.empty')}
          error={errorText(errorMessageAt(formState.errors, 'contentIds'))}
        />
      </section>

      {type === 'project' && <TutorialGroups contentIds={contentIds} map={map} />}

      <div className={fieldsetClass}>
        <ManualDurationFields />
      </div>
    </div>
  );
};
