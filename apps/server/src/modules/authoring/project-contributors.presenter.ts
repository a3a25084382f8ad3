import { profileUrl } from '@questline/domain/rules/groups';
import type { TProjectContributors } from '@questline/domain/schemas/project-contributors';
import type { TContributorRow } from './project-contributors.repository';

/** A project's contributors as the site names people: display name, avatar and profile link. */
export const presentContributors = (input: { rows: TContributorRow[]; canManage: boolean }): TProjectContributors => ({
  contributors: input.rows.map((user) => ({
    id: user.id,
    displayName: user.name,
    avatar: user.image,
    profileUrl: profileUrl(user),
  })),
  canManage: input.canManage,
});
