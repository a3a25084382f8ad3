import { DEFAULT_CONTENT_LANGUAGE } from '@questline/domain/constants';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PlusIcon } from '../../../ui/icons';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { FormSection } from '../components/form-fields';
import { LanguageField } from './general-form';
import type { TEditorItem } from './parts/display-map';
import { FormTextField } from './parts/fields';
import { internalIdOf, richTextOf, textOf } from './parts/item-values';
import { buttonClass, iconButtonClass } from './parts/styles';
import { VersionRangeField } from './parts/version-range-field';

/** The skill general form's values (FORMS.draft.skill.general, §2.13, §3.8). */
export type TSkillGeneralValues = {
  language: string;
  title: string;
  internalID: string;
  engineVersionRange: string;
  subSkills: { title: string }[];
  description: TRichText | null;
};

export const skillGeneralDefaults = (item: TEditorItem): TSkillGeneralValues => ({
  language: typeof item.language === 'string' ? item.language : DEFAULT_CONTENT_LANGUAGE,
  title: textOf(item.title),
  internalID: internalIdOf(item.internalID),
  engineVersionRange: typeof item.engineVersionRange === 'string' ? item.engineVersionRange : '_',
  subSkills: (Array.isArray(item.subSkills) ? item.subSkills : []).map((entry) => ({
    title: textOf((entry as { title?: unknown } | null)?.title),
  })),
  description: richTextOf(item.description),
});

/**
 * The sub-skills (§2.13, §3.8): "Add sub-skill" appends an empty title in edit mode; Edit and Done enter and leave
 * edit mode; Delete asks first; the move buttons reorder. Edit mode is kept per row outside the form values, so it
 * plays no part in change detection.
 */
const SubSkillsField = () => {
  const { t } = useTranslation();
  const { control } = useFormContext<TSkillGeneralValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'subSkills', keyName: 'fieldKey' });
  const titles = useWatch({ control, name: 'subSkills' }) ?? [];
  // Edit mode per row, by position: kept beside the rows and moved, removed and added with them.
  const [editing, setEditing] = useState<boolean[]>(() => fields.map(() => false));
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const setEdit = (index: number, on: boolean) =>
    setEditing((previous) => fields.map((_, at) => (at === index ? on : previous[at] === true)));
  const moveRow = (from: number, to: number) => {
    move(from, to);
    setEditing((previous) => {
      const next = fields.map((_, at) => previous[at] === true);
      const [entry] = next.splice(from, 1);
      next.splice(to, 0, entry === true);
      return next;
    });
  };
  const nameOf = (index: number) =>
    titles[index]?.title?.trim() || t('editorForms.skill.general.subSkillNumber', { number: index + 1 });

  return (
    <FormSection
      title={t('editorForms.skill.general.subSkills')}
      actions={
        <Button
          onPress={() => {
            append({ title: '' });
            setEditing((previous) => [...fields.map((_, at) => previous[at] === true), true]);
          }}
          className={buttonClass}
        >
          <PlusIcon />
          {t('editorForms.skill.general.addSubSkill')}
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">{t('editorForms.skill.general.noSubSkills')}</p>
      ) : (
        <ol aria-label={t('editorForms.skill.general.subSkills')} className="flex flex-col gap-2">
          {fields.map((field, index) => {
            const isEdit = editing[index] === true;
            const name = nameOf(index);
            return (
              <li
                key={field.fieldKey}
                className="flex items-end gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
              >
                {isEdit ? (
                  <FormTextField
                    name={`subSkills.${index}.title`}
                    label={t('editorForms.skill.general.subSkillTitle', { number: index + 1 })}
                    className="flex-1"
                  />
                ) : (
                  <span className="min-w-0 flex-1 self-center text-sm text-slate-900">{name}</span>
                )}
                <Button
                  onPress={() => setEdit(index, !isEdit)}
                  aria-label={
                    isEdit
                      ? t('editorForms.skill.general.done', { item: name })
                      : t('editorForms.skill.general.edit', { item: name })
                  }
                  className={buttonClass}
                >
                  {isEdit ? t('editorForms.skill.general.doneShort') : t('editorForms.skill.general.editShort')}
                </Button>
                <Button
                  aria-label={t('editorForms.list.moveUp', { item: name })}
                  isDisabled={index === 0}
                  onPress={() => moveRow(index, index - 1)}
                  className={iconButtonClass}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  aria-label={t('editorForms.list.moveDown', { item: name })}
                  isDisabled={index === fields.length - 1}
                  onPress={() => moveRow(index, index + 1)}
                  className={iconButtonClass}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  aria-label={t('editorForms.skill.general.delete', { item: name })}
                  onPress={() => setPendingDelete(index)}
                  className={buttonClass}
                >
                  {t('editorForms.skill.general.deleteShort')}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        theme="delete"
        title={t('editorForms.skill.general.deleteTitle')}
        message={
          pendingDelete === null
            ? undefined
            : t('editorForms.skill.general.deleteMessage', { item: nameOf(pendingDelete) })
        }
        onConfirm={() => {
          if (pendingDelete !== null) {
            remove(pendingDelete);
            setEditing((previous) => previous.filter((_, at) => at !== pendingDelete));
          }
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </FormSection>
  );
};

/** The skill General tab (§2.13): language, title, internal ID, engine version range, sub-skills, description. */
export const SkillGeneralForm = () => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('editor.general.basics')}>
        <div className="sm:max-w-xs">
          <LanguageField />
        </div>
        <FormTextField name="title" label={t('editor.general.title')} />
        <FormTextField
          name="internalID"
          label={t('editorForms.skill.general.internalId')}
          description={t('editorForms.skill.general.internalIdHelp')}
        />
        <VersionRangeField name="engineVersionRange" />
      </FormSection>
      <SubSkillsField />
      <FormSection title={t('editor.general.description')}>
        <RichTextField name="description" label={t('editor.general.description')} />
      </FormSection>
    </div>
  );
};
