import { zodResolver } from '@hookform/resolvers/zod';
import {
  isLocale,
  isRegion,
  isTheme,
  LOCALE_NAMES,
  LOCALES,
  localeTag,
  REGIONS,
  THEMES,
  type TTheme,
} from '@questline/domain/constants';
import { planLanguageChange } from '@questline/domain/locale-rules';
import {
  CUSTOM_PROFILE_URL_PATTERN,
  type TSettings,
  type TSettingsWrite,
  ZSettingsWrite,
} from '@questline/domain/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useId } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import { type FieldErrors, type Path, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { changeLanguage, useMe } from '../../../api/session';
import { currentLocale } from '../../../i18n/i18n';
import { applyTheme } from '../../../lib/theme';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { settingsQueryOptions, useSaveSettings } from '../api/settings';
import { TimeZoneField } from './time-zone-field';

const labelClass = 'text-sm font-semibold text-slate-800';
const descriptionClass = 'text-xs text-slate-600';
const errorClass = 'text-sm text-red-700';
const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 data-[invalid]:border-red-600 aria-[invalid=true]:border-red-600';
const fieldsetClass = 'flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const legendClass = 'px-1 text-base font-semibold text-slate-900';
const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
const checkboxBoxClass =
  'flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700';

/** The form's fields, as the server names them in its field errors (`topicIds.3` names the list). */
const FIELD_NAMES = new Set<string>(Object.keys(ZSettingsWrite.shape));

// The footer's region chooser labels (app/footer.tsx regionLabelKey): features do not import the app shell.
const regionLabelKey = (region: string) => `regions.${region.replace('region.', '')}`;

const valuesOf = (settings: TSettings): TSettingsWrite => ({
  displayName: settings.displayName,
  customProfileUrl: settings.customProfileUrl,
  locale: settings.locale,
  region: settings.region,
  emailNotifications: settings.emailNotifications,
  isShow: settings.isShow,
  theme: settings.theme,
  timeZone: settings.timeZone,
  topicIds: settings.topicIds,
  industryIds: settings.industryIds,
});

/** Field errors are catalogue keys (§8); a rule the schema states without one (a length) reads as invalid_request. */
const useErrorText = () => {
  const { t, i18n } = useTranslation();
  return (key: string | undefined) =>
    key ? t(i18n.exists(`errors.${key}`) ? `errors.${key}` : 'errors.invalid_request') : undefined;
};

/** The first message under a field: its own, its list's (`root`), or one of its items' (`topicIds.2`). */
const messageOf = (entry: unknown): string | undefined => {
  if (!entry || typeof entry !== 'object') return undefined;
  if (Array.isArray(entry)) return entry.map(messageOf).find(Boolean);
  const error = entry as { message?: unknown; root?: unknown };
  if (typeof error.message === 'string' && error.message) return error.message;
  return messageOf(error.root);
};

const CheckMark = () => (
  <span aria-hidden="true" className={checkboxBoxClass}>
    <svg aria-hidden="true" viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 group-data-[selected]:block" fill="none">
      <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  </span>
);

const TextInput = (props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  description?: ReactNode;
}) => (
  <TextField
    value={props.value}
    onChange={props.onChange}
    onBlur={props.onBlur}
    isInvalid={Boolean(props.error)}
    validationBehavior="aria"
    className="flex flex-col gap-1"
  >
    <Label className={labelClass}>{props.label}</Label>
    <Input ref={props.inputRef} className={inputClass} />
    {props.description && (
      <Text slot="description" className={descriptionClass}>
        {props.description}
      </Text>
    )}
    <FieldError className={errorClass}>{props.error}</FieldError>
  </TextField>
);

/** A labelled native select (keyboard and type-ahead everywhere); the empty option stands for "no preference". */
const SelectInput = (props: {
  label: string;
  value: string | null;
  emptyLabel: string;
  options: readonly { id: string; label: string; lang?: string }[];
  onChange: (value: string | null) => void;
  onBlur: () => void;
  selectRef: Ref<HTMLSelectElement>;
  error: string | undefined;
}) => {
  const id = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={id}
        ref={props.selectRef}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={inputClass}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={errorId} className={errorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
};

const CheckboxInput = (props: {
  label: string;
  description?: string;
  value: boolean;
  onChange: (v: boolean) => void;
}) => {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <Checkbox
        isSelected={props.value}
        onChange={props.onChange}
        aria-describedby={props.description ? descriptionId : undefined}
        className="group flex cursor-default items-center gap-2 text-sm text-slate-800"
      >
        <CheckMark />
        {props.label}
      </Checkbox>
      {props.description && (
        <span id={descriptionId} className={`${descriptionClass} pl-7`}>
          {props.description}
        </span>
      )}
    </div>
  );
};

