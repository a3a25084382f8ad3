import {
  EXPERIENCE_CATEGORIES,
  LIMITS,
  MAX_REWARD_POINTS,
  type TExperienceCategory,
} from '@questline/domain/constants';
import type { TItemType } from '@questline/domain/ids';
import { totalPoints } from '@questline/domain/rules/computed';
import { isPointRewardValid } from '@questline/domain/schemas/details';
import type { FORMS } from '@questline/domain/schemas/forms';
import { useId } from 'react';
import { Button, FieldError, Input, Label, NumberField, TextField } from 'react-aria-components';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import type { TDisplayMap } from '../api/get-item-maps';
import { AddContentDialog } from './parts/add-content-dialog';
import { AttachedSize, AttachmentUpload } from './parts/attachment-upload';
import { ContentList } from './parts/content-list';
import { type TEditorItem, useDisplayMap } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormCheckbox, FormNumberField, FormSelect, FormTextField, SelectField } from './parts/fields';
import { IdListField } from './parts/id-list-field';
import { LinkListField } from './parts/link-list-field';
import { hourOptions, minuteOptions, skillLevelOptions } from './parts/options';
import {
  buttonClass,
  dangerIconButtonClass,
  descriptionClass,
  errorClass,
  fieldsetClass,
  inputClass,
  labelClass,
  legendClass,
} from './parts/styles';
import { TagPicker } from './parts/tag-picker';

export type TDetailsType = 'tutorial' | 'project' | 'course' | 'quiz';
export type TTutorialDetailsValues = z.input<typeof FORMS.draft.tutorial.details>;
export type TQuizDetailsValues = z.input<typeof FORMS.draft.quiz.details>;
export type TDetailsValues = TTutorialDetailsValues | TQuizDetailsValues;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];
const objectOrNull = <T,>(value: unknown): T | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
const isCategory = (value: unknown): value is TExperienceCategory =>
  (EXPERIENCE_CATEGORIES as readonly unknown[]).includes(value);

type TPointValue = { categoryId: TExperienceCategory; point: number; index?: number };

export const pointsOf = (value: unknown): TPointValue[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).flatMap((entry) =>
    isCategory(entry?.categoryId) && typeof entry.point === 'number'
      ? [
          {
            categoryId: entry.categoryId,
            point: entry.point,
            ...(typeof entry.index === 'number' ? { index: entry.index } : {}),
          },
        ]
      : [],
  );

/** A whole number the item holds, else the fallback. */
const wholeOr = <T,>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/**
 * A quiz's details (§3.6): estimated hours and minutes as the item holds them, else derived from its duration in
 * minutes; quiz settings with the pass mark left empty until the author sets it.
 */
const quizDetailsDefaults = (item: TEditorItem): TQuizDetailsValues => {
  const duration = wholeOr(item.duration, 0);
  const setting = objectOrNull<Record<string, unknown>>(item.quizSetting) ?? {};
  return {
    points: pointsOf(item.points),
    skillLevel: typeof item.skillLevel === 'string' ? (item.skillLevel as TQuizDetailsValues['skillLevel']) : undefined,
    estimationInHour: wholeOr(item.estimationInHour, Math.floor(duration / 60)),
    estimationInMinute: wholeOr(item.estimationInMinute, duration % 60),
    quizSetting: {
      passNumber: wholeOr(setting.passNumber, undefined),
      freezingTimeInHours: wholeOr(setting.freezingTimeInHours, 0),
    },
    topicIds: numbers(item.topicIds),
    materials: Array.isArray(item.materials) ? (item.materials as TQuizDetailsValues['materials']) : [],
    prerequisites: strings(item.prerequisites),
    group: objectOrNull<NonNullable<TQuizDetailsValues['group']>>(item.group),
    utcOffset: typeof item.utcOffset === 'number' ? item.utcOffset : null,
    hidden: item.hidden === true,
    internalOnly: item.internalOnly === true,
    premium: item.premium === true,
    offline: item.offline === true,
    paymentItem: objectOrNull<NonNullable<TQuizDetailsValues['paymentItem']>>(item.paymentItem),
    contentLinks: strings(item.contentLinks),
    contentLinkRemark: typeof item.contentLinkRemark === 'string' ? item.contentLinkRemark : undefined,
    replacementContentIds: strings(item.replacementContentIds),
    unPublishedTime: typeof item.unPublishedTime === 'string' ? item.unPublishedTime : null,
  };
};

