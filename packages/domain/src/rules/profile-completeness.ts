/**
 * Profile completeness (§2.3 account menu): the share of the profile's fields that are filled, as a whole percentage.
 * The fields are those the profile editor (Settings) edits and /api/me carries: display name, custom profile URL,
 * region and language (decision 0074).
 */
export const PROFILE_COMPLETENESS_FIELDS = ['displayName', 'customProfileUrl', 'region', 'locale'] as const;

export type TProfileCompletenessFields = {
  [field in (typeof PROFILE_COMPLETENESS_FIELDS)[number]]: string | null | undefined;
};

/** 0–100: a field counts when it holds more than white space. */
export const profileCompleteness = (profile: TProfileCompletenessFields): number => {
  const filled = PROFILE_COMPLETENESS_FIELDS.filter((field) => (profile[field] ?? '').trim() !== '').length;
  return Math.round((filled / PROFILE_COMPLETENESS_FIELDS.length) * 100);
};
