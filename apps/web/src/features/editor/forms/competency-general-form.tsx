import { DEFAULT_CONTENT_LANGUAGE } from '@questline/domain/constants';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { FormSection } from '../components/form-fields';
import { LanguageField } from './general-form';
import { idsOf, useMissionDisplayMap } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormSelect, FormTextField } from './parts/fields';
import { itemLabel } from './parts/item-summary';
import { internalIdOf, mediaIdOf, mediaOf, mediaUrlOf, richTextOf, textOf } from './parts/item-values';
import { skillLevelOptions } from './parts/options';
import { VideoUploadField } from './parts/video-upload-field';
import { ThumbnailField } from './thumbnail-field';

/** The competency general form's values (FORMS.draft.competency.general, §2.13, §3.8). */
export type TCompetencyGeneralValues = {
  language: string;
  title: string;
  internalID: string;
  description: TRichText | null;
  skillLevel: string | undefined;
  thumbnailId: string | null;
  overviewVideoId: string | null;
  overviewVideoTitle: string;
  skillIds: string[];
  careerGoals: TRichText | null;
};

export const competencyGeneralDefaults = (item: TEditorItem): TCompetencyGeneralValues => ({
  language: typeof item.language === 'string' ? item.language : DEFAULT_CONTENT_LANGUAGE,
  title: textOf(item.title),
  internalID: internalIdOf(item.internalID),
  description: richTextOf(item.description),
  skillLevel: typeof item.skillLevel === 'string' ? item.skillLevel : undefined,
  thumbnailId: mediaIdOf(item.thumbnailId, item.thumbnail),
  overviewVideoId: mediaIdOf(item.overviewVideoId, item.overviewVideo),
  overviewVideoTitle: textOf(item.overviewVideoTitle ?? mediaOf(item.overviewVideo).title),
  skillIds: idsOf(item.skillIds),
  careerGoals: richTextOf(item.careerGoals),
});

/** The published content a general save answered as tagged with the competency's skills (§4.1). */
type TTaggedContent = {
  skillIds?: unknown;
  tutorialMap?: unknown;
  projectMap?: unknown;
  courseMap?: unknown;
};

const TAGGED_MAPS = ['tutorialMap', 'projectMap', 'courseMap'] as const;

/** The titles in the tagged maps: tutorials, then projects, then courses. */
const taggedTitles = (tagged: TTaggedContent): string[] =>
  TAGGED_MAPS.flatMap((field) => {
    const entries = tagged[field];
    if (!entries || typeof entries !== 'object') return [];
    return Object.values(entries as Record<string, unknown>)
      .map((entry) => (entry as { title?: unknown } | null)?.title)
      .filter((title): title is string => typeof title === 'string' && title.length > 0);
  });

/**
 * §4.1: after a save whose skillIds changed, the answer carries the content tagged with those skills; an empty list
 * of skills answers empty maps, which clears the list. Saves that leave the skills alone keep what was shown.
 */
const TaggedContent = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const tagged = item.taggedContent as TTaggedContent | undefined;
  const [titles, setTitles] = useState<string[] | null>(null);
  useEffect(() => {
    if (tagged && typeof tagged === 'object') setTitles(taggedTitles(tagged));
  }, [tagged]);
  if (titles === null) return null;
  return (
    <section aria-labelledby="competency-tagged-heading" className="flex flex-col gap-2">
      <h3 id="competency-tagged-heading" className="text-sm font-semibold text-slate-800">
        {t('editorForms.competency.general.taggedContent')}
      </h3>
      {titles.length === 0 ? (
        <p className="text-sm text-slate-500">{t('editorForms.competency.general.noTaggedContent')}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {titles.map((title, index) => (
            // Titles can repeat across types; the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <li key={`${index}-${title}`}>{title}</li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The competency's skills (§2.13): added through the dialog, reordered, removed after a 'competency_skill' confirm. */
const SkillsField = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext<TCompetencyGeneralValues>();
  const { field } = useController({ control, name: 'skillIds' });
  const ids = idsOf(field.value);
  const { map, remember } = useMissionDisplayMap(item);
  const [pendingRemoval, setPendingRemoval] = useState<{ next: string[]; removed: string } | null>(null);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  /** Reordering applies at once; a removal waits for the confirmation. */
  const change = (next: string[]) => {
    const removed = ids.find((id) => !next.includes(id));
    if (removed === undefined) set(next);
    else setPendingRemoval({ next, removed });
  };
  return (
    <FormSection
      title={t('editorForms.competency.general.skills')}
      actions={
        <AddContentDialog
          triggerLabel={t('editorForms.competency.general.addSkill')}
          title={t('editorForms.competency.general.addSkillTitle')}
          types={['skill']}
          language={typeof item.language === 'string' ? item.language : null}
          selectedIds={ids}
          onAdd={(entry) => {
            remember(entry);
            const current = idsOf(getValues('skillIds'));
            if (!current.includes(entry.id)) set([...current, entry.id]);
          }}
        />
      }
    >
      <ContentList
        label={t('editorForms.competency.general.skills')}
        ids={ids}
        map={map}
        onChange={change}
        emptyText={t('editorForms.competency.general.noSkills')}
        error={errorText(errorMessageAt(formState.errors, 'skillIds'))}
      />
      <TaggedContent item={item} />
      <ConfirmDialog
        isOpen={pendingRemoval !== null}
        theme="delete"
        title={t('editorForms.competency.general.removeSkillTitle')}
        message={
          pendingRemoval
            ? t('editorForms.competency.general.removeSkillMessage', {
                item: itemLabel(pendingRemoval.removed, map[pendingRemoval.removed]),
              })
            : undefined
        }
        onConfirm={() => {
          if (pendingRemoval) set(pendingRemoval.next);
          setPendingRemoval(null);
        }}
        onCancel={() => setPendingRemoval(null)}
      />
    </FormSection>
  );
};

/**
 * The competency General tab (§2.13, §3.8): language, title, internal ID, description, career goals, skill level,
 * thumbnail, overview video and title, and the ordered skills.
 */
export const CompetencyGeneralForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const { getValues } = useFormContext<TCompetencyGeneralValues>();
  const thumbnailUrl = mediaUrlOf(item.thumbnail, getValues('thumbnailId'));
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('editor.general.basics')}>
        <div className="sm:max-w-xs">
          <LanguageField />
        </div>
        <FormTextField name="title" label={t('editor.general.title')} />
        <FormTextField
          name="internalID"
          label={t('editorForms.competency.general.internalId')}
          description={t('editorForms.competency.general.internalIdHelp')}
        />
        <RichTextField name="description" label={t('editor.general.description')} />
        <RichTextField name="careerGoals" label={t('editor.general.careerGoals')} />
        <FormSelect
          name="skillLevel"
          label={t('editorForms.common.skillLevel')}
          placeholder={t('editorForms.common.choose')}
          options={skillLevelOptions(t)}
          className="sm:max-w-xs"
        />
        <ThumbnailField name="thumbnailId" label={t('editor.general.thumbnail')} initialUrl={thumbnailUrl} />
      </FormSection>
      <SkillsField item={item} />
      <FormSection title={t('editor.general.overviewVideo')}>
        <div className="grid gap-5 sm:grid-cols-2">
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
    </div>
  );
};