type TLicenceRequestValue = { name: string; url: string };
const licenceRequestsOf = (value: unknown): TLicenceRequestValue[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).flatMap((entry) =>
    entry && typeof entry === 'object'
      ? [
          {
            name: typeof entry.name === 'string' ? entry.name : '',
            url: typeof entry.url === 'string' ? entry.url : '',
          },
        ]
      : [],
  );

/** The details form's values from the item the editor read (§3.1, §3.4, §3.6, packages/domain details schema). */
export const detailsFormDefaults = (item: TEditorItem, type: TDetailsType): TDetailsValues => {
  if (type === 'quiz') return quizDetailsDefaults(item);
  const values: TTutorialDetailsValues = {
    points: pointsOf(item.points),
    tagIds: numbers(item.tagIds),
    packageIds: strings(item.packageIds),
    topicIds: numbers(item.topicIds),
    industryIds: numbers(item.industryIds),
    materials: Array.isArray(item.materials) ? (item.materials as TTutorialDetailsValues['materials']) : [],
    documents: Array.isArray(item.documents) ? (item.documents as TTutorialDetailsValues['documents']) : [],
    asset: objectOrNull<NonNullable<TTutorialDetailsValues['asset']>>(item.asset),
    group: objectOrNull<NonNullable<TTutorialDetailsValues['group']>>(item.group),
    authorId: typeof item.authorId === 'string' && item.authorId ? item.authorId : undefined,
    hidden: item.hidden === true,
    internalOnly: item.internalOnly === true,
    premium: item.premium === true,
    offline: item.offline === true,
    utcOffset: typeof item.utcOffset === 'number' ? item.utcOffset : null,
    paymentItem: objectOrNull<NonNullable<TTutorialDetailsValues['paymentItem']>>(item.paymentItem),
    contentLinks: strings(item.contentLinks),
    contentLinkRemark: typeof item.contentLinkRemark === 'string' ? item.contentLinkRemark : undefined,
    requests: licenceRequestsOf(item.requests),
    replacementContentIds: strings(item.replacementContentIds),
    unPublishedTime: typeof item.unPublishedTime === 'string' ? item.unPublishedTime : null,
    prerequisites: strings(item.prerequisites),
  };
  if (type === 'tutorial') values.skillIds = strings(item.skillIds);
  return values;
};

/** Points per experience category (§3.1); the reward must stay within the maximum (§5). */
export const PointsFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { field } = useController({ name: 'points', control });
  const points = (Array.isArray(field.value) ? field.value : []) as TPointValue[];
  const total = totalPoints(points);
  const error = errorText(errorMessageAt(formState.errors, 'points'));
  const totalId = useId();
  const set = (categoryId: TExperienceCategory, point: number) => {
    const whole = Number.isFinite(point) ? Math.max(0, Math.trunc(point)) : 0;
    const existing = points.some((entry) => entry.categoryId === categoryId);
    const next =
      whole === 0
        ? points.filter((entry) => entry.categoryId !== categoryId)
        : existing
          ? points.map((entry) => (entry.categoryId === categoryId ? { ...entry, point: whole } : entry))
          : [...points, { categoryId, point: whole }];
    field.onChange(next);
    field.onBlur();
  };
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.details.points')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {EXPERIENCE_CATEGORIES.map((category) => (
          <NumberField
            key={category}
            value={points.find((entry) => entry.categoryId === category)?.point ?? 0}
            onChange={(value) => set(category, value)}
            minValue={0}
            step={1}
            isInvalid={Boolean(error)}
            aria-describedby={totalId}
            className="flex flex-col gap-1"
          >
            <Label className={labelClass}>{t(`xpCategories.${category}`)}</Label>
            <Input className={inputClass} />
          </NumberField>
        ))}
      </div>
      <p id={totalId} className={isPointRewardValid(points) ? descriptionClass : errorClass}>
        {t('editorForms.details.pointsTotal', { total, max: MAX_REWARD_POINTS })}
      </p>
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
};

/**
 * Two text inputs that make one nullable object (group {groupId, url}, payment item {slug, itemId}): clearing both
 * stores null, as the item had before anything was entered.
 */
