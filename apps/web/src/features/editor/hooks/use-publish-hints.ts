import type { TEditorType } from '@questline/domain/ids';
import { validate } from '@questline/domain/validation';
import type { TFunction } from 'i18next';
import { useDeferredValue, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEditState } from '../api/get-edit-item';
import { tabDefinition } from '../components/tab-definitions';
import { missionInternalOnlyProblems } from '../forms/mission-recommendations-form';
import { EDITOR_TABS, type TTabKey } from '../lib/editor-tabs';
import { publishProblemsText } from '../lib/field-errors';
import { formSchema } from '../lib/form-schemas';

/** Why a mission's Publish is disabled by internal-only content (§5): each set's message when known, else in general. */
const internalOnlyHints = (t: TFunction, item: TEditState['item']) => {
  const messages = missionInternalOnlyProblems(item).map((problem) => t(`errors.${problem.key}`, problem.params));
  return messages.length > 0 ? messages : [t('editorForms.mission.publish.internalOnlyDisabled')];
};

/**
 * Why Publish is disabled, none when it is not (§4.2): it is enabled only when every form of the type passes its
 * publish rules, the open tab with the values being typed; and a public mission whose sets hold internal-only content
 * cannot be published (§5, the server says which).
 */
export const usePublishHints = (
  type: TEditorType,
  state: TEditState,
  current: { tab: TTabKey; values: FieldValues } | null,
) => {
  const { t } = useTranslation();
  // Checking every form's publish rules on each keystroke would slow typing in long tutorials: React runs this with
  // the deferred values, after the keystroke has painted.
  const deferred = useDeferredValue(current);
  const problems = useMemo(
    () =>
      EDITOR_TABS[type].flatMap((tabKey) => {
        const definition = tabDefinition(type, tabKey);
        const values = deferred?.tab === tabKey ? deferred.values : definition.defaults(state.item);
        const parsed = validate(formSchema('publish', type, definition.form), values);
        return parsed.ok ? [] : parsed.errors;
      }),
    [type, deferred, state.item],
  );
  const internalOnlyBlocked = type === 'mission' && state.item.isPublishDisabled === true;
  return [
    ...(problems.length > 0 ? [publishProblemsText(t, problems)] : []),
    ...(internalOnlyBlocked ? internalOnlyHints(t, state.item) : []),
  ];
};
