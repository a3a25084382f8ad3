import { manualDurationMinutes } from '@questline/domain/rules/computed';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text';
import { CheckboxField, SelectField, type TOption } from './fields';
import { hourOptions, minuteOptions } from './options';
import { legendClass } from './styles';

/** Keeps a stored value that the §9 lists lack visible, so it can be seen and changed. */
const withCurrent = (options: TOption[], value: number) =>
  options.some((option) => option.id === String(value))
    ? options
    : [...options, { id: String(value), label: String(value) }];

/**
 * Manual duration (§3.5, §9): a toggle, then hours and minutes from the §9 option lists; the form keeps
 * `manualDuration` in minutes, computed by the domain (0 without withManual).
 */
export const ManualDurationFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control } = useFormContext();
  const withManual = useController({ name: 'withManual', control });
  const duration = useController({ name: 'manualDuration', control });
  const total = typeof duration.field.value === 'number' ? duration.field.value : 0;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const enabled = withManual.field.value === true;
  const set = (on: boolean, nextHours: number, nextMinutes: number) => {
    duration.field.onChange(manualDurationMinutes(on, nextHours, nextMinutes));
    duration.field.onBlur();
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{t('editorForms.content.manualDuration')}</legend>
      <CheckboxField
        label={t('editorForms.content.withManual')}
        description={t('editorForms.content.withManualHint')}
        isSelected={enabled}
        onChange={(on) => {
          withManual.field.onChange(on);
          withManual.field.onBlur();
          set(on, hours, minutes);
        }}
      />
      {enabled && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('editorForms.content.manualHours')}
            options={withCurrent(hourOptions(t), hours)}
            value={String(hours)}
            onChange={(value) => set(true, Number(value), minutes)}
            error={errorText(duration.fieldState.error?.message)}
          />
          <SelectField
            label={t('editorForms.content.manualMinutes')}
            options={withCurrent(minuteOptions(t), minutes)}
            value={String(minutes)}
            onChange={(value) => set(true, hours, Number(value))}
          />
        </div>
      )}
    </fieldset>
  );
};
