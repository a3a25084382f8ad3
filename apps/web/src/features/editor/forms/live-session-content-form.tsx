import { LIMITS } from '@questline/domain/constants';
import type { TItemType } from '@questline/domain/ids';
import {
  extraDays,
  liveRangeFromLocal,
  liveSessionDuration,
  localPartsOfRange,
  parseLiveRange,
  serializeLiveRange,
  type TLiveLocalParts,
  todayInOffset,
  UTC_OFFSET_CHOICES,
} from '@questline/domain/rules/ranges';
import { formatUtcOffset } from '@questline/domain/rules/time-zones';
import type { FORMS } from '@questline/domain/schemas/forms';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import { type TEditorItem, useDisplayMap } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormSelect, FormTextField } from './parts/fields';
import { mediaIdOf, textOf } from './parts/item-values';
import { skillLevelOptions } from './parts/options';
import { descriptionClass, errorClass, fieldsetClass, inputClass, labelClass, legendClass } from './parts/styles';
import { VideoUploadField } from './parts/video-upload-field';

/**
 * The live session content form's values: the fields of FORMS.draft.liveSession.content, and the wall-clock date,
 * start and end time the author types, from which `begin` ('start#end' instants, §9) is computed. The schema drops
 * the wall-clock fields from what is sent.
 */
export type TLiveSessionContentValues = z.input<typeof FORMS.draft.liveSession.content> & TLiveLocalParts;

/** What a live session may refer to (§3.7, the domain schema): one tutorial, project or course. */
const LINKED_TYPES: readonly TItemType[] = ['tutorial', 'project', 'course'];

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** The author's own offset, to the quarter hour, for a session that has none yet. */
const browserOffset = () => Math.round(-new Date().getTimezoneOffset() / 15) * 15;

/** The stored range: `begin` as the editor read answers it, else its `rangeTime`. */
const storedBegin = (item: TEditorItem): string | undefined => {
  if (typeof item.begin === 'string' && parseLiveRange(item.begin)) return item.begin;
  const range = item.rangeTime as { startTime?: unknown; endTime?: unknown } | null | undefined;
  return typeof range?.startTime === 'string' && typeof range.endTime === 'string'
    ? serializeLiveRange({ startTime: range.startTime, endTime: range.endTime })
    : undefined;
};

/**
 * The form's values from the item the editor read (§3.7): the range read back in the session's offset; a session
 * without a date starts on today in its offset (§4.6).
 */
export const liveSessionContentDefaults = (item: TEditorItem): TLiveSessionContentValues => {
  const utcOffset = typeof item.utcOffset === 'number' ? item.utcOffset : browserOffset();
  const begin = storedBegin(item);
  const range = begin ? parseLiveRange(begin) : null;
  const parts = (range && localPartsOfRange(range, utcOffset)) ?? {
    date: todayInOffset(utcOffset),
    startTime: '',
    endTime: '',
  };
  return {
    skillLevel:
      typeof item.skillLevel === 'string' ? (item.skillLevel as TLiveSessionContentValues['skillLevel']) : undefined,
    utcOffset,
    registerUrl: textOf(item.registerUrl),
    begin,
    contentIds: ids(Array.isArray(item.draftContentIds) ? item.draftContentIds : item.contentIds),
    previousVideoId: mediaIdOf(item.previousVideoId, item.previousVideo),
    previousVideoTitle: textOf(item.previousVideoTitle),
    ...parts,
  };
};

/** A native date or time input bound to a wall-clock field; a change recomputes the range. */
const ClockInput = (props: {
  name: keyof TLiveLocalParts;
  type: 'date' | 'time';
  label: string;
  describedBy: string;
  invalid: boolean;
  onChanged: () => void;
}) => {
  const id = useId();
  const { control } = useFormContext<TLiveSessionContentValues>();
  const { field } = useController({ control, name: props.name });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        ref={field.ref}
        type={props.type}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          props.onChanged();
        }}
        onBlur={field.onBlur}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        className={inputClass}
      />
    </div>
  );
};

/**
 * The session's time (§2.13, §9): date, start and end time on the clock of the session's UTC offset. An end earlier
 * than the start is on the next day; the duration and the '(+N days)' the card shows are computed as the author
 * types. A missing date is today in the session's offset (§4.6).
 */
const SessionTimeFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hintId = useId();
  const { control, formState, getValues, setValue } = useFormContext<TLiveSessionContentValues>();
  const [utcOffset, begin] = useWatch({ control, name: ['utcOffset', 'begin'] });
  const offset = typeof utcOffset === 'number' ? utcOffset : 0;
  const range = typeof begin === 'string' ? parseLiveRange(begin) : null;
  const minutes = range ? liveSessionDuration(range.startTime, range.endTime) : null;
  const days = range ? extraDays(range.startTime, range.endTime, offset) : 0;
  const error = errorText(errorMessageAt(formState.errors, 'begin') ?? errorMessageAt(formState.errors, 'duration'));
  const errorId = `${hintId}-error`;

  /** `begin` follows the wall-clock fields and the offset; incomplete times leave it unset. */
  const recompute = () => {
    const values = getValues();
    const zone = typeof values.utcOffset === 'number' ? values.utcOffset : 0;
    const next = liveRangeFromLocal({
      date: values.date || todayInOffset(zone),
      startTime: values.startTime,
      endTime: values.endTime,
      utcOffset: zone,
    });
    setValue('begin', next ? serializeLiveRange(next) : undefined, { shouldDirty: true, shouldValidate: true });
  };

  const offsets: number[] = [...UTC_OFFSET_CHOICES];
  if (!offsets.includes(offset)) offsets.push(offset);
  offsets.sort((a, b) => a - b);

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.liveSession.time')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="utcOffset"
          numeric
          label={t('editorForms.liveSession.utcOffset')}
          description={t('editorForms.liveSession.utcOffsetHint')}
          options={offsets.map((minutes) => ({ id: String(minutes), label: formatUtcOffset(minutes) }))}
          onChange={recompute}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ClockInput
          name="date"
          type="date"
          label={t('editorForms.liveSession.date')}
          describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
          invalid={Boolean(error)}
          onChanged={recompute}
        />
        <ClockInput
          name="startTime"
          type="time"
          label={t('editorForms.liveSession.startTime')}
          describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
          invalid={Boolean(error)}
          onChanged={recompute}
        />
        <ClockInput
          name="endTime"
          type="time"
          label={t('editorForms.liveSession.endTime')}
          describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
          invalid={Boolean(error)}
          onChanged={recompute}
        />
      </div>
      <p id={hintId} className={descriptionClass}>
        {t('editorForms.liveSession.timeHint', { offset: formatUtcOffset(offset) })}
      </p>
      <p role="status" className="text-sm text-slate-800">
        {minutes === null ? (
          t('editorForms.liveSession.noDuration')
        ) : (
          <>
            {t('editorForms.liveSession.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
            {days > 0 && <> {t('editorForms.liveSession.extraDays', { days })}</>}
          </>
        )}
      </p>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
};

/** The content item the session refers to (§3.7): one tutorial, project or course at most (§5). */
const LinkedContent = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<TLiveSessionContentValues>();
  const { field } = useController({ control, name: 'contentIds' });
  const contentIds = ids(field.value);
  const { map, remember } = useDisplayMap(item, contentIds);
  const change = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const heading = t('editorForms.liveSession.content');
  return (
    <section aria-labelledby="live-session-content-heading" className={fieldsetClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-session-content-heading" className={legendClass}>
          {heading}
        </h2>
        <AddContentDialog
          triggerLabel={t('editorForms.addContent.open')}
          title={t('editorForms.liveSession.addContentTitle')}
          types={LINKED_TYPES}
          language={typeof item.language === 'string' ? item.language : null}
          selectedIds={contentIds}
          max={LIMITS.liveSessionContent}
          onAdd={(entry) => {
            remember(entry);
            if (contentIds.length < LIMITS.liveSessionContent && !contentIds.includes(entry.id))
              change([...contentIds, entry.id]);
          }}
        />
      </div>
      <p className={descriptionClass}>{t('editorForms.liveSession.contentHint')}</p>
      <ContentList
        label={heading}
        ids={contentIds}
        map={map}
        onChange={change}
        emptyText={t('editorForms.content.empty')}
        error={errorText(errorMessageAt(formState.errors, 'contentIds'))}
      />
    </section>
  );
};

/**
 * The live session Content tab (§2.13): skill level, the session's time in its UTC offset with the computed
 * duration, the register URL, at most one content item, and the recording of a previous session with its title.
 */
export const LiveSessionContentForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.content.settings')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            name="skillLevel"
            label={t('editorForms.common.skillLevel')}
            placeholder={t('editorForms.common.choose')}
            options={skillLevelOptions(t)}
          />
        </div>
        <FormTextField
          name="registerUrl"
          type="url"
          label={t('editorForms.liveSession.registerUrl')}
          description={t('editorForms.liveSession.registerUrlHint')}
        />
      </fieldset>

      <SessionTimeFields />

      <LinkedContent item={item} />

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.liveSession.previousVideo')}</legend>
        <VideoUploadField
          name="previousVideoId"
          label={t('editorForms.liveSession.previousVideoFile')}
          description={t('editorForms.liveSession.previousVideoHint')}
        />
        <FormTextField name="previousVideoTitle" label={t('editorForms.liveSession.previousVideoTitle')} />
      </fieldset>
    </div>
  );
};
