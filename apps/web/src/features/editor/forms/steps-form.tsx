import { LIMITS } from '@questline/domain/constants';
import {
  STEP_OPTION_TYPES,
  SUBMISSION_TYPES,
  type TTutorialStepType,
  TUTORIAL_STEP_TYPES,
} from '@questline/domain/schemas/editor-content';
import type { FORMS } from '@questline/domain/schemas/forms';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { newStepId } from '../lib/step-id';
import { LabStepFields, labOf, newLab } from './lab-step-fields';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormSelect, FormTextField } from './parts/fields';
import { hourOptions, minuteOptions, skillLevelOptions } from './parts/options';
import { DragHandle, MoveButtons, SortableList, useSortableRow } from './parts/sortable-list';
import {
  buttonClass,
  dangerIconButtonClass,
  descriptionClass,
  errorClass,
  fieldsetClass,
  legendClass,
} from './parts/styles';
import { VersionRangeField } from './parts/version-range-field';

export type TStepsValues = z.input<typeof FORMS.draft.tutorial.steps>;
type TSection = TStepsValues['sections'] extends (infer S)[] | undefined ? S : never;

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const isStepType = (value: unknown): value is TTutorialStepType =>
  (TUTORIAL_STEP_TYPES as readonly unknown[]).includes(value);

/**
 * A stored step as the form edits it: unknown types read as text; each type keeps only its own extra fields (a lab
 * step its URL, and its built-in lab when it has one).
 */
const sectionOf = (raw: unknown): TSection => {
  const section = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const common = {
    id: asString(section.id),
    title: asString(section.title) ?? '',
    body: (section.body ?? null) as Extract<TSection, { type: 'text' }>['body'],
    optionType: section.optionType === 'optional' ? ('optional' as const) : ('required' as const),
    contentIds: Array.isArray(section.contentIds) ? section.contentIds.filter((id) => typeof id === 'string') : [],
  };
  const type = isStepType(section.type) ? section.type : 'text';
  if (type === 'lab') {
    const lab = labOf(section.lab);
    return { ...common, type, labUrl: asString(section.labUrl) ?? '', ...(lab ? { lab } : {}) };
  }
  if (type === 'submission') return { ...common, type, submissionType: asString(section.submissionType) };
  return { ...common, type };
};

/** The steps form's values from the item the editor read (§3.4, §7.2). */
export const stepsFormDefaults = (item: TEditorItem): TStepsValues => ({
  engineVersionRange: asString(item.engineVersionRange) ?? '_',
  skillLevel: asString(item.skillLevel),
  estimationInHour: asNumber(item.estimationInHour, 0),
  estimationInMinute: asNumber(item.estimationInMinute, 0),
  sections: Array.isArray(item.sections) ? item.sections.map(sectionOf) : [],
});

const newSection = (type: TTutorialStepType): TSection => {
  const common = { id: newStepId(), title: '', body: null, optionType: 'required' as const, contentIds: [] };
  if (type === 'lab') return { ...common, type, labUrl: '', lab: newLab() };
  if (type === 'submission') return { ...common, type, submissionType: undefined };
  return { ...common, type };
};

const STEP_LIMITS: Partial<Record<TTutorialStepType, { max: number; key: string }>> = {
  lab: { max: LIMITS.tutorialLabSteps, key: 'tutorial_exceed_lab_limit_1' },
  submission: { max: LIMITS.tutorialSubmissionSteps, key: 'tutorial_exercise_exceed_submission_limit_1' },
};

