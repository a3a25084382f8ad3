import type { FORMS } from '@questline/domain/schemas/forms';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TEditorItem } from './parts/display-map';
import { FormCheckbox } from './parts/fields';
import { fieldsetClass, legendClass } from './parts/styles';
import { TagPicker } from './parts/tag-picker';

/** The live session details form's values (FORMS.draft.liveSession.details, §3.7). */
export type TLiveSessionDetailsValues = z.input<typeof FORMS.draft.liveSession.details>;

const tagIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];

export const liveSessionDetailsDefaults = (item: TEditorItem): TLiveSessionDetailsValues => ({
  topicIds: tagIds(item.topicIds),
  industryIds: tagIds(item.industryIds),
  hidden: item.hidden === true,
  premium: item.premium === true,
  uaaOnly: item.uaaOnly === true,
  edlabOnly: item.edlabOnly === true,
});

/** The live session Details tab (§2.13): topics, industries, and who may see it (hidden, premium, UAA, Edlab). */
export const LiveSessionDetailsForm = () => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.details.classification')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TagPicker name="topicIds" label={t('editorForms.details.topics')} kinds={['topic']} />
          <TagPicker name="industryIds" label={t('editorForms.details.industries')} kinds={['industry']} />
        </div>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('editorForms.details.availability')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormCheckbox
            name="hidden"
            label={t('editorForms.details.hidden')}
            description={t('editorForms.details.hiddenHint')}
          />
          <FormCheckbox
            name="premium"
            label={t('editorForms.details.premium')}
            description={t('editorForms.details.premiumHint')}
          />
          <FormCheckbox
            name="uaaOnly"
            label={t('editorForms.liveSession.uaaOnly')}
            description={t('editorForms.liveSession.uaaOnlyHint')}
          />
          <FormCheckbox
            name="edlabOnly"
            label={t('editorForms.liveSession.edlabOnly')}
            description={t('editorForms.liveSession.edlabOnlyHint')}
          />
        </div>
      </fieldset>
    </div>
  );
};
