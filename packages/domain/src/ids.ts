/** Item ids of spec §3.1: '{prefix}_{id}'. */

export const ID_PREFIXES = {
  course: 'lco',
  project: 'lpr',
  tutorial: 'ltu',
  liveSession: 'lls',
  badge: 'lbg',
  mission: 'lms',
  pathway: 'lpw',
  user: 'u',
  team: 't',
  faq: 'lfa',
  quiz: 'lqz',
  submission: 'lsu',
  competency: 'lcp',
  engineAsset: 'las',
  educatorResource: 'ler',
  otherResource: 'lor',
  csPrinciple: 'lcs',
  skill: 'lsk',
} as const;
export type TIdType = keyof typeof ID_PREFIXES;

const TYPE_BY_PREFIX = new Map<string, TIdType>(
  Object.entries(ID_PREFIXES).map(([type, prefix]) => [prefix, type as TIdType]),
);

/** The content types of §3.1. */
export const CONTENT_TYPES = [
  'project',
  'course',
  'tutorial',
  'liveSession',
  'quiz',
  'skill',
  'competency',
  'badge',
  'mission',
  'pathway',
  'submission',
  'free_asset',
  'premium_asset',
  'group',
] as const;
export type TContentType = (typeof CONTENT_TYPES)[number];

/** The content types stored as authored items in the content store. */
export const ITEM_TYPES = [
  'tutorial',
  'project',
  'course',
  'quiz',
  'liveSession',
  'skill',
  'competency',
  'badge',
  'mission',
  'pathway',
] as const satisfies readonly (TContentType & TIdType)[];
export type TItemType = (typeof ITEM_TYPES)[number];

/** The types whose editors are built (§2.12): the creator dashboard and the editor routes list these. */
export const EDITOR_TYPES = [
  'tutorial',
  'project',
  'course',
  'liveSession',
  'quiz',
  'mission',
  'pathway',
  'skill',
  'competency',
] as const satisfies readonly TItemType[];
export type TEditorType = (typeof EDITOR_TYPES)[number];
export const isEditorType = (value: unknown): value is TEditorType =>
  typeof value === 'string' && (EDITOR_TYPES as readonly string[]).includes(value);

export const isItemType = (value: unknown): value is TItemType =>
  typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);

export const itemId = (type: TIdType, id: number): string => `${ID_PREFIXES[type]}_${id}`;

/** 'ltu_42' → { type: 'tutorial', id: 42 }; null for anything malformed. */
export const parseItemId = (value: string): { type: TIdType; id: number } | null => {
  const match = /^([a-z]+)_([1-9][0-9]{0,15})$/.exec(value);
  if (!match) return null;
  const type = TYPE_BY_PREFIX.get(match[1] as string);
  const id = Number(match[2]);
  if (!type || !Number.isSafeInteger(id)) return null;
  return { type, id };
};
