import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { MissionAssessmentsForm, missionAssessmentsDefaults } from '../forms/mission-assessments-form';
import { MissionDetailsForm, missionDetailsDefaults } from '../forms/mission-details-form';
import { MissionGeneralForm, missionGeneralDefaults } from '../forms/mission-general-form';
import { MissionMapForm, missionMapDefaults } from '../forms/mission-map-form';
import { MissionRecommendationsForm, missionRecommendationsDefaults } from '../forms/mission-recommendations-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import type { TTabDefinition } from './tab-definition-types';

/** The mission editor's tabs (§2.12, §2.13): g general, a assessments, c recommendations, m map, d details. */
export const missionTabDefinition = (tab: TTabKey): TTabDefinition => {
  const form = formOfTab('mission', tab);
  switch (form) {
    case 'assessments':
      return {
        form,
        defaults: missionAssessmentsDefaults,
        kinds: {},
        render: (item) => <MissionAssessmentsForm item={item} />,
      };
    case 'recommendations':
      return {
        form,
        defaults: missionRecommendationsDefaults,
        kinds: {},
        render: (item) => <MissionRecommendationsForm item={item} />,
      };
    case 'map':
      return { form, defaults: missionMapDefaults, kinds: {}, render: (item) => <MissionMapForm item={item} /> };
    case 'details':
      return { form, defaults: missionDetailsDefaults, kinds: {}, render: () => <MissionDetailsForm /> };
    default:
      return {
        form: 'general',
        defaults: missionGeneralDefaults,
        kinds: GENERAL_FIELD_KINDS,
        render: (item) => <MissionGeneralForm item={item} />,
      };
  }
};