export const PairFields = <K extends string>(props: {
  name: string;
  legend: string;
  keys: readonly [K, K];
  labels: readonly [string, string];
  types?: readonly ['text' | 'url', 'text' | 'url'];
}) => {
  const { control, formState } = useFormContext();
  const errorText = useErrorText();
  const { field } = useController({ name: props.name, control });
  const value = (objectOrNull<Record<K, string | undefined>>(field.value) ?? {}) as Partial<Record<K, string>>;
  const set = (key: K, text: string) => {
    const next = Object.fromEntries(props.keys.map((entry) => [entry, entry === key ? text : (value[entry] ?? '')]));
    field.onChange(props.keys.every((entry) => !next[entry]?.trim()) ? null : next);
    field.onBlur();
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{props.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {props.keys.map((key, index) => {
          const error = errorText(errorMessageAt(formState.errors, `${props.name}.${key}`));
          return (
            <TextField
              key={key}
              value={value[key] ?? ''}
              onChange={(text) => set(key, text)}
              type={props.types?.[index] ?? 'text'}
              isInvalid={Boolean(error)}
              validationBehavior="aria"
              className="flex flex-col gap-1"
            >
              <Label className={labelClass}>{props.labels[index]}</Label>
              <Input className={inputClass} />
              <FieldError className={errorClass}>{error}</FieldError>
            </TextField>
          );
        })}
      </div>
    </fieldset>
  );
};

/** The store asset (§3.1): package ids, and the versions of files already uploaded for download. */
const AssetFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { field } = useController({ name: 'asset', control });
  const asset = objectOrNull<{
    packageIds?: string[];
    uploads?: { attachmentId: string; downloadVersion: string; name?: string; size?: number }[];
  }>(field.value);
  const packageIds = strings(asset?.packageIds);
  const uploads = asset?.uploads ?? [];
  const set = (next: { packageIds: string[]; uploads: typeof uploads }) => {
    field.onChange(next.packageIds.length === 0 && next.uploads.length === 0 ? null : next);
    field.onBlur();
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{t('editorForms.details.asset')}</legend>
      <IdListField
        label={t('editorForms.details.assetPackages')}
        value={packageIds}
        onChange={(ids) => set({ packageIds: ids, uploads })}
        error={errorText(errorMessageAt(formState.errors, 'asset.packageIds'))}
      />
      {uploads.length > 0 && (
        <ul aria-label={t('editorForms.details.assetUploads')} className="flex flex-col gap-2">
          {uploads.map((upload, index) => (
            <li key={upload.attachmentId} className="flex items-end gap-2">
              <TextField
                value={upload.downloadVersion}
                onChange={(version) =>
                  set({
                    packageIds,
                    uploads: uploads.map((entry, position) =>
                      position === index ? { ...entry, downloadVersion: version } : entry,
                    ),
                  })
                }
                className="flex flex-1 flex-col gap-1"
              >
                <Label className={labelClass}>
                  {t('editorForms.details.downloadVersion', { file: upload.name || upload.attachmentId })}
                </Label>
                <Input className={inputClass} />
                <AttachedSize size={upload.size} />
                {errorMessageAt(formState.errors, `asset.uploads.${index}.attachmentId`) && (
                  <span className={errorClass}>
                    {errorText(errorMessageAt(formState.errors, `asset.uploads.${index}.attachmentId`))}
                  </span>
                )}
              </TextField>
              <Button
                aria-label={t('editorForms.list.remove', { item: upload.name || upload.attachmentId })}
                onPress={() => set({ packageIds, uploads: uploads.filter((_, position) => position !== index) })}
                className={`${dangerIconButtonClass} mb-1`}
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AttachmentUpload
        kind="package"
        label={t('editor.attachments.addDownload')}
        onUploaded={(file) =>
          set({
            packageIds,
            uploads: [...uploads, { attachmentId: file.id, downloadVersion: '', name: file.name, size: file.size }],
          })
        }
      />
    </fieldset>
  );
};

/** UTC offsets (§9) from −12:00 to +14:00 in quarter hours, stored as minutes east of UTC. */
const UTC_OFFSETS = Array.from({ length: (840 + 720) / 15 + 1 }, (_, index) => -720 + index * 15);
const offsetLabel = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
};

const UtcOffsetField = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'utcOffset', control });
  return (
    <SelectField
      label={t('editorForms.details.utcOffset')}
      value={typeof field.value === 'number' ? String(field.value) : 'none'}
      options={[
        { id: 'none', label: t('editorForms.details.noUtcOffset') },
        ...UTC_OFFSETS.map((minutes) => ({ id: String(minutes), label: offsetLabel(minutes) })),
      ]}
      onChange={(key) => {
        field.onChange(key === 'none' ? null : Number(key));
        field.onBlur();
      }}
      error={errorText(fieldState.error?.message)}
      className="sm:max-w-xs"
    />
  );
};

/** datetime-local shows and takes local wall-clock time; the form stores an ISO instant. */
const toLocalInput = (iso: unknown) => {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

const UnpublishTimeField = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'unPublishedTime', control });
  const id = useId();
  const error = errorText(fieldState.error?.message);
  return (
    <div className="flex flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className={labelClass}>
        {t('editorForms.details.unPublishedTime')}
      </label>
      <input
        id={id}
        ref={field.ref}
        type="datetime-local"
        value={toLocalInput(field.value)}
        onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={inputClass}
      />
      <span id={`${id}-hint`} className={descriptionClass}>
        {t('editorForms.details.unPublishedTimeHint')}
      </span>
      {error && (
        <span id={`${id}-error`} className={errorClass}>
          {error}
        </span>
      )}
    </div>
  );
};