/** The colour theme (issue 27): System, Light, Dark as radio buttons, in a row where there is room. */
const ThemeInput = (props: { value: TTheme; onChange: (value: TTheme) => void }) => {
  const { t } = useTranslation();
  return (
    <RadioGroup
      value={props.value}
      onChange={(value) => {
        if (isTheme(value)) props.onChange(value);
      }}
      className="flex flex-col gap-2"
    >
      <Label className={labelClass}>{t('theme.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {THEMES.map((id) => (
          <Radio
            key={id}
            value={id}
            className="group flex cursor-default items-center gap-2 text-sm text-slate-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className="h-4 w-4 rounded-full border-2 border-slate-500 group-data-[selected]:border-[5px] group-data-[selected]:border-brand-700"
            />
            {t(`theme.${id}`)}
          </Radio>
        ))}
      </div>
      <Text slot="description" className={descriptionClass}>
        {t('settings.themeHelp')}
      </Text>
    </RadioGroup>
  );
};

type TTagOption = { id: string; name: string };

/** Tag options by name, with saved ids the map no longer holds still listed, so nothing is dropped unseen. */
const tagOptions = (map: Record<string, TTagOption>, selected: readonly string[]): TTagOption[] => [
  ...Object.values(map).sort((a, b) => a.name.localeCompare(b.name)),
  ...selected.filter((id) => !map[id]).map((id) => ({ id, name: id })),
];

const TagGroup = (props: {
  label: string;
  options: readonly TTagOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
  emptyText: string;
}) => (
  <CheckboxGroup
    value={props.value}
    onChange={props.onChange}
    isInvalid={Boolean(props.error)}
    validationBehavior="aria"
    className="flex flex-col gap-2"
  >
    <Label className={labelClass}>{props.label}</Label>
    {props.options.length === 0 ? (
      <Text slot="description" className={descriptionClass}>
        {props.emptyText}
      </Text>
    ) : (
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {props.options.map((tag) => (
          <Checkbox
            key={tag.id}
            value={tag.id}
            className="group flex cursor-default items-center gap-2 text-sm text-slate-800"
          >
            <CheckMark />
            {tag.name}
          </Checkbox>
        ))}
      </div>
    )}
    <FieldError className={errorClass}>{props.error}</FieldError>
  </CheckboxGroup>
);

/** The profile address a custom URL gives, or the user id's when none is set; none while the value is not valid. */
const profileAddress = (customProfileUrl: string | null, userId: string | undefined) => {
  const value = customProfileUrl?.trim().toLowerCase() ?? '';
  if (value && !CUSTOM_PROFILE_URL_PATTERN.test(value)) return null;
  const segment = value || userId;
  return segment ? `${window.location.origin}/u/${encodeURIComponent(segment)}` : null;
};

