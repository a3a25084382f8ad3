import { parseVersionRange, serializeVersionRange } from '@questline/domain/rules/ranges';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text';
import { CheckboxField } from './fields';
import { errorClass, inputClass, labelClass, legendClass } from './styles';

/** The engine version range (§3.1): min and max version ids or all versions, stored as 'min_max' ('_' for all). */
export const VersionRangeField = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const range = parseVersionRange(typeof field.value === 'string' ? field.value : '_');
  // Unticking "all versions" leaves both bounds empty, which serializes as all versions again: keep the choice here.
  const [withAll, setWithAll] = useState(range.withAll);
  const error = useErrorText()(fieldState.error?.message);
  const set = (next: { minVersionId: string | null; maxVersionId: string | null; withAll: boolean }) => {
    field.onChange(serializeVersionRange(next));
    field.onBlur();
  };
  const bound = (side: 'minVersionId' | 'maxVersionId', label: string) => (
    <TextField
      value={range[side] ?? ''}
      onChange={(value) => set({ ...range, withAll: false, [side]: value.trim() || null })}
      isDisabled={withAll}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-1 flex-col gap-1"
    >
      <Label className={labelClass}>{label}</Label>
      <Input className={inputClass} />
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{t('editorForms.versionRange.legend')}</legend>
      <CheckboxField
        label={t('editorForms.versionRange.all')}
        isSelected={withAll}
        onChange={(selected) => {
          setWithAll(selected);
          set({
            minVersionId: selected ? null : range.minVersionId,
            maxVersionId: selected ? null : range.maxVersionId,
            withAll: selected,
          });
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        {bound('minVersionId', t('editorForms.versionRange.min'))}
        {bound('maxVersionId', t('editorForms.versionRange.max'))}
      </div>
    </fieldset>
  );
};
