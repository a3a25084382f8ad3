import { categoryChangeNeedsConfirm, changeCategory } from '@questline/domain/rules/editor';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { buttonClass, dangerButtonClass, FormSection } from '../components/form-fields';
import { MaterialsField, type TMaterialValue } from './materials-field';
import { CheckboxField } from './parts/fields';

export type TSolutionPlanValues = { requiredComplete: boolean; body: TRichText | null; materials: TMaterialValue[] };

/**
 * A tutorial's category (§3.4, §4.3): leaving the exercise category asks a delete-style confirmation first, and
 * changing the category removes the solution plan.
 */
export const ExerciseField = () => {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext();
  const isExercise = (useWatch({ name: 'isExercise' }) as boolean | undefined) ?? false;
  const [confirming, setConfirming] = useState(false);
  const apply = (next: boolean) => {
    const changed = changeCategory(
      { isExercise: getValues('isExercise') === true, solutionPlan: getValues('solutionPlan') as unknown },
      next,
    );
    setValue('isExercise', changed.isExercise, { shouldDirty: true });
    setValue('solutionPlan', changed.solutionPlan ?? null, { shouldDirty: true });
  };
  return (
    <>
      <CheckboxField
        label={t('editor.general.isExercise')}
        description={t('editor.general.isExerciseHelp')}
        descriptionInName
        isSelected={isExercise}
        onChange={(next) => (categoryChangeNeedsConfirm({ isExercise }, next) ? setConfirming(true) : apply(next))}
      />
      <ConfirmDialog
        isOpen={confirming}
        theme="delete"
        title={t('editor.general.leaveExerciseTitle')}
        message={t('editor.general.leaveExerciseMessage')}
        onConfirm={() => {
          apply(false);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};

/**
 * The suggested solution of an exercise (§3.4, §4.3): added, removed after a confirmation, requiredComplete, its text
 * and its materials (links and files, as an educator plan's).
 */
export const SolutionPlanFields = () => {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const plan = useWatch({ name: 'solutionPlan' }) as TSolutionPlanValues | null | undefined;
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <>
      {plan ? (
        <FormSection
          title={t('editor.solution.title')}
          actions={
            <Button onPress={() => setConfirmRemove(true)} className={dangerButtonClass}>
              {t('editor.solution.remove')}
            </Button>
          }
        >
          <CheckboxField
            label={t('editor.solution.requiredComplete')}
            description={t('editor.solution.requiredCompleteHelp')}
            descriptionInName
            isSelected={plan.requiredComplete}
            onChange={(selected) => setValue('solutionPlan.requiredComplete', selected, { shouldDirty: true })}
          />
          <RichTextField name="solutionPlan.body" label={t('editor.solution.body')} />
          <MaterialsField name="solutionPlan.materials" />
        </FormSection>
      ) : (
        <FormSection title={t('editor.solution.title')}>
          <p className="text-sm text-slate-600">{t('editor.solution.none')}</p>
          <div>
            <Button
              onPress={() =>
                setValue(
                  'solutionPlan',
                  { requiredComplete: false, body: null, materials: [] } satisfies TSolutionPlanValues,
                  { shouldDirty: true },
                )
              }
              className={buttonClass}
            >
              {t('editor.solution.add')}
            </Button>
          </div>
        </FormSection>
      )}
      <ConfirmDialog
        isOpen={confirmRemove}
        theme="delete"
        title={t('editor.solution.removeTitle')}
        message={t('editor.solution.removeMessage')}
        onConfirm={() => {
          setValue('solutionPlan', null, { shouldDirty: true });
          setConfirmRemove(false);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
};
