/** The editors' tabs (§2.12): tab letters in the URL, form names in the API and FORMS. */
import { DEFAULT_TAB } from '@questline/domain/constants';
import type { TEditorType } from '@questline/domain/ids';
import type { FORMS, TFormName } from '@questline/domain/schemas/forms';

export type TTabKey = 'g' | 's' | 'c' | 'q' | 'a' | 'm' | 'd';
export type { TFormName };

/**
 * Each type's tabs in order, and the form each tab edits: a letter can mean another form in another type (a
 * mission's m is its map of prerequisites, a pathway's m its missions; a mission's c its recommendations).
 */
export const TAB_FORMS = {
  tutorial: { g: 'general', s: 'steps', d: 'details' },
  project: { g: 'general', c: 'content', d: 'details' },
  course: { g: 'general', c: 'content', d: 'details' },
  liveSession: { g: 'general', c: 'content', d: 'details' },
  quiz: { g: 'general', q: 'questions', d: 'details' },
  mission: { g: 'general', a: 'assessments', c: 'recommendations', m: 'map', d: 'details' },
  pathway: { g: 'general', m: 'missions', a: 'assessments', d: 'details' },
  skill: { g: 'general', c: 'content' },
  competency: { g: 'general', c: 'content' },
} as const satisfies { [type in TEditorType]: Partial<Record<TTabKey, keyof (typeof FORMS)['draft'][type]>> };

const TAB_KEYS: readonly TTabKey[] = ['g', 's', 'c', 'q', 'a', 'm', 'd'];
const isTabKey = (key: unknown): key is TTabKey => TAB_KEYS.some((tab) => tab === key);
/** A type's tabs in its order. */
const tabsOf = (forms: Partial<Record<TTabKey, TFormName>>) => Object.keys(forms).filter(isTabKey);

export const EDITOR_TABS: Record<TEditorType, readonly TTabKey[]> = {
  tutorial: tabsOf(TAB_FORMS.tutorial),
  project: tabsOf(TAB_FORMS.project),
  course: tabsOf(TAB_FORMS.course),
  liveSession: tabsOf(TAB_FORMS.liveSession),
  quiz: tabsOf(TAB_FORMS.quiz),
  mission: tabsOf(TAB_FORMS.mission),
  pathway: tabsOf(TAB_FORMS.pathway),
  skill: tabsOf(TAB_FORMS.skill),
  competency: tabsOf(TAB_FORMS.competency),
};

/** The form a tab of the type edits. */
export const formOfTab = (type: TEditorType, tab: TTabKey): TFormName => {
  const forms: Partial<Record<TTabKey, TFormName>> = TAB_FORMS[type];
  return forms[tab] ?? 'general';
};

/** The tab the URL names, when the type has it; the general tab otherwise (§2.12, DEFAULT_TAB). */
export const tabOf = (type: TEditorType, tab: unknown): TTabKey =>
  EDITOR_TABS[type].find((key) => key === tab) ?? DEFAULT_TAB;
