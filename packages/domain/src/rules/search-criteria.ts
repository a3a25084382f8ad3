/** Search criteria of §2.6 and §7.5: 'key:value' strings, carried as a JSON array in `k`. */

export type TCriterion = { key: string; value: string };

/** In keyword values any ':' becomes a space, so a keyword can never forge another criterion. */
export const cleanKeyword = (keyword: string) => keyword.replace(/:/g, ' ').replace(/\s+/g, ' ').trim();

export const criterion = (key: string, value: string) => `${key}:${key === 'query' ? cleanKeyword(value) : value}`;

/** 'key:value' → {key, value}, split at the first ':'; null when there is no key. */
export const parseCriterion = (text: string): TCriterion | null => {
  const at = text.indexOf(':');
  if (at <= 0) return null;
  return { key: text.slice(0, at), value: text.slice(at + 1) };
};

/**
 * Criteria as the URL carries them: each string entry; an entry without a key (a hand-written `k=["lighting"]`)
 * reads as that keyword, and one that cleans to nothing is dropped.
 */
export const readCriteria = (entries: readonly unknown[]): string[] =>
  entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => (parseCriterion(entry) ? entry : criterion('query', entry)))
    .filter((entry) => entry !== 'query:');

/** Appends a keyword: empty ones are ignored, and an existing identical keyword is removed first (§2.6). */
export const appendKeyword = (criteria: readonly string[], keyword: string): string[] => {
  const cleaned = cleanKeyword(keyword);
  if (!cleaned) return [...criteria];
  const next = criterion('query', cleaned);
  return [...criteria.filter((entry) => entry !== next), next];
};

/** Search state synced to the URL: everything but these (§2.2). */
export const UNSYNCED_SEARCH_PARAMS = ['page', 'u', 'open', 'tod', 'prm', 'itemId'] as const;

export const syncedSearchParams = (params: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(params).filter(
      ([key, value]) => value !== undefined && !(UNSYNCED_SEARCH_PARAMS as readonly string[]).includes(key),
    ),
  ) as Record<string, string>;

/** The 'familiar' and 'power' tab presets (§2.6). */
export const familiarPreset = () => ({
  criteria: [criterion('skillLevel', 'beginner'), criterion('skillLevel', 'intermediate')],
  orderBy: 'starts' as const,
});
export const powerPreset = (keyword?: string) => ({
  criteria: appendKeyword(
    [criterion('skillLevel', 'intermediate'), criterion('skillLevel', 'advanced')],
    keyword ?? '',
  ),
  orderBy: 'recency' as const,
});

/** 'Select all' picks every result but live sessions (§2.6). */
export const selectAll = <T extends { type: string }>(results: readonly T[]) =>
  results.filter((result) => result.type !== 'liveSession');

/** A header-search response is applied only if it answers the text currently typed (§2.6). */
export const isCurrentResponse = (responseText: string, currentText: string) => responseText === currentText;
