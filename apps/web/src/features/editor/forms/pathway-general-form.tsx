import { DEFAULT_CONTENT_LANGUAGE } from '@questline/domain/constants';
import { addRecommendedPathway } from '@questline/domain/rules/editor';
import type { TRichText } from '@questline/domain/rules/rich-text';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { FormSection } from '../components/form-fields';
import { LanguageField } from './general-form';
import { MaterialsField, type TMaterialValue } from './materials-field';
import { idsOf } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormTextField } from './parts/fields';
import { mediaIdOf, mediaOf, mediaUrlOf, richTextOf, textOf } from './parts/item-values';
import { VideoUploadField } from './parts/video-upload-field';
import { usePathwayDisplayMap } from './pathway-maps';
import { ThumbnailField } from './thumbnail-field';

/** The pathway general form's values (FORMS.draft.pathway.general, §2.13, §3.2, §7.1). */
export type TPathwayGeneralValues = {
  language: string;
  title: string;
  strapline: string;
  shortDescription: string;
  description: TRichText | null;
  thumbnailId: string | null;
  /** The image of the badge learners earn on completing the pathway. */
  acclaimBadge: string | null;
  overviewVideoId: string | null;
  overviewVideoTitle: string;
  overviewVideoDescription: string;
  recommendedNextPathways: string[];
  educatorResources: { summary: TRichText | null; files: TMaterialValue[] };
};

const educatorResourcesOf = (item: TEditorItem | null): TPathwayGeneralValues['educatorResources'] => {
  const stored = (item?.educatorResources ?? {}) as { summary?: unknown; files?: unknown };
  const files = stored.files ?? item?.educatorResourcesFiles;
  return {
    summary: richTextOf(stored.summary ?? item?.educatorResourcesSummary),
    files: Array.isArray(files) ? (files as TMaterialValue[]) : [],
  };
};

/**
 * The form's values from the item the editor read (§3.2: educator resources may be stored as
 * educatorResourcesSummary and educatorResourcesFiles); without an item (the create flow) an empty form.
 */
export const pathwayGeneralDefaults = (
  item: TEditorItem | null,
  fallback: { language?: string } = {},
): TPathwayGeneralValues => {
  const video = mediaOf(item?.overviewVideo) as { id?: unknown; title?: unknown; description?: unknown };
  return {
    language: textOf(item?.language) || fallback.language || DEFAULT_CONTENT_LANGUAGE,
    title: textOf(item?.title),
    strapline: textOf(item?.strapline),
    shortDescription: textOf(item?.shortDescription),
    description: richTextOf(item?.description),
    thumbnailId: mediaIdOf(item?.thumbnailId, item?.thumbnail),
    acclaimBadge: mediaIdOf(item?.acclaimBadge),
    overviewVideoId: mediaIdOf(item?.overviewVideoId, item?.overviewVideo),
    overviewVideoTitle: textOf(item?.overviewVideoTitle ?? video.title),
    overviewVideoDescription: textOf(item?.overviewVideoDescription ?? video.description),
    recommendedNextPathways: idsOf(item?.recommendedNextPathways),
    educatorResources: educatorResourcesOf(item),
  };
};

/**
 * The pathways recommended after this one (§3.2): picked with the add-content dialog, never twice and never the
 * pathway itself (§5, domain addRecommendedPathway), which the dialog therefore shows as not addable.
 */
const RecommendedPathwaysField = ({ item }: { item: TEditorItem | null }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext<TPathwayGeneralValues>();
  const { field } = useController({ control, name: 'recommendedNextPathways' });
  const ids = idsOf(field.value);
  const { map, remember } = usePathwayDisplayMap(item ?? undefined);
  const selfId = typeof item?.id === 'string' ? item.id : undefined;
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <FormSection
      title={t('editorForms.pathway.general.recommended')}
      actions={
        <AddContentDialog
          triggerLabel={t('editorForms.pathway.general.addRecommended')}
          title={t('editorForms.pathway.general.addRecommendedTitle')}
          types={['pathway']}
          language={typeof item?.language === 'string' ? item.language : null}
          selectedIds={selfId ? [...ids, selfId] : ids}
          onAdd={(entry) => {
            const current = idsOf(getValues('recommendedNextPathways'));
            const next = addRecommendedPathway(current, entry.id, selfId);
            if (next.length === current.length) return;
            remember(entry);
            set(next);
          }}
        />
      }
    >
      <p className="text-sm text-slate-600">{t('editorForms.pathway.general.recommendedHint')}</p>
      <ContentList
        label={t('editorForms.pathway.general.recommended')}
        ids={ids}
        map={map}
        onChange={set}
        emptyText={t('editorForms.pathway.general.noRecommended')}
        error={errorText(errorMessageAt(formState.errors, 'recommendedNextPathways'))}
      />
    </FormSection>
  );
};

/**
 * The pathway General tab (§2.13): language, title, strapline, short description, description, thumbnail, acclaim
 * badge, the overview video with its title and description, the recommended next pathways and the educator
 * resources (a summary and files or links). Without an item it is the create flow's form.
 */
export const PathwayGeneralForm = ({ item }: { item: TEditorItem | null }) => {
  const { t } = useTranslation();
  const { getValues } = useFormContext<TPathwayGeneralValues>();
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('editor.general.basics')}>
        <div className="sm:max-w-xs">
          <LanguageField />
        </div>
        <FormTextField name="title" label={t('editor.general.title')} />
        <FormTextField
          name="strapline"
          label={t('editorForms.pathway.general.strapline')}
          description={t('editorForms.pathway.general.straplineHint')}
        />
        <FormTextField
          name="shortDescription"
          label={t('editorForms.pathway.general.shortDescription')}
          description={t('editorForms.pathway.general.shortDescriptionHint')}
          multiline
        />
        <RichTextField name="description" label={t('editor.general.description')} />
        <div className="grid gap-5 md:grid-cols-2">
          <ThumbnailField
            name="thumbnailId"
            label={t('editor.general.thumbnail')}
            initialUrl={mediaUrlOf(item?.thumbnail, getValues('thumbnailId'))}
          />
          <ThumbnailField
            name="acclaimBadge"
            label={t('editorForms.pathway.general.acclaimBadge')}
            initialUrl={mediaUrlOf(item?.acclaimBadge, getValues('acclaimBadge'))}
          />
        </div>
      </FormSection>
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
        <FormTextField
          name="overviewVideoDescription"
          label={t('editorForms.pathway.general.overviewVideoDescription')}
          multiline
        />
      </FormSection>
      <RecommendedPathwaysField item={item} />
      <FormSection title={t('editorForms.pathway.general.educatorResources')}>
        <RichTextField name="educatorResources.summary" label={t('editorForms.pathway.general.resourcesSummary')} />
        <MaterialsField name="educatorResources.files" />
      </FormSection>
    </div>
  );
};
