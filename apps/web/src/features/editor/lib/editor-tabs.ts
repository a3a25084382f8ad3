/** The editors' tabs (§2.12): tab letters in the URL, form names in the API and FORMS. */
import type { TEditorType } from '@questline/domain/ids';
import type { TFormName } from '@questline/domain/schemas/forms';

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
} as const satisfies Record<TEditorType, Partial<Record<TTabKey, TFormName>>>;

export const EDITOR_TABS = Object.fromEntries(
  Object.entries(TAB_FORMS).map(([type, forms]) => [type, Object.keys(forms)]),
) as unknown as Record<TEditorType, readonly TTabKey[]>;

/** The form a tab of the type edits. */
export const formOfTab = (type: TEditorType, tab: TTabKey): TFormName =>
  (TAB_FORMS[type] as Partial<Record<TTabKey, TFormName>>)[tab] ?? 'general';

/** The tab the URL names, when the type has it; the general tab otherwise (§2.12 default 'g'). */
export const tabOf = (type: TEditorType, tab: unknown): TTabKey =>
  (EDITOR_TABS[type] as readonly string[]).includes(tab as string) ? (tab as TTabKey) : 'g';
