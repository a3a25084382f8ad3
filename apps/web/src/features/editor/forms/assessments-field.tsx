/**
 * The And/Or assessment list shared by the mission (`assessmentItem`) and pathway (`assessmentItems`) editors.
 * Stable API: `<AssessmentsField name types item? excludeIds? />`, `assessmentItemsOf(value)` for form defaults, and
 * the `TAssessmentsFieldName` / `TAssessedType` types. Locale keys live under `editorForms.assessments`.
 */
import { addAssessmentItem, deleteAssessmentItem, type TAssessment } from '@questline/domain/rules/editor';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TrashIcon } from '../../../ui/icons';
import type { TDisplayMap } from '../api/get-item-maps';
import { useMissionDisplayMap } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { SelectField } from './parts/fields';
import { ItemSummary, itemLabel } from './parts/item-summary';
import { dangerIconButtonClass, errorClass, fieldsetClass, legendClass } from './parts/styles';

/** The form field holding the list: a mission's `assessmentItem`, a pathway's `assessmentItems` (§3.2, §3.3). */
export type TAssessmentsFieldName = 'assessmentItem' | 'assessmentItems';
/** What an assessment list may name (the domain's ZAssessmentItems). */
export type TAssessedType = 'tutorial' | 'quiz' | 'project' | 'course' | 'mission';
export type { TAssessment };

const OPS = ['And', 'Or'] as const;

/** An assessment list as the form holds it, from what the item stores (unknown entries are dropped). */
export const assessmentItemsOf = (value: unknown): TAssessment[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const { op, value: id } = (entry ?? {}) as { op?: unknown; value?: unknown };
        return typeof id === 'string' && id
          ? [{ op: op === 'Or' ? ('Or' as const) : ('And' as const), value: id }]
          : [];
      })
    : [];

const Row = (props: {
  entry: TAssessment;
  index: number;
  map: TDisplayMap;
  onOp: (op: TAssessment['op']) => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const label = itemLabel(props.entry.value, props.map[props.entry.value]);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      {props.index === 0 ? (
        // The first item has no relation to a previous one (§4.3).
        <span className="w-28 text-xs font-semibold uppercase tracking-wider text-slate-500">
          {t('editorForms.assessments.first')}
        </span>
      ) : (
        <SelectField
          label={t('editorForms.assessments.relation')}
          options={OPS.map((op) => ({ id: op, label: t(`editorForms.assessments.op.${op}`) }))}
          value={props.entry.op}
          onChange={(op) => props.onOp(op === 'Or' ? 'Or' : 'And')}
          className="w-28"
        />
      )}
      <span className="min-w-0 flex-1">
        <ItemSummary id={props.entry.value} item={props.map[props.entry.value]} />
      </span>
      <Button
        aria-label={t('editorForms.assessments.delete', { item: label })}
        onPress={props.onDelete}
        className={dangerIconButtonClass}
      >
        <TrashIcon />
      </Button>
    </li>
  );
};

/**
 * The And/Or assessment list (§2.13, §3.3, §4.3): items are added through the add-content dialog (an item already
 * listed is not added again, §5), each after the first relates to the previous with And or Or, and deleting asks
 * first; deleting the first item turns a following Or into And. `item` (the editor read) gives the language to
 * search in and the titles of what is listed; `excludeIds` may not be added (the item itself).
 */
export const AssessmentsField = (props: {
  name: TAssessmentsFieldName;
  types: readonly TAssessedType[];
  item?: TEditorItem;
  excludeIds?: readonly string[];
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext();
  const { field } = useController({ control, name: props.name });
  const items = assessmentItemsOf(field.value);
  const { map, remember } = useMissionDisplayMap(props.item);
  const [pending, setPending] = useState<number | null>(null);
  const headingId = `${props.name}-heading`;

  const set = (next: TAssessment[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const pendingEntry = pending === null ? undefined : items[pending];
  const pendingLabel = pendingEntry ? itemLabel(pendingEntry.value, map[pendingEntry.value]) : '';

  return (
    <section aria-labelledby={headingId} className={fieldsetClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={legendClass}>
          {t('editorForms.assessments.heading')}
        </h2>
        <AddContentDialog
          triggerLabel={t('editorForms.assessments.add')}
          title={t('editorForms.assessments.addTitle')}
          types={props.types}
          language={typeof props.item?.language === 'string' ? props.item.language : null}
          selectedIds={[...items.map((entry) => entry.value), ...(props.excludeIds ?? [])]}
          onAdd={(entry) => {
            if (props.excludeIds?.includes(entry.id)) return;
            remember(entry);
            set(addAssessmentItem(assessmentItemsOf(getValues(props.name)), { op: 'And', value: entry.id }));
          }}
        />
      </div>
      <p className="text-sm text-slate-600">{t('editorForms.assessments.hint')}</p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          {t('editorForms.assessments.empty')}
        </p>
      ) : (
        <ol aria-label={t('editorForms.assessments.list')} className="flex flex-col gap-2">
          {items.map((entry, index) => (
            <Row
              key={entry.value}
              entry={entry}
              index={index}
              map={map}
              onOp={(op) => set(items.map((other, position) => (position === index ? { ...other, op } : other)))}
              onDelete={() => setPending(index)}
            />
          ))}
        </ol>
      )}
      {errorText(errorMessageAt(formState.errors, props.name)) && (
        <p role="alert" className={errorClass}>
          {errorText(errorMessageAt(formState.errors, props.name))}
        </p>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        theme="delete"
        title={t('editorForms.assessments.deleteTitle')}
        message={t('editorForms.assessments.deleteMessage', { item: pendingLabel })}
        onConfirm={() => {
          if (pending !== null) set(deleteAssessmentItem(assessmentItemsOf(getValues(props.name)), pending));
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
};
