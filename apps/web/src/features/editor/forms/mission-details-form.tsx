import { ASSET_UNLOCK_PACKAGES, assetUnlockPackage } from '@questline/domain/asset-packages';
import { addFreeAsset } from '@questline/domain/rules/editor';
import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import { PointsFields, pointsOf } from './details-form';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormCheckbox, FormTextField } from './parts/fields';
import {
  buttonClass,
  dangerIconButtonClass,
  errorClass,
  fieldsetClass,
  inputClass,
  labelClass,
  legendClass,
} from './parts/styles';

type TFreeAsset = { packageId: string; note: string };

/** The mission details form's values (FORMS.draft.mission.details, §3.3). */
export type TMissionDetailsValues = {
  points: ReturnType<typeof pointsOf>;
  freeAssets: TFreeAsset[];
  hidden: boolean;
  internalOnly: boolean;
};

const freeAssetsOf = (value: unknown): TFreeAsset[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).flatMap((asset) =>
    typeof asset?.packageId === 'string'
      ? [{ packageId: asset.packageId, note: typeof asset.note === 'string' ? asset.note : '' }]
      : [],
  );

export const missionDetailsDefaults = (item: TEditorItem): TMissionDetailsValues => ({
  points: pointsOf(item.points),
  freeAssets: freeAssetsOf(item.freeAssets),
  hidden: item.hidden === true,
  internalOnly: item.internalOnly === true,
});

/**
 * The free assets learners unlock on completing the mission (§3.3, §4.5): a store package id with a note. A package
 * already listed is not added again (§5); the author is told so.
 */
const FreeAssetsField = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues, setValue } = useFormContext<TMissionDetailsValues>();
  const { fields, remove } = useFieldArray({ control, name: 'freeAssets', keyName: 'fieldKey' });
  const assets = useWatch({ control, name: 'freeAssets' }) ?? [];
  const [packageId, setPackageId] = useState('');
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const add = (value = packageId) => {
    const id = value.trim();
    if (!id) return;
    const current = getValues('freeAssets') ?? [];
    const next = addFreeAsset(current, id);
    if (next.length === current.length) {
      setDuplicate(id);
      return;
    }
    setDuplicate(null);
    setValue('freeAssets', next, { shouldDirty: true, shouldTouch: true });
    setPackageId('');
  };
  const listError = errorText(errorMessageAt(formState.errors, 'freeAssets'));

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.mission.details.freeAssets')}</legend>
      <p className="text-sm text-slate-600">{t('editorForms.mission.details.freeAssetsHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          value={packageId}
          onChange={(value) => {
            setPackageId(value);
            setDuplicate(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            } else if (event.key === 'Escape') setPackageId('');
          }}
          className="flex min-w-60 flex-1 flex-col gap-1"
        >
          <Label className={labelClass}>{t('editorForms.mission.details.packageId')}</Label>
          <Input className={inputClass} />
        </TextField>
        <Button onPress={() => add()} isDisabled={!packageId.trim()} className={buttonClass}>
          <PlusIcon />
          {t('editorForms.mission.details.addFreeAsset')}
        </Button>
      </div>
      {/* The platform's unlock packages (§9), offered by title; one already listed is not offered again. */}
      {ASSET_UNLOCK_PACKAGES.some((entry) => !assets.some((asset) => asset.packageId === entry.id)) && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">{t('editorForms.mission.details.unlockPackages')}</span>
          {ASSET_UNLOCK_PACKAGES.filter((entry) => !assets.some((asset) => asset.packageId === entry.id)).map(
            (entry) => (
              <Button key={entry.id} onPress={() => add(entry.id)} className={buttonClass}>
                <PlusIcon />
                {t(`editorForms.mission.details.assetPackages.${entry.key}`)}
              </Button>
            ),
          )}
        </div>
      )}
      {duplicate && (
        <p role="alert" className={errorClass}>
          {t('editorForms.mission.details.duplicate', { packageId: duplicate })}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">{t('editorForms.mission.details.noFreeAssets')}</p>
      ) : (
        <ul aria-label={t('editorForms.mission.details.freeAssets')} className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const id = assets[index]?.packageId ?? field.packageId;
            const known = assetUnlockPackage(id);
            return (
              <li key={field.fieldKey}>
                <fieldset
                  aria-label={t('editorForms.mission.details.freeAsset', { packageId: id })}
                  className="flex items-end gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <span className="text-sm text-slate-900">
                      {known && (
                        <span className="font-semibold">
                          {t(`editorForms.mission.details.assetPackages.${known.key}`)}{' '}
                        </span>
                      )}
                      <span className={known ? 'font-mono text-slate-600' : 'font-mono font-semibold'}>{id}</span>
                    </span>
                    <FormTextField name={`freeAssets.${index}.note`} label={t('editorForms.mission.details.note')} />
                  </div>
                  <Button
                    aria-label={t('editorForms.mission.details.removeFreeAsset', { packageId: id })}
                    onPress={() => remove(index)}
                    className={`${dangerIconButtonClass} mb-1`}
                  >
                    <TrashIcon />
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      {listError && (
        <p role="alert" className={errorClass}>
          {listError}
        </p>
      )}
    </fieldset>
  );
};

/** The mission Details tab (§2.13): points per category, free assets, hidden and internal only. */
export const MissionDetailsForm = () => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PointsFields />
      <FreeAssetsField />
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.mission.details.availability')}</legend>
        <FormCheckbox
          name="hidden"
          label={t('editorForms.details.hidden')}
          description={t('editorForms.details.hiddenHint')}
        />
        <FormCheckbox
          name="internalOnly"
          label={t('editorForms.details.internalOnly')}
          description={t('editorForms.mission.details.internalOnlyHint')}
        />
      </fieldset>
    </div>
  );
};
