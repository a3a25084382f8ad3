import { CONTENT_LANGUAGES, DEFAULT_CONTENT_LANGUAGE, localeTag, type TLocale } from '@questline/domain/constants';
import type { TEditorType } from '@questline/domain/ids';
import { isAdmin, learnAdminEditorAll } from '@questline/domain/roles';
import { savesImmediately } from '@questline/domain/rules/change-detection';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import type { TEditItem } from '../api/get-edit-item';
import { FormSection } from '../components/form-fields';
import { useTabSave } from '../hooks/use-tab-save';
import { EducatorPlanFields, type TEducatorPlanValues } from './educator-plan-fields';
import type { TMaterialValue } from './materials-field';
import { OwnerField, OwnerText } from './owner-field';
import { FormTextField, SelectField } from './parts/fields';
import { mediaIdOf, richTextOf, textOf } from './parts/item-values';
import { VideoUploadField } from './parts/video-upload-field';
import { ExerciseField, SolutionPlanFields, type TSolutionPlanValues } from './solution-plan-fields';
import { ThumbnailField } from './thumbnail-field';

/**
 * The general form of a tutorial, project, course, live session or quiz (§2.13, §3.4–§3.7, §7.1), with the field
 * names of the domain's schema (FORMS.draft[type].general). A quiz and a live session have no overview video and no
 * educator plan; a live session's thumbnail is optional (§5).
 */
export type TGeneralFormValues = {
  language: string;
  title: string;
  description: TRichText | null;
  thumbnailId: string | null;
  ownerId: string | null;
  overviewVideoId?: string | null;
  overviewVideoTitle?: string;
  educatorPlan?: TEducatorPlanValues | null;
  isExercise?: boolean;
  solutionPlan?: TSolutionPlanValues | null;
  objective?: TRichText | null;
  careerGoals?: TRichText | null;
};

const planOf = (value: unknown): TEducatorPlanValues | null => {
  if (!value || typeof value !== 'object') return null;
  const plan = value as Partial<TEducatorPlanValues>;
  return {
    description: richTextOf(plan.description),
    outcome: richTextOf(plan.outcome),
    objectives: richTextOf(plan.objectives),
    alignment: richTextOf(plan.alignment),
    preparation: richTextOf(plan.preparation),
    materials: (plan.materials ?? []) as TMaterialValue[],
    ageRange: { min: plan.ageRange?.min ?? null, max: plan.ageRange?.max ?? null },
    instruction: plan.instruction ?? 0,
  };
};

const solutionOf = (value: unknown): TSolutionPlanValues | null => {
  if (!value || typeof value !== 'object') return null;
  const plan = value as Partial<TSolutionPlanValues>;
  return {
    requiredComplete: plan.requiredComplete === true,
    body: richTextOf(plan.body),
    materials: (plan.materials ?? []) as TMaterialValue[],
  };
};

/** The form's values from the item as read for editing; for the create flow (no item), an empty form. */
export const generalFormDefaults = (
  item: TEditItem | null,
  type: TEditorType,
  fallback: { ownerId?: string | null; language?: string } = {},
): TGeneralFormValues => {
  const values: TGeneralFormValues = {
    language: item?.language ?? fallback.language ?? DEFAULT_CONTENT_LANGUAGE,
    title: textOf(item?.title),
    description: richTextOf(item?.description),
    thumbnailId: mediaIdOf(item?.thumbnailId, item?.thumbnail),
    ownerId: item?.ownerId ?? fallback.ownerId ?? null,
  };
  if (type === 'quiz') {
    values.objective = richTextOf(item?.objective);
    return values;
  }
  if (type === 'liveSession') return values;
  values.overviewVideoId = mediaIdOf(item?.overviewVideoId, item?.overviewVideo);
  values.overviewVideoTitle = textOf(item?.overviewVideoTitle);
  values.educatorPlan = planOf(item?.educatorPlan);
  if (type === 'tutorial') {
    values.isExercise = item?.isExercise === true;
    values.solutionPlan = solutionOf(item?.solutionPlan);
  }
  if (type === 'project') values.objective = richTextOf(item?.objective);
  if (type === 'course') values.careerGoals = richTextOf(item?.careerGoals);
  return values;
};

export const LanguageField = () => {
  const { t, i18n } = useTranslation();
  const { setValue, getFieldState, formState } = useFormContext();
  const language = useWatch({ name: 'language' }) as string | undefined;
  const save = useTabSave();
  const names = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const message = getFieldState('language', formState).error?.message;
  return (
    <SelectField
      label={t('editor.general.language')}
      options={CONTENT_LANGUAGES.map((code) => ({ id: code, label: names.of(code) ?? code }))}
      value={language ?? null}
      error={message ? t(`errors.${message}`) : undefined}
      onChange={(key) => {
        if (key === language) return;
        setValue('language', key, { shouldDirty: true, shouldValidate: true });
        // §4.1: the domain says which forms save a language change at once (the general form among them).
        if (savesImmediately('general', 'language')) void save?.();
      }}
    />
  );
};

/** The General tab (§2.13): one form for the authored types, with each type's own fields. */
export const GeneralForm = ({ type, item }: { type: TEditorType; item: TEditItem | null }) => {
  const { t } = useTranslation();
  const me = useMe();
  const isExercise = useWatch({ name: 'isExercise' }) === true;
  const ownerId = item?.ownerId ?? me?.id ?? null;
  const currentOwner =
    ownerId === null
      ? null
      : ownerId === me?.id
        ? { id: me.id, displayName: me.displayName, email: me.email }
        : {
            id: ownerId,
            displayName: textOf((item?.owner as { displayName?: unknown } | undefined)?.displayName) || ownerId,
            email: '',
          };
  // Only editors and admins may search users to hand an item over (GET /api/creator/users answers 403 otherwise).
  const mayPickOwner = learnAdminEditorAll(me) || isAdmin(me);
  const thumbnail = item?.thumbnail as { url?: string } | null | undefined;
  const hasOverview = type !== 'quiz' && type !== 'liveSession';

  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('editor.general.basics')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LanguageField />
          {mayPickOwner ? (
            <OwnerField name="ownerId" label={t('editor.general.owner')} current={currentOwner} />
          ) : (
            <OwnerText label={t('editor.general.owner')} current={currentOwner} />
          )}
        </div>
        <FormTextField name="title" label={t('editor.general.title')} />
        <RichTextField name="description" label={t('editor.general.description')} />
        <ThumbnailField name="thumbnailId" label={t('editor.general.thumbnail')} initialUrl={thumbnail?.url ?? null} />
        {(type === 'project' || type === 'quiz') && (
          <RichTextField name="objective" label={t('editor.general.objective')} />
        )}
        {type === 'course' && <RichTextField name="careerGoals" label={t('editor.general.careerGoals')} />}
        {type === 'tutorial' && <ExerciseField />}
      </FormSection>
      {hasOverview && (
        <FormSection title={t('editor.general.overviewVideo')}>
          <div className="flex flex-col gap-5">
            <VideoUploadField
              name="overviewVideoId"
              label={t('editor.general.overviewVideoId')}
              description={t('editor.general.overviewVideoIdHelp')}
            />
            <FormTextField
              name="overviewVideoTitle"
              label={t('editor.general.overviewVideoTitle')}
              description={t('editor.general.overviewVideoTitleHelp')}
            />
          </div>
        </FormSection>
      )}
      {type === 'tutorial' && isExercise && <SolutionPlanFields />}
      {hasOverview && <EducatorPlanFields />}
    </div>
  );
};
