import { AppError } from '@questline/domain/errors';
import { authoringRefusal, isAdmin, learnCreatorAll, learnModeratorAll } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';
import { authoringTarget } from '../authoring/authoring.policy';
import type { TContentRow } from '../content/content.repository';

export type TViewer = TMe | null;

/** Staff see internal-only content (§6): anyone holding a learn role or admin rights. */
export const isStaff = (viewer: TViewer) => learnCreatorAll(viewer) || learnModeratorAll(viewer) || isAdmin(viewer);

export const mayEdit = (viewer: TViewer, row: TContentRow) =>
  authoringRefusal(viewer, 'edit', authoringTarget(row)) === null;

export const isExpired = (row: TContentRow) => row.unpublishedAt !== null && row.unpublishedAt.getTime() <= Date.now();

/** Learners see published, unexpired items (internal-only ones if staff); authors see their drafts too. */
export const learnerCanSee = (row: TContentRow, viewer: TViewer) =>
  row.status === 'published' && !isExpired(row) && (!row.internalOnly || isStaff(viewer));

/**
 * A learner's progress and rewards are their own (§7.8 userID): another user's answer 403 until profiles say what
 * they share. `userId` may be given bare or as a prefixed user id (u_…).
 */
export const refuseOthersProgress = (viewer: TMe, userId: string | undefined) => {
  if (userId !== undefined && userId !== viewer.id && userId !== `u_${viewer.id}`) throw new AppError('forbidden');
};
