/** The editors' tabs (§2.12): tab letters in the URL, form names in the API and FORMS. */
import type { TEditorType } from '@questline/domain/ids';

export const TAB_FORMS = { g: 'general', s: 'steps', c: 'content', q: 'questions', d: 'details' } as const;
export type TTabKey = keyof typeof TAB_FORMS;
export type TFormName = (typeof TAB_FORMS)[TTabKey];

export const EDITOR_TABS = {
  tutorial: ['g', 's', 'd'],
  project: ['g', 'c', 'd'],
  course: ['g', 'c', 'd'],
  quiz: ['g', 'q', 'd'],
} as const satisfies Record<TEditorType, readonly TTabKey[]>;

/** The tab the URL names, when the type has it; the general tab otherwise (§2.12 default 'g'). */
export const tabOf = (type: TEditorType, tab: unknown): TTabKey =>
  (EDITOR_TABS[type] as readonly string[]).includes(tab as string) ? (tab as TTabKey) : 'g';