/** Content links (URLs) and the remark about them. */
const ContentLinksFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { field } = useController({ name: 'contentLinks', control });
  const links = strings(field.value);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const MAX_LINKS = 20;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{t('editorForms.details.contentLinks')}</legend>
      <ol className="flex flex-col gap-2">
        {links.map((link, index) => {
          const error = errorText(errorMessageAt(formState.errors, `contentLinks.${index}`));
          const label = t('editorForms.details.contentLink', { number: index + 1 });
          return (
            // Links are plain strings with no id of their own; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-2">
              <TextField
                value={link}
                type="url"
                onChange={(text) => set(links.map((entry, position) => (position === index ? text : entry)))}
                isInvalid={Boolean(error)}
                validationBehavior="aria"
                className="flex flex-1 flex-col gap-1"
              >
                <Label className={labelClass}>{label}</Label>
                <Input className={inputClass} />
                <FieldError className={errorClass}>{error}</FieldError>
              </TextField>
              <Button
                aria-label={t('editorForms.list.remove', { item: label })}
                onPress={() => set(links.filter((_, position) => position !== index))}
                className={`${dangerIconButtonClass} mt-6`}
              >
                <TrashIcon />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button isDisabled={links.length >= MAX_LINKS} onPress={() => set([...links, ''])} className={buttonClass}>
          <PlusIcon />
          {t('editorForms.details.addContentLink')}
        </Button>
      </div>
      <FormTextField name="contentLinkRemark" multiline label={t('editorForms.details.contentLinkRemark')} />
    </fieldset>
  );
};

/** At most this many licence requests (the details schema's ZLicenceRequests). */
const MAX_LICENCE_REQUESTS = 10;

/**
 * The licence requests (§3.1 requests[]): each licence a learner requests before following the item, by its name and
 * the page where it is requested. The learner page lists them with its downloads.
 */
const LicenceRequestsFields = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { field } = useController({ name: 'requests', control });
  const requests = licenceRequestsOf(field.value);
  const set = (next: TLicenceRequestValue[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const change = (index: number, key: keyof TLicenceRequestValue, text: string) =>
    set(requests.map((entry, position) => (position === index ? { ...entry, [key]: text } : entry)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{t('editorForms.details.requests')}</legend>
      <p className="text-sm text-slate-600">{t('editorForms.details.requestsHint')}</p>
      <ol className="flex flex-col gap-2">
        {requests.map((request, index) => {
          const number = index + 1;
          return (
            // Requests have no id of their own; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-2">
              <div className="grid flex-1 gap-3 sm:grid-cols-2">
                {(['name', 'url'] as const).map((key) => {
                  const error = errorText(errorMessageAt(formState.errors, `requests.${index}.${key}`));
                  return (
                    <TextField
                      key={key}
                      value={request[key]}
                      type={key === 'url' ? 'url' : 'text'}
                      onChange={(text) => change(index, key, text)}
                      isInvalid={Boolean(error)}
                      validationBehavior="aria"
                      className="flex flex-col gap-1"
                    >
                      <Label className={labelClass}>
                        {t(key === 'url' ? 'editorForms.details.requestUrl' : 'editorForms.details.requestName', {
                          number,
                        })}
                      </Label>
                      <Input className={inputClass} />
                      <FieldError className={errorClass}>{error}</FieldError>
                    </TextField>
                  );
                })}
              </div>
              <Button
                aria-label={t('editorForms.list.remove', {
                  item: t('editorForms.details.requestName', { number }),
                })}
                onPress={() => set(requests.filter((_, position) => position !== index))}
                className={`${dangerIconButtonClass} mt-6`}
              >
                <TrashIcon />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          isDisabled={requests.length >= MAX_LICENCE_REQUESTS}
          onPress={() => set([...requests, { name: '', url: '' }])}
          className={buttonClass}
        >
          <PlusIcon />
          {t('editorForms.details.addRequest')}
        </Button>
      </div>
    </fieldset>
  );
};

/** A list of item ids picked with the add-content dialog (replacement content, prerequisites, skills). */
const PickedItems = (props: {
  name: string;
  legend: string;
  types: readonly TItemType[];
  language: string | null;
  map: TDisplayMap;
  remember: (entry: TDisplayMap[string]) => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, getValues, formState } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const ids = strings(field.value);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <section aria-label={props.legend} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={legendClass}>{props.legend}</h3>
        <AddContentDialog
          triggerLabel={t('editorForms.addContent.openFor', { list: props.legend })}
          title={props.legend}
          types={props.types}
          language={props.language}
          selectedIds={ids}
          onAdd={(entry) => {
            props.remember(entry);
            const current = strings(getValues(props.name));
            if (!current.includes(entry.id)) set([...current, entry.id]);
          }}
        />
      </div>
      <ContentList
        label={props.legend}
        ids={ids}
        map={props.map}
        onChange={set}
        emptyText={t('editorForms.details.noneChosen')}
        error={errorText(errorMessageAt(formState.errors, props.name))}
      />
    </section>
  );
};

const ANY_CONTENT: readonly TItemType[] = ['tutorial', 'project', 'course', 'quiz'];

/** Store package ids (§3.1) of tutorials, projects and courses. */
const PackagesField = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { field } = useController({ name: 'packageIds', control });
  return (
    <IdListField
      label={t('editorForms.details.packages')}
      value={strings(field.value)}
      onChange={(ids) => {
        field.onChange(ids);
        field.onBlur();
      }}
      error={errorText(errorMessageAt(formState.errors, 'packageIds'))}
    />
  );
};

/**
 * A quiz's own settings (§2.13, §3.6): skill level, estimated time, the pass mark (correct answers needed, at least
 * 1, §5) and how many hours a failed attempt freezes the next one.
 */
const QuizSettingsFields = () => {
  const { t } = useTranslation();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.quiz.settings')}</legend>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField
          name="quizSetting.passNumber"
          label={t('editorForms.quiz.passNumber')}
          description={t('editorForms.quiz.passNumberHint')}
        />
        <FormNumberField
          name="quizSetting.freezingTimeInHours"
          label={t('editorForms.quiz.freezingTimeInHours')}
          description={t('editorForms.quiz.freezingTimeInHoursHint')}
          minValue={0}
        />
      </div>
    </fieldset>
  );
};

/**
 * The details tab (§2.13): exactly the fields of the type's domain details schema. Tutorials, projects and courses:
 * points, tags (a project's at most LIMITS.projectTags), packages, topics, industries, materials, documents, asset,
 * group, author, flags, UTC offset, payment item, content links and remark, licence requests, replacement content,
 * prerequisites, unpublish time, and skills for tutorials. Quizzes: their settings, points, topics, materials, group, flags, UTC
 * offset, payment item, content links and remark, replacement content, prerequisites and unpublish time. `item` (the
 * editor read) gives the language to search in and the titles of listed items.
 */
export const DetailsForm = ({ type, item }: { type: TDetailsType; item?: TEditorItem }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const watched = useWatch({ control, name: ['replacementContentIds', 'prerequisites', 'skillIds'] });
  const { map, remember } = useDisplayMap(item, watched.flatMap(strings));
  const language = typeof item?.language === 'string' ? item.language : null;
  const isQuiz = type === 'quiz';

  return (
    <div className="flex flex-col gap-6">
      {isQuiz && <QuizSettingsFields />}
      <PointsFields />

      {isQuiz ? (
        <div className={fieldsetClass}>
          <div className="sm:max-w-md">
            <TagPicker name="topicIds" label={t('editorForms.details.topics')} kinds={['topic']} />
          </div>
        </div>
      ) : (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('editorForms.details.classification')}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TagPicker
              name="tagIds"
              label={t('editorForms.details.tags')}
              kinds={['topic', 'industry']}
              max={type === 'project' ? LIMITS.projectTags : undefined}
            />
            <TagPicker name="topicIds" label={t('editorForms.details.topics')} kinds={['topic']} />
            <TagPicker name="industryIds" label={t('editorForms.details.industries')} kinds={['industry']} />
          </div>
          <PackagesField />
        </fieldset>
      )}

      <div className={fieldsetClass}>
        <LinkListField
          name="materials"
          legend={t('editorForms.details.materials')}
          addLabel={t('editorForms.details.addMaterial')}
        />
        {!isQuiz && (
          <LinkListField
            name="documents"
            legend={t('editorForms.details.documents')}
            addLabel={t('editorForms.details.addDocument')}
          />
        )}
      </div>

      <div className={fieldsetClass}>
        {!isQuiz && <AssetFields />}
        <PairFields
          name="group"
          legend={t('editorForms.details.group')}
          keys={['groupId', 'url']}
          labels={[t('editorForms.details.groupId'), t('editorForms.details.groupUrl')]}
          types={['text', 'url']}
        />
        <PairFields
          name="paymentItem"
          legend={t('editorForms.details.paymentItem')}
          keys={['slug', 'itemId']}
          labels={[t('editorForms.details.paymentSlug'), t('editorForms.details.paymentItemId')]}
        />
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>
          {isQuiz ? t('editorForms.quiz.availability') : t('editorForms.details.availability')}
        </legend>
        {!isQuiz && <AuthorField />}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormCheckbox
            name="hidden"
            label={t('editorForms.details.hidden')}
            description={t('editorForms.details.hiddenHint')}
          />
          <FormCheckbox
            name="internalOnly"
            label={t('editorForms.details.internalOnly')}
            description={t('editorForms.details.internalOnlyHint')}
          />
          <FormCheckbox
            name="premium"
            label={t('editorForms.details.premium')}
            description={t('editorForms.details.premiumHint')}
          />
          <FormCheckbox
            name="offline"
            label={t('editorForms.details.offline')}
            description={t('editorForms.details.offlineHint')}
          />
        </div>
        <UtcOffsetField />
        <UnpublishTimeField />
      </fieldset>

      <div className={fieldsetClass}>
        <ContentLinksFields />
      </div>

      {!isQuiz && (
        <div className={fieldsetClass}>
          <LicenceRequestsFields />
        </div>
      )}

      <div className={fieldsetClass}>
        <PickedItems
          name="replacementContentIds"
          legend={t('editorForms.details.replacement')}
          types={ANY_CONTENT}
          language={language}
          map={map}
          remember={remember}
        />
        <PickedItems
          name="prerequisites"
          legend={t('editorForms.details.prerequisites')}
          types={ANY_CONTENT}
          language={language}
          map={map}
          remember={remember}
        />
        {type === 'tutorial' && (
          <PickedItems
            name="skillIds"
            legend={t('editorForms.details.skills')}
            types={['skill']}
            language={language}
            map={map}
            remember={remember}
          />
        )}
      </div>
    </div>
  );
};

/** The author's user id; an empty field means no author (the schema refuses an empty id). */
const AuthorField = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'authorId', control });
  const error = errorText(fieldState.error?.message);
  return (
    <TextField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(text) => field.onChange(text.trim() ? text : undefined)}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1 sm:max-w-md"
    >
      <Label className={labelClass}>{t('editorForms.details.author')}</Label>
      <Input ref={field.ref} className={inputClass} />
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
};
