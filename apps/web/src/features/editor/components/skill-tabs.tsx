import { GENERAL_FIELD_KINDS } from '@questline/domain/rules/change-detection';
import { SkillContentForm, skillContentDefaults } from '../forms/skill-content-form';
import { SkillGeneralForm, skillGeneralDefaults } from '../forms/skill-general-form';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import type { TTabDefinition } from './tab-definition-types';

/** The skill editor's tabs (§2.13): g general, c content. */
export const skillTabDefinition = (tab: TTabKey): TTabDefinition => {
  if (formOfTab('skill', tab) === 'content')
    return {
      form: 'content',
      defaults: skillContentDefaults,
      kinds: {},
      render: (item) => <SkillContentForm item={item} />,
    };
  return {
    form: 'general',
    defaults: skillGeneralDefaults,
    kinds: GENERAL_FIELD_KINDS,
    render: () => <SkillGeneralForm />,
  };
};
