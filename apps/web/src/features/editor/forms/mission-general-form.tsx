import { DEFAULT_CONTENT_LANGUAGE } from '@questline/domain/constants';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { FormSection } from '../components/form-fields';
import { LanguageField } from './general-form';
import { idsOf, useMissionDisplayMap } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormTextField } from './parts/fields';
import { mediaIdOf, mediaOf, mediaUrlOf, richTextOf, textOf } from './parts/item-values';
import { VideoUploadField } from './parts/video-upload-field';
import { ThumbnailField } from './thumbnail-field';

/** The mission general form's values (FORMS.draft.mission.general, §2.13, §3.3, §7.1). */
export type TMissionGeneralValues = {
  language: string;
  title: string;
  shortDescription: string;
  description: TRichText | null;
  thumbnailId: string | null;
  badgeThumbnailId: string | null;
  competencyIds: string[];
  overviewVideoId: string | null;
  overviewVideoTitle: string;
};

/** The form's values from the item the editor read; competencies are the draft's (§3.3 draftCompetencyIds). */
export const missionGeneralDefaults = (item: TEditorItem): TMissionGeneralValues => ({
  language: typeof item.language === 'string' ? item.language : DEFAULT_CONTENT_LANGUAGE,
  title: textOf(item.title),
  shortDescription: textOf(item.shortDescription),
  description: richTextOf(item.description),
  thumbnailId: mediaIdOf(item.thumbnailId, item.thumbnail),
  badgeThumbnailId: mediaIdOf(item.badgeThumbnailId, item.badgeThumbnail),
  competencyIds: idsOf(Array.isArray(item.draftCompetencyIds) ? item.draftCompetencyIds : item.competencyIds),
  overviewVideoId: mediaIdOf(item.overviewVideoId, item.overviewVideo),
  overviewVideoTitle: textOf(item.overviewVideoTitle ?? mediaOf(item.overviewVideo).title),
});

/** The mission's competencies (§3.3): picked from published competencies, reordered, removed. */
const CompetenciesField = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext<TMissionGeneralValues>();
  const { field } = useController({ control, name: 'competencyIds' });
  const ids = idsOf(field.value);
  const { map, remember } = useMissionDisplayMap(item);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <FormSection
      title={t('editorForms.mission.general.competencies')}
      actions={
        <AddContentDialog
          triggerLabel={t('editorForms.mission.general.addCompetency')}
          title={t('editorForms.mission.general.addCompetencyTitle')}
          types={['competency']}
          language={typeof item.language === 'string' ? item.language : null}
          selectedIds={ids}
          onAdd={(entry) => {
            remember(entry);
            const current = idsOf(getValues('competencyIds'));
            if (!current.includes(entry.id)) set([...current, entry.id]);
          }}
        />
      }
    >
      <ContentList
        label={t('editorForms.mission.general.competencies')}
        ids={ids}
        map={map}
        onChange={set}
        emptyText={t('editorForms.mission.general.noCompetencies')}
        error={errorText(errorMessageAt(formState.errors, 'competencyIds'))}
      />
    </FormSection>
  );
};

/**
 * The mission General tab (§2.13): language, title, short description, description, thumbnail, badge thumbnail (the
 * image of the badge learners earn, §4.5), competencies and the overview video with its title.
 */
export const MissionGeneralForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const { getValues } = useFormContext<TMissionGeneralValues>();
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('editor.general.basics')}>
        <div className="sm:max-w-xs">
          <LanguageField />
        </div>
        <FormTextField name="title" label={t('editor.general.title')} />
        <FormTextField
          name="shortDescription"
          label={t('editorForms.mission.general.shortDescription')}
          description={t('editorForms.mission.general.shortDescriptionHelp')}
          multiline
        />
        <RichTextField name="description" label={t('editor.general.description')} />
        <div className="grid gap-5 md:grid-cols-2">
          <ThumbnailField
            name="thumbnailId"
            label={t('editor.general.thumbnail')}
            initialUrl={mediaUrlOf(item.thumbnail, getValues('thumbnailId'))}
          />
          <ThumbnailField
            name="badgeThumbnailId"
            label={t('editorForms.mission.general.badgeThumbnail')}
            initialUrl={mediaUrlOf(item.badgeThumbnail, getValues('badgeThumbnailId'))}
          />
        </div>
      </FormSection>
      <CompetenciesField item={item} />
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