const SettingsForm = ({ settings }: { settings: TSettings }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useMe();
  const errorText = useErrorText();
  const save = useSaveSettings();
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm({
    resolver: zodResolver(ZSettingsWrite, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'error_isRequired'
          : 'invalid_request',
    }),
    defaultValues: valuesOf(settings),
    mode: 'onTouched',
  });
  const displayName = useController({ control, name: 'displayName' });
  const customProfileUrl = useController({ control, name: 'customProfileUrl' });
  const locale = useController({ control, name: 'locale' });
  const region = useController({ control, name: 'region' });
  const timeZone = useController({ control, name: 'timeZone' });
  const emailNotifications = useController({ control, name: 'emailNotifications' });
  const isShow = useController({ control, name: 'isShow' });
  const theme = useController({ control, name: 'theme' });
  const topicIds = useWatch({ control, name: 'topicIds' });
  const industryIds = useWatch({ control, name: 'industryIds' });
  const errors: FieldErrors<TSettingsWrite> = formState.errors;
  const recommendedId = useId();

  const recommended =
    settings.topicIds.length === 0 && settings.industryIds.length === 0
      ? settings.recommendedTagIds.filter((id) => settings.topicMap[id] && !topicIds.includes(id))
      : [];
  const address = profileAddress(customProfileUrl.field.value, me?.id);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      reset(valuesOf(saved.settings));
      toast(t(`messages.${saved.message}`));
      // The saved theme shows at once (the answer set its cookie for this browser's next pages).
      applyTheme(saved.settings.theme);
      const chosen = saved.settings.locale;
      if (chosen) {
        // As the footer's language chooser does (§4.7): store the choice, then reload so the UI speaks it.
        const plan = planLanguageChange(currentLocale(), chosen, window.location.href);
        if (plan.kind === 'change') {
          // §7.10: a failed language change does nothing (the settings are saved all the same).
          const changed = await changeLanguage(plan.locale).catch(() => false);
          if (changed) window.location.assign(plan.reloadUrl);
        }
      }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('internal_error', 0);
      const fields = (apiError.detail.fields ?? []).filter((field) => FIELD_NAMES.has(field.path.split('.')[0] ?? ''));
      // What the user typed stays: the problems go under their fields, the first one gets the focus.
      for (const [index, field] of fields.entries()) {
        setError(
          field.path as Path<TSettingsWrite>,
          { type: 'server', message: field.key },
          { shouldFocus: index === 0 },
        );
      }
      // A failure without fields: the §8 saved_failed message, then what went wrong.
      if (fields.length === 0)
        toast(`${t('messages.saved_failed')} ${errorText(apiError.key) ?? ''}`.trim(), { tone: 'error' });
    }
  });

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-6"
    >
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('settings.profile')}</legend>
        <TextInput
          label={t('settings.displayName')}
          value={displayName.field.value}
          onChange={displayName.field.onChange}
          onBlur={displayName.field.onBlur}
          inputRef={displayName.field.ref}
          error={errorText(errors.displayName?.message)}
        />
        <TextInput
          label={t('settings.customProfileUrl')}
          value={customProfileUrl.field.value ?? ''}
          onChange={(value) => customProfileUrl.field.onChange(value === '' ? null : value)}
          onBlur={customProfileUrl.field.onBlur}
          inputRef={customProfileUrl.field.ref}
          error={errorText(errors.customProfileUrl?.message)}
          description={
            <>
              {t('settings.customProfileUrlHelp')}
              {address && (
                <span className="mt-1 block">
                  {t('settings.profileAddress')} <span className="break-all font-mono text-slate-800">{address}</span>
                </span>
              )}
            </>
          }
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('settings.languageRegion')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectInput
            label={t('settings.locale')}
            value={locale.field.value}
            emptyLabel={t('settings.noPreference')}
            options={LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id], lang: localeTag(id) }))}
            onChange={(value) => locale.field.onChange(isLocale(value) ? value : null)}
            onBlur={locale.field.onBlur}
            selectRef={locale.field.ref}
            error={errorText(errors.locale?.message)}
          />
          <SelectInput
            label={t('settings.region')}
            value={region.field.value}
            emptyLabel={t('settings.noPreference')}
            options={REGIONS.map((id) => ({ id, label: t(regionLabelKey(id)) }))}
            onChange={(value) => region.field.onChange(isRegion(value) ? value : null)}
            onBlur={region.field.onBlur}
            selectRef={region.field.ref}
            error={errorText(errors.region?.message)}
          />
        </div>
        <TimeZoneField
          label={t('settings.timeZone')}
          value={timeZone.field.value ?? null}
          onChange={timeZone.field.onChange}
          onBlur={timeZone.field.onBlur}
          inputRef={timeZone.field.ref}
          error={errorText(errors.timeZone?.message)}
          className={{ label: labelClass, input: inputClass, description: descriptionClass, error: errorClass }}
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('settings.appearance')}</legend>
        <ThemeInput value={theme.field.value ?? 'system'} onChange={theme.field.onChange} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('settings.privacy')}</legend>
        <CheckboxInput
          label={t('settings.emailNotifications')}
          value={emailNotifications.field.value}
          onChange={emailNotifications.field.onChange}
        />
        <CheckboxInput
          label={t('settings.isShow')}
          description={t('settings.isShowHelp')}
          value={isShow.field.value}
          onChange={isShow.field.onChange}
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('settings.tags')}</legend>
        <p className={descriptionClass}>{t('settings.tagsHelp')}</p>
        {recommended.length > 0 && (
          <div className="flex flex-col gap-2">
            <p id={recommendedId} className={labelClass}>
              {t('settings.recommended')}
            </p>
            <ul aria-labelledby={recommendedId} className="flex flex-wrap gap-2">
              {recommended.map((id) => (
                <li key={id}>
                  <Button
                    onPress={() => setValue('topicIds', [...topicIds, id], { shouldDirty: true })}
                    aria-label={t('settings.addTag', { name: settings.topicMap[id]?.name })}
                    className="inline-flex items-center gap-1 rounded-full border border-brand-300 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
                  >
                    <span aria-hidden="true">+</span>
                    {settings.topicMap[id]?.name}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <TagGroup
          label={t('settings.topics')}
          options={tagOptions(settings.topicMap, topicIds)}
          value={topicIds}
          onChange={(value) =>
            setValue('topicIds', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
          }
          error={errorText(messageOf(errors.topicIds))}
          emptyText={t('settings.noTags')}
        />
        <TagGroup
          label={t('settings.industries')}
          options={tagOptions(settings.industryMap, industryIds)}
          value={industryIds}
          onChange={(value) =>
            setValue('industryIds', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
          }
          error={errorText(messageOf(errors.industryIds))}
          emptyText={t('settings.noTags')}
        />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" isPending={formState.isSubmitting} className={primaryButtonClass}>
          {formState.isSubmitting && <Spinner />}
          {t('settings.save')}
        </Button>
      </div>
    </Form>
  );
};

/** The settings tab of the owner's My Learning page (§2.11, §3.10, §3.12): profile, language, privacy, saved tags. */
export const SettingsPanel = () => {
  const { t } = useTranslation();
  const query = useQuery(settingsQueryOptions());
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('settings.title')}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
          <p>{t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}</p>
          <Button
            onPress={() => void query.refetch()}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
          >
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </section>
  );
};
