import type { TEditorType } from '@questline/domain/ids';
import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { ContentForm, contentFormDefaults } from '../forms/content-form';
import { DetailsForm, detailsFormDefaults } from '../forms/details-form';
import { GeneralForm, generalFormDefaults } from '../forms/general-form';
import { QuestionsForm, questionsFormDefaults } from '../forms/questions-form';
import { StepsForm, stepsFormDefaults } from '../forms/steps-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import { competencyTabDefinition } from './competency-tabs';
import { ContributorsSection } from './contributors-section';
import { liveSessionTabDefinition } from './live-session-tabs';
import { missionTabDefinition } from './mission-tabs';
import { pathwayTabDefinition } from './pathway-tabs';
import { skillTabDefinition } from './skill-tabs';
import type { TTabDefinition } from './tab-definition-types';

export const tabDefinition = (type: TEditorType, tab: TTabKey): TTabDefinition => {
  if (type === 'mission') return missionTabDefinition(tab);
  if (type === 'pathway') return pathwayTabDefinition(tab);
  if (type === 'skill') return skillTabDefinition(tab);
  if (type === 'competency') return competencyTabDefinition(tab);
  if (type === 'liveSession') return liveSessionTabDefinition(tab);
  const form = formOfTab(type, tab);
  switch (form) {
    case 'general':
      return {
        form,
        defaults: (item) => generalFormDefaults(item, type),
        kinds: GENERAL_FIELD_KINDS,
        render: (item) =>
          type === 'project' ? (
            <>
              <GeneralForm type={type} item={item} />
              <ContributorsSection projectId={item.id} />
            </>
          ) : (
            <GeneralForm type={type} item={item} />
          ),
      };
    case 'steps':
      return { form, defaults: (item) => stepsFormDefaults(item), kinds: {}, render: () => <StepsForm /> };
    case 'questions':
      return {
        form,
        defaults: (item) => questionsFormDefaults(item),
        kinds: {},
        render: (item) => <QuestionsForm item={item} />,
      };
    case 'content':
      return {
        form,
        defaults: (item) => contentFormDefaults(item, type as 'project' | 'course'),
        kinds: {},
        render: (item) => <ContentForm type={type as 'project' | 'course'} item={item} />,
      };
    case 'details':
      return {
        form,
        defaults: (item) => detailsFormDefaults(item, type),
        kinds: {},
        render: (item) => <DetailsForm type={type} item={item} />,
      };
    default:
      // Mission and pathway forms are defined in their own tab files above.
      throw new Error(`the ${type} editor has no ${form} tab`);
  }
};
