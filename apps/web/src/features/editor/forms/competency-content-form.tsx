import { useTranslation } from 'react-i18next';
import type { TEditorItem } from './parts/display-map';
import { fieldsetClass, legendClass } from './parts/styles';
import { TagPicker } from './parts/tag-picker';

/** The competency content form's values (FORMS.draft.competency.content, §3.8). */
export type TCompetencyContentValues = { topicIds: number[] };

export const competencyContentDefaults = (item: TEditorItem): TCompetencyContentValues => ({
  topicIds: (Array.isArray(item.topicIds) ? item.topicIds : []).filter((id): id is number => typeof id === 'number'),
});

/** The competency Content tab (§2.13): its topics, picked like the other topic fields. */
export const CompetencyContentForm = () => {
  const { t } = useTranslation();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('editorForms.competency.content.heading')}</legend>
      <TagPicker name="topicIds" label={t('editorForms.details.topics')} kinds={['topic']} />
    </fieldset>
  );
};
