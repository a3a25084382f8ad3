import { MIN_AGE } from '@questline/domain/constants';
import { instructionMinutes, instructionParts } from '@questline/domain/rules/display';
import { maxAgeOptions, minAgeOptions } from '@questline/domain/rules/editor';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useState } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { buttonClass, dangerButtonClass, FormSection } from '../components/form-fields';
import { useTabSave } from '../hooks/use-tab-save';
import { MaterialsField, type TMaterialValue } from './materials-field';
import { SelectField } from './parts/fields';
import { inputClass, labelClass } from './parts/styles';

/** The educator plan as the form holds it (§3.9); instruction is whole minutes. */
export type TEducatorPlanValues = {
  description: TRichText | null;
  outcome: TRichText | null;
  objectives: TRichText | null;
  alignment: TRichText | null;
  preparation: TRichText | null;
  materials: TMaterialValue[];
  ageRange: { min: number | null; max: number | null };
  instruction: number;
};

/** Adding a plan starts an empty form; the min age defaults to the system minimum (§4.3). */
export const emptyEducatorPlan = (): TEducatorPlanValues => ({
  description: null,
  outcome: null,
  objectives: null,
  alignment: null,
  preparation: null,
  materials: [],
  ageRange: { min: MIN_AGE, max: null },
  instruction: 0,
});

const NO_AGE = 'none';
const ageKey = (age: number | null | undefined) => (age === null || age === undefined ? NO_AGE : String(age));
const ageValue = (key: string) => (key === NO_AGE ? null : Number(key));

/** Min and max age selects: choosing one restricts the other's options (§4.3, §5). */
export const AgeRangeFields = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const min = useWatch({ name: `${name}.min` }) as number | null | undefined;
  const max = useWatch({ name: `${name}.max` }) as number | null | undefined;
  const options = (ages: readonly number[]) => [
    { id: NO_AGE, label: t('editor.plan.anyAge') },
    ...ages.map((age) => ({ id: String(age), label: String(age) })),
  ];
  const set = (field: 'min' | 'max', key: string) =>
    setValue(`${name}.${field}`, ageValue(key), { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={`${labelClass} mb-2`}>{t('editor.plan.ageRange')}</legend>
      <SelectField
        label={t('editor.plan.minAge')}
        options={options(minAgeOptions(max))}
        value={ageKey(min)}
        onChange={(key) => set('min', key)}
      />
      <SelectField
        label={t('editor.plan.maxAge')}
        options={options(maxAgeOptions(min))}
        value={ageKey(max)}
        onChange={(key) => set('max', key)}
      />
    </fieldset>
  );
};

const PartField = (props: { label: string; value: number; maxValue?: number; onChange: (value: number) => void }) => (
  <NumberField
    value={props.value}
    minValue={0}
    maxValue={props.maxValue}
    step={1}
    onChange={(value) => props.onChange(Number.isFinite(value) ? value : 0)}
    className="flex flex-col gap-1"
  >
    <Label className="text-sm text-slate-700">{props.label}</Label>
    <Group className="flex">
      <Input className={`${inputClass} w-28`} />
    </Group>
  </NumberField>
);

/** Instruction time entered as hours and minutes, kept as minutes = 60 × hours + minutes (§3.9). */
export const InstructionFields = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const total = (useWatch({ name }) as number | undefined) ?? 0;
  const { hours, minutes } = instructionParts(total);
  const set = (next: { hours: number; minutes: number }) =>
    setValue(name, instructionMinutes(next.hours, next.minutes), { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className={`${labelClass} mb-2`}>{t('editor.plan.instruction')}</legend>
      <PartField label={t('editor.plan.hours')} value={hours} onChange={(value) => set({ hours: value, minutes })} />
      <PartField
        label={t('editor.plan.minutes')}
        value={minutes}
        maxValue={59}
        onChange={(value) => set({ hours, minutes: value })}
      />
    </fieldset>
  );
};

/**
 * The educator plan of tutorials, projects and courses (§2.13, §3.9, §4.3): added empty, removed after a
 * confirmation, which then saves the general form.
 */
export const EducatorPlanFields = () => {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const plan = useWatch({ name: 'educatorPlan' }) as TEducatorPlanValues | null | undefined;
  const save = useTabSave();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);

  const dialog = (
    <ConfirmDialog
      isOpen={confirmRemove}
      theme="delete"
      title={t('editor.plan.removeTitle')}
      message={t('editor.plan.removeMessage')}
      loading={removing}
      onCancel={() => setConfirmRemove(false)}
      onConfirm={async () => {
        setValue('educatorPlan', null, { shouldDirty: true });
        // §4.3: removing the plan saves the general info at once (in the create flow, the create call does).
        if (save) {
          setRemoving(true);
          await save();
          setRemoving(false);
        }
        setConfirmRemove(false);
      }}
    />
  );

  // The dialog stays mounted beside either view, so its loading state survives the plan disappearing.
  return (
    <>
      {plan ? (
        <FormSection
          title={t('editor.plan.title')}
          actions={
            <Button onPress={() => setConfirmRemove(true)} className={dangerButtonClass}>
              {t('editor.plan.remove')}
            </Button>
          }
        >
          <RichTextField name="educatorPlan.description" label={t('editor.plan.description')} />
          <RichTextField name="educatorPlan.outcome" label={t('editor.plan.outcome')} />
          <RichTextField name="educatorPlan.objectives" label={t('editor.plan.objectives')} />
          <RichTextField name="educatorPlan.alignment" label={t('editor.plan.alignment')} />
          <RichTextField name="educatorPlan.preparation" label={t('editor.plan.preparation')} />
          <MaterialsField name="educatorPlan.materials" />
          <AgeRangeFields name="educatorPlan.ageRange" />
          <InstructionFields name="educatorPlan.instruction" />
        </FormSection>
      ) : (
        <FormSection title={t('editor.plan.title')}>
          <p className="text-sm text-slate-600">{t('editor.plan.none')}</p>
          <div>
            <Button
              onPress={() => setValue('educatorPlan', emptyEducatorPlan(), { shouldDirty: true })}
              className={buttonClass}
            >
              {t('editor.plan.add')}
            </Button>
          </div>
        </FormSection>
      )}
      {dialog}
    </>
  );
};
