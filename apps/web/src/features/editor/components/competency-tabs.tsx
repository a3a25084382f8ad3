import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { CompetencyContentForm, competencyContentDefaults } from '../forms/competency-content-form';
import { CompetencyGeneralForm, competencyGeneralDefaults } from '../forms/competency-general-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import type { TTabDefinition } from './tab-definition-types';

/** The competency editor's tabs (§2.13): g general, c content (topics). */
export const competencyTabDefinition = (tab: TTabKey): TTabDefinition => {
  if (formOfTab('competency', tab) === 'content')
    return {
      form: 'content',
      defaults: competencyContentDefaults,
      kinds: {},
      render: () => <CompetencyContentForm />,
    };
  return {
    form: 'general',
    defaults: competencyGeneralDefaults,
    kinds: GENERAL_FIELD_KINDS,
    render: (item) => <CompetencyGeneralForm item={item} />,
  };
};
