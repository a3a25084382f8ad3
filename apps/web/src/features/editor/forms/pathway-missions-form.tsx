import type { FORMS } from '@questline/domain/schemas/forms';
import { useState } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { idsOf } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormNumberField } from './parts/fields';
import { ItemSummary, itemLabel } from './parts/item-summary';
import {
  dangerIconButtonClass,
  descriptionClass,
  errorClass,
  fieldsetClass,
  inputClass,
  labelClass,
  legendClass,
} from './parts/styles';
import { type TPathwayDisplayMap, usePathwayDisplayMap } from './pathway-maps';
import {
  MissionMap,
  missionPlaces,
  placeBelow,
  type TMapPosition,
  type TMissionPositions,
} from './pathway-mission-map';

export type TPathwayMissionsValues = z.input<typeof FORMS.draft.pathway.missions>;

const isPosition = (value: unknown): value is TMapPosition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as TMapPosition).top) &&
  Number.isFinite((value as TMapPosition).left);

/** The saved places of the listed missions; a place of a mission no longer listed is dropped (the schema refuses it). */
const positionsOf = (value: unknown, missionIds: readonly string[]): TMissionPositions => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([id, position]) =>
      missionIds.includes(id) && isPosition(position) ? [[id, { top: position.top, left: position.left }]] : [],
    ),
  );
};

/** The missions form's values from the item the editor read (§3.2, §7.2 POST /api/learn/pathway/{id}/missions). */
export const pathwayMissionsDefaults = (item: TEditorItem): TPathwayMissionsValues => {
  const missionIds = idsOf(item.missionIds);
  return {
    duration: typeof item.duration === 'number' ? item.duration : undefined,
    missionIds,
    missionPosition: positionsOf(item.missionPosition, missionIds),
    engineVersionId: typeof item.engineVersionId === 'string' && item.engineVersionId ? item.engineVersionId : null,
  };
};

/** The engine version the pathway is made for (§7.2 {product}VersionId); an empty field means none. */
const EngineVersionField = () => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'engineVersionId', control });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <TextField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(text) => field.onChange(text.trim() ? text : null)}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{t('editorForms.pathway.missions.engineVersion')}</Label>
      <Input ref={field.ref} className={inputClass} />
      <Text slot="description" className={descriptionClass}>
        {t('editorForms.pathway.missions.engineVersionHint')}
      </Text>
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
};

/** The listed missions; removing one asks first, as it also leaves the map. */
const MissionList = (props: {
  missionIds: readonly string[];
  map: TPathwayDisplayMap;
  onRemove: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  return (
    <>
      {props.missionIds.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          {t('editorForms.pathway.missions.empty')}
        </p>
      ) : (
        <ol aria-label={t('editorForms.pathway.missions.list')} className="flex flex-col gap-2">
          {props.missionIds.map((id) => (
            <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
              <span className="min-w-0 flex-1">
                <ItemSummary id={id} item={props.map[id]} />
              </span>
              <Button
                aria-label={t('editorForms.list.remove', { item: itemLabel(id, props.map[id]) })}
                onPress={() => setPending(id)}
                className={dangerIconButtonClass}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        theme="delete"
        title={t('editorForms.pathway.missions.removeTitle')}
        message={t('editorForms.pathway.missions.removeMessage', {
          title: pending ? itemLabel(pending, props.map[pending]) : '',
        })}
        onConfirm={() => {
          if (pending) props.onRemove(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
};

/**
 * The missions tab of the pathway editor (§2.13): the duration in weeks (a whole number of at least 1, §5), the
 * engine version, the missions (added with the add-content dialog, removed after a confirmation) and their map.
 */
export const PathwayMissionsForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues, setValue } = useFormContext<TPathwayMissionsValues>();
  const missionIds = idsOf(useWatch({ control, name: 'missionIds' }));
  const savedPositions = (useWatch({ control, name: 'missionPosition' }) ?? {}) as TMissionPositions;
  const { map, remember } = usePathwayDisplayMap(item);
  const language = typeof item.language === 'string' ? item.language : null;

  const prerequisitesOf = (id: string) => map[id]?.prerequisiteIds ?? [];
  /**
   * Every listed mission with a place: the saved one, else where the map shows it. Whenever the author changes the
   * list or the map the whole layout is saved, so learners see each mission where the author saw it.
   */
  const placed = (ids: readonly string[], saved: TMissionPositions) => missionPlaces(ids, saved, prerequisitesOf);
  /** Sets the list and the layout together: positions name only listed missions (§3.2). */
  const change = (nextIds: string[], nextPositions: TMissionPositions) => {
    setValue('missionIds', nextIds, { shouldDirty: true, shouldTouch: true });
    setValue('missionPosition', placed(nextIds, nextPositions), { shouldDirty: true, shouldTouch: true });
  };
  const current = () => {
    const ids = idsOf(getValues('missionIds'));
    return { ids, positions: placed(ids, (getValues('missionPosition') ?? {}) as TMissionPositions) };
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.pathway.missions.settings')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormNumberField
            name="duration"
            label={t('editorForms.pathway.missions.duration')}
            description={t('editorForms.pathway.missions.durationHint')}
          />
          <EngineVersionField />
        </div>
      </fieldset>

      <section aria-labelledby="pathway-missions-heading" className={fieldsetClass}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="pathway-missions-heading" className={legendClass}>
            {t('editorForms.pathway.missions.heading')}
          </h2>
          <AddContentDialog
            triggerLabel={t('editorForms.pathway.missions.add')}
            title={t('editorForms.pathway.missions.addTitle')}
            types={['mission']}
            language={language}
            selectedIds={missionIds}
            onAdd={(entry) => {
              remember(entry);
              const { ids, positions } = current();
              if (ids.includes(entry.id)) return;
              change([...ids, entry.id], { ...positions, [entry.id]: placeBelow(Object.values(positions)) });
            }}
          />
        </div>
        <MissionList
          missionIds={missionIds}
          map={map}
          onRemove={(id) => {
            const { ids, positions } = current();
            const { [id]: _removed, ...rest } = positions;
            change(
              ids.filter((entry) => entry !== id),
              rest,
            );
          }}
        />
        {errorMessageAt(formState.errors, 'missionIds') && (
          <p role="alert" className={errorClass}>
            {errorText(errorMessageAt(formState.errors, 'missionIds'))}
          </p>
        )}
        <MissionMap
          missionIds={missionIds}
          positions={savedPositions}
          map={map}
          onMove={(id, position) => {
            const { ids, positions } = current();
            change(ids, { ...positions, [id]: position });
          }}
        />
      </section>
    </div>
  );
};
