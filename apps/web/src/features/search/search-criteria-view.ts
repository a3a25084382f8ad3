import {
  appendKeyword,
  criterion,
  familiarPreset,
  parseCriterion,
  powerPreset,
} from '@questline/domain/rules/search-criteria';

/** The search page's content-type tabs (§2.6), spelled out so the page does not load the zod schemas. */
export const PAGE_TABS = ['all', 'project', 'tutorial', 'course', 'pathway', 'mission'] as const;
export type TPageTab = (typeof PAGE_TABS)[number];

const isType = (entry: string) => entry.startsWith('type:') || entry.startsWith('t:');
const isSkillLevel = (entry: string) => entry.startsWith('skillLevel:');

/** The criteria's keyword: the last query criterion (§2.6). */
export const keywordOf = (criteria: readonly string[]) =>
  criteria
    .map(parseCriterion)
    .filter((entry) => entry?.key === 'query')
    .at(-1)?.value ?? '';

/** The selected content-type tab: the single type criterion, or 'all' when there is none. */
export const typeTabOf = (criteria: readonly string[]): TPageTab | null => {
  const types = criteria.filter(isType).map((entry) => parseCriterion(entry)?.value);
  if (types.length === 0) return 'all';
  return types.length === 1 && (PAGE_TABS as readonly string[]).includes(types[0] ?? '')
    ? (types[0] as TPageTab)
    : null;
};

/** A content-type tab replaces the type criteria with its own ('all' has none). */
export const withTypeTab = (criteria: readonly string[], tab: TPageTab) => [
  ...criteria.filter((entry) => !isType(entry)),
  ...(tab === 'all' ? [] : [criterion('type', tab)]),
];

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry) => b.includes(entry));

/** The 'familiar' tab (§2.6): beginner and intermediate, most started first. */
export const withFamiliar = (criteria: readonly string[]) => {
  const preset = familiarPreset();
  return { k: [...criteria.filter((entry) => !isSkillLevel(entry)), ...preset.criteria], ob: preset.orderBy };
};

/** The 'power' tab (§2.6): intermediate and advanced, the keyword kept, newest first. */
export const withPower = (criteria: readonly string[]) => {
  const preset = powerPreset(keywordOf(criteria));
  const rest = criteria.filter((entry) => !isSkillLevel(entry) && !entry.startsWith('query:'));
  return { k: [...rest, ...preset.criteria], ob: preset.orderBy };
};

/** Which preset the criteria and sort match, if any. */
export const presetOf = (criteria: readonly string[], ob: string | undefined): 'familiar' | 'power' | null => {
  const levels = criteria.filter(isSkillLevel);
  if (ob === 'starts' && sameSet(levels, familiarPreset().criteria)) return 'familiar';
  if (ob === 'recency' && sameSet(levels, powerPreset().criteria)) return 'power';
  return null;
};

/** Adds or removes one skill level (levels OR together, §2.6). */
export const toggleSkillLevel = (criteria: readonly string[], level: string) => {
  const entry = criterion('skillLevel', level);
  return criteria.includes(entry) ? criteria.filter((item) => item !== entry) : [...criteria, entry];
};

export { appendKeyword };
