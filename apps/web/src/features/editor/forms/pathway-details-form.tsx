import type { TItemType } from '@questline/domain/ids';
import type { FORMS } from '@questline/domain/schemas/forms';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PairFields, PointsFields, pointsOf } from './details-form';
import { idsOf } from './mission-display-map';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import type { TEditorItem } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { FormCheckbox, FormTextField } from './parts/fields';
import { fieldsetClass, legendClass } from './parts/styles';
import { usePathwayDisplayMap } from './pathway-maps';

export type TPathwayDetailsValues = z.input<typeof FORMS.draft.pathway.details>;

/** Highlights may be any published item (§2.13). */
const HIGHLIGHT_TYPES: readonly TItemType[] = [
  'tutorial',
  'project',
  'course',
  'quiz',
  'liveSession',
  'mission',
  'pathway',
];

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const groupOf = (value: unknown): TPathwayDetailsValues['group'] => {
  if (typeof value !== 'object' || value === null) return null;
  const group = value as { groupId?: unknown; url?: unknown };
  return typeof group.groupId === 'string' ? { groupId: group.groupId, url: text(group.url) ?? '' } : null;
};

/**
 * The details form's values from the item the editor read (§3.2). The completion video is read from its id field,
 * else from the stored `completeVideo` {id, title}.
 */
export const pathwayDetailsDefaults = (item: TEditorItem): TPathwayDetailsValues => {
  const video = (typeof item.completeVideo === 'object' ? item.completeVideo : null) as {
    id?: unknown;
    title?: unknown;
  } | null;
  return {
    points: pointsOf(item.points),
    group: groupOf(item.group),
    hidden: item.hidden === true,
    internalOnly: item.internalOnly === true,
    highlightIds: idsOf(item.highlightIds),
    completeVideoId: text(item.completeVideoId) ?? text(video?.id) ?? null,
    completeVideoTitle: text(item.completeVideoTitle) ?? text(video?.title),
  };
};

/** The highlighted items (any published item but the pathway): added with the dialog, reordered and removed. */
const HighlightsField = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState, getValues } = useFormContext();
  const { field } = useController({ control, name: 'highlightIds' });
  const ids = idsOf(field.value);
  const { map, remember } = usePathwayDisplayMap(item);
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <section aria-labelledby="pathway-highlights-heading" className={fieldsetClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pathway-highlights-heading" className={legendClass}>
          {t('editorForms.pathway.details.highlights')}
        </h2>
        <AddContentDialog
          triggerLabel={t('editorForms.pathway.details.addHighlight')}
          title={t('editorForms.pathway.details.addHighlightTitle')}
          types={HIGHLIGHT_TYPES}
          language={typeof item.language === 'string' ? item.language : null}
          // The pathway cannot highlight itself: the dialog shows it as not addable.
          selectedIds={[...ids, item.id ?? '']}
          onAdd={(entry) => {
            const current = idsOf(getValues('highlightIds'));
            if (entry.id === item.id || current.includes(entry.id)) return;
            remember(entry);
            set([...current, entry.id]);
          }}
        />
      </div>
      <ContentList
        label={t('editorForms.pathway.details.highlights')}
        ids={ids}
        map={map}
        onChange={set}
        emptyText={t('editorForms.pathway.details.noHighlights')}
        error={errorText(errorMessageAt(formState.errors, 'highlightIds'))}
      />
    </section>
  );
};

/**
 * The details tab of the pathway editor (§2.13, §7.2): points per category, the community group, the hidden and
 * internal-only flags, the highlights, and the video shown when a learner completes the pathway.
 */
export const PathwayDetailsForm = ({ item }: { item: TEditorItem }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PointsFields />
      <div className={fieldsetClass}>
        <PairFields
          name="group"
          legend={t('editorForms.details.group')}
          keys={['groupId', 'url']}
          labels={[t('editorForms.details.groupId'), t('editorForms.details.groupUrl')]}
          types={['text', 'url']}
        />
      </div>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.pathway.details.availability')}</legend>
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
        </div>
      </fieldset>
      <HighlightsField item={item} />
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.pathway.details.completeVideo')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            name="completeVideoId"
            label={t('editorForms.pathway.details.completeVideoId')}
            description={t('editorForms.pathway.details.completeVideoIdHint')}
          />
          <FormTextField name="completeVideoTitle" label={t('editorForms.pathway.details.completeVideoTitle')} />
        </div>
      </fieldset>
    </div>
  );
};