const SectionCard = (props: {
  index: number;
  fieldKey: string;
  count: number;
  collapsed: boolean;
  takenTypes: readonly TTutorialStepType[];
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, setValue, getValues, formState } = useFormContext<TStepsValues>();
  const prefix = `sections.${props.index}` as const;
  const title = useWatch({ control, name: `${prefix}.title` });
  const type = useWatch({ control, name: `${prefix}.type` });
  const row = useSortableRow(props.fieldKey);
  const number = props.index + 1;
  const heading = t('editorForms.steps.stepHeading', {
    number,
    title: typeof title === 'string' && title.trim() ? title.trim() : t('editorForms.steps.untitled'),
  });
  const panelId = `step-panel-${props.fieldKey}`;
  const sectionError = errorMessageAt(formState.errors, prefix);
  const hasErrors = Boolean(get(formState.errors, prefix));

  const changeType = (next: string) => {
    if (!isStepType(next) || next === type) return;
    const {
      labUrl: _labUrl,
      lab: _lab,
      submissionType: _submissionType,
      ...common
    } = getValues(prefix) as Record<string, unknown>;
    // A step that becomes a lab starts with a built-in lab, as a new lab step does.
    const section = sectionOf({ ...common, type: next, ...(next === 'lab' ? { lab: newLab() } : {}) });
    setValue(prefix, section, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <li
      ref={row.setNodeRef}
      style={row.style}
      aria-labelledby={`${panelId}-heading`}
      className={`rounded-xl border bg-white shadow-sm ${hasErrors ? 'border-red-300' : 'border-slate-200'} ${row.isDragging ? 'shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-2 px-3 py-2">
        <DragHandle label={t('editorForms.list.drag', { item: heading })} handle={row.handle} />
        <h3 id={`${panelId}-heading`} className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={!props.collapsed}
            aria-controls={panelId}
            onClick={props.onToggle}
            className="flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-1 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            <span aria-hidden="true" className="text-slate-500">
              {props.collapsed ? '▸' : '▾'}
            </span>
            <span className="truncate">{heading}</span>
            <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
              {t(`editorForms.steps.types.${type}`)}
            </span>
            {hasErrors && (
              <span className="shrink-0 text-xs font-semibold text-red-700">{t('editorForms.steps.hasErrors')}</span>
            )}
          </button>
        </h3>
        <MoveButtons item={heading} index={props.index} count={props.count} onMove={props.onMove} />
        <Button
          aria-label={t('editorForms.steps.delete', { item: heading })}
          onPress={props.onDelete}
          className={dangerIconButtonClass}
        >
          <TrashIcon />
        </Button>
      </div>
      {sectionError && <p className={`${errorClass} px-4`}>{errorText(sectionError)}</p>}
      <div id={panelId} hidden={props.collapsed} className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4">
        <FormTextField name={`${prefix}.title`} label={t('editorForms.steps.title')} />
        <RichTextField name={`${prefix}.body`} label={t('editorForms.steps.body')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            name={`${prefix}.type`}
            label={t('editorForms.steps.type')}
            options={TUTORIAL_STEP_TYPES.map((entry) => ({ id: entry, label: t(`editorForms.steps.types.${entry}`) }))}
            disabledKeys={props.takenTypes.filter((entry) => entry !== type)}
            description={
              props.takenTypes.some((entry) => entry !== type) ? t('editorForms.steps.typeLimitNote') : undefined
            }
            onChange={(next) => changeType(String(next))}
          />
          <FormSelect
            name={`${prefix}.optionType`}
            label={t('editorForms.steps.optionType')}
            options={STEP_OPTION_TYPES.map((entry) => ({
              id: entry,
              label: t(`editorForms.steps.optionTypes.${entry}`),
            }))}
          />
        </div>
        {type === 'lab' && <LabStepFields prefix={prefix} />}
        {type === 'submission' && (
          <FormSelect
            name={`${prefix}.submissionType`}
            label={t('editorForms.steps.submissionType')}
            placeholder={t('editorForms.common.choose')}
            options={SUBMISSION_TYPES.map((entry) => ({
              id: entry,
              label: t(`editorForms.steps.submissionTypes.${entry}`),
            }))}
          />
        )}
      </div>
    </li>
  );
};

/**
 * The tutorial steps tab (§2.13): skill level, estimated time, engine versions and the steps. Steps collapse one
 * at a time or all at once, move with buttons or by dragging (keyboard too), and are deleted after a delete-style
 * confirmation. A tutorial takes one lab and one submission step at most (§5): adding another is not offered. A lab
 * step is a built-in lab (new ones are) or an external lab's URL (LabStepFields).
 */
export const StepsForm = () => {
  const { t } = useTranslation();
  const { control } = useFormContext<TStepsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections', keyName: 'fieldKey' });
  const sections = useWatch({ control, name: 'sections' }) ?? [];
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);

  const keys = fields.map((field) => field.fieldKey);
  const typeCount = (type: TTutorialStepType) => sections.filter((section) => section?.type === type).length;
  const takenTypes = TUTORIAL_STEP_TYPES.filter((type) => {
    const limit = STEP_LIMITS[type];
    return limit !== undefined && typeCount(type) >= limit.max;
  });
  const allCollapsed = keys.length > 0 && keys.every((key) => collapsed.has(key));
  const toggle = (key: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const pending = pendingDelete === null ? undefined : sections[pendingDelete];
  const pendingTitle =
    typeof pending?.title === 'string' && pending.title.trim() ? pending.title.trim() : t('editorForms.steps.untitled');

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.steps.settings')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormSelect
            name="skillLevel"
            label={t('editorForms.common.skillLevel')}
            placeholder={t('editorForms.common.choose')}
            options={skillLevelOptions(t)}
          />
          <FormSelect
            name="estimationInHour"
            numeric
            label={t('editorForms.steps.estimationHours')}
            options={hourOptions(t)}
          />
          <FormSelect
            name="estimationInMinute"
            numeric
            label={t('editorForms.steps.estimationMinutes')}
            options={minuteOptions(t)}
          />
        </div>
        <VersionRangeField name="engineVersionRange" />
      </fieldset>

      <section aria-labelledby="steps-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="steps-heading" className="text-lg font-semibold text-slate-900">
            {t('editorForms.steps.heading', { count: fields.length })}
          </h2>
          {fields.length > 0 && (
            <Button onPress={() => setCollapsed(allCollapsed ? new Set() : new Set(keys))} className={buttonClass}>
              {allCollapsed ? t('editorForms.steps.expandAll') : t('editorForms.steps.collapseAll')}
            </Button>
          )}
        </div>
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
            {t('editorForms.steps.empty')}
          </p>
        ) : (
          <SortableList
            ids={keys}
            labelOf={(key) => {
              const index = keys.indexOf(key);
              const title = sections[index]?.title;
              return t('editorForms.steps.stepHeading', {
                number: index + 1,
                title: typeof title === 'string' && title.trim() ? title.trim() : t('editorForms.steps.untitled'),
              });
            }}
            onMove={move}
          >
            <ol className="flex flex-col gap-3">
              {fields.map((field, index) => (
                <SectionCard
                  key={field.fieldKey}
                  fieldKey={field.fieldKey}
                  index={index}
                  count={fields.length}
                  collapsed={collapsed.has(field.fieldKey)}
                  takenTypes={takenTypes}
                  onToggle={() => toggle(field.fieldKey)}
                  onMove={(from, to) => {
                    if (to >= 0 && to < fields.length) move(from, to);
                  }}
                  onDelete={() => setPendingDelete(index)}
                />
              ))}
            </ol>
          </SortableList>
        )}
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <span className="text-sm font-semibold text-slate-800">{t('editorForms.steps.addHeading')}</span>
          <div className="flex flex-wrap gap-2">
            {TUTORIAL_STEP_TYPES.map((type) => {
              const taken = takenTypes.includes(type);
              const noteId = `add-step-${type}-note`;
              return (
                <Button
                  key={type}
                  isDisabled={taken}
                  aria-describedby={taken ? noteId : undefined}
                  onPress={() => append(newSection(type))}
                  className={buttonClass}
                >
                  <PlusIcon />
                  {t(`editorForms.steps.add.${type}`)}
                </Button>
              );
            })}
          </div>
          {takenTypes.map((type) => (
            <p key={type} id={`add-step-${type}-note`} className={descriptionClass}>
              {t(`errors.${STEP_LIMITS[type]?.key ?? 'invalid_request'}`)}
            </p>
          ))}
        </div>
      </section>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        theme="delete"
        title={
          pending?.type === 'submission'
            ? t('editorForms.steps.deleteSubmissionTitle')
            : t('editorForms.steps.deleteTitle')
        }
        message={
          pending?.type === 'submission'
            ? t('editorForms.steps.deleteSubmissionMessage', { title: pendingTitle })
            : t('editorForms.steps.deleteMessage', { title: pendingTitle })
        }
        onConfirm={() => {
          if (pendingDelete !== null) remove(pendingDelete);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
};
