/** Rules of groups and posts (§1, §6, §8 social keys) that need no database. */

/**
 * The addresses typed into the invitation field: split on commas, semicolons, spaces and line breaks, blanks dropped,
 * each kept once (case-insensitively, as addresses are compared). The server checks each one (`not_valid_email`).
 */
export const splitEmailList = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => {
      const key = part.toLowerCase();
      if (!part || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * Whether a group can be deleted (`group_can_not_delete` otherwise): only once its owner is its last member. A group
 * others still belong to holds their posts and their place; the owner asks them to leave first, so nobody's group
 * disappears under them.
 */
export const groupCanBeDeleted = (memberCount: number) => memberCount <= 1;

/** Where a group's page is (§1 groups): `/groups/{id}`; `/groups` lists the user's groups. */
export const GROUPS_PATH = '/groups';
export const groupUrl = (groupId: number) => `${GROUPS_PATH}/${groupId}`;

/** A user's profile page (§2.1 /u/{userId or customProfileUrl}). */
export const profileUrl = (user: { id: string; customProfileUrl: string | null }) =>
  `/u/${encodeURIComponent(user.customProfileUrl ?? user.id)}`;
