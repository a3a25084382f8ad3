import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { AssessmentsField, assessmentItemsOf, type TAssessedType } from '../forms/assessments-field';
import { PathwayDetailsForm, pathwayDetailsDefaults } from '../forms/pathway-details-form';
import { PathwayGeneralForm, pathwayGeneralDefaults } from '../forms/pathway-general-form';
import { PathwayMissionsForm, pathwayMissionsDefaults } from '../forms/pathway-missions-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import type { TTabDefinition } from './tab-definition-types';

/** What a pathway's checkpoint may name (the domain's ZAssessmentItems). */
const PATHWAY_ASSESSED_TYPES: readonly TAssessedType[] = ['mission', 'project', 'course', 'tutorial', 'quiz'];

/**
 * The pathway editor's tabs (§2.12, §2.13): g general, m missions, a assessments, d details. Each tab's form starts
 * from the item as last saved, so the assessments tab opened after a missions save shows the assessments that save
 * answered (§4.1: after a missions save the assessments reset).
 */
export const pathwayTabDefinition = (tab: TTabKey): TTabDefinition => {
  const form = formOfTab('pathway', tab);
  switch (form) {
    case 'missions':
      return {
        form,
        defaults: (item) => pathwayMissionsDefaults(item),
        kinds: {},
        render: (item) => <PathwayMissionsForm item={item} />,
      };
    case 'assessments':
      return {
        form,
        defaults: (item) => ({ assessmentItems: assessmentItemsOf(item.assessmentItems) }),
        kinds: {},
        render: (item) => <AssessmentsField name="assessmentItems" types={PATHWAY_ASSESSED_TYPES} item={item} />,
      };
    case 'details':
      return {
        form,
        defaults: (item) => pathwayDetailsDefaults(item),
        kinds: {},
        render: (item) => <PathwayDetailsForm item={item} />,
      };
    default:
      return {
        form: 'general',
        defaults: (item) => pathwayGeneralDefaults(item),
        kinds: GENERAL_FIELD_KINDS,
        render: (item) => <PathwayGeneralForm item={item} />,
      };
  }
};
