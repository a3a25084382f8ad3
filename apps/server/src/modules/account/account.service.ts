import type { TDeviceList } from '@questline/domain/schemas/account';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { recountItemComments } from '../comments/comments.repository';
import { removeUnheldFiles } from '../files/orphan-sweep';
import { deleteGroup, transferGroup } from '../groups/groups.repository';
import { deleteRatingsBy, recountItemRatings } from '../ratings/ratings.repository';
import { removeUnusedBuildFiles } from '../submissions/webgl-build';
import { deleteUser } from '../users/users.repository';
import { forgetViewer } from '../views/views.repository';
import { refuseLastSuperAdmin } from './account.policy';
import { presentDevices } from './account.presenter';
import {
  countOtherSuperAdmins,
  deleteAddressedTo,
  deleteCommentsBy,
  deleteSubmissionsAndBuildsBy,
  deleteTrackingEventsOf,
  deleteVerificationsOf,
  forgetAuthorship,
  listActiveSessions,
  lockSuperAdmins,
  ownedGroupsWithSuccessors,
  uploadedFileIds,
  withdrawLikes,
} from './account.repository';

/** GET /api/users/me/sessions: the user's sessions in force, the asking one (`currentSessionId`) marked and first. */
export const listDevices = async (db: TDbOrTx, viewer: TMe, currentSessionId: string | null): Promise<TDeviceList> =>
  presentDevices(await listActiveSessions(db, viewer.id), currentSessionId);

/**
 * Deletes the account and what it holds in one transaction (docs/OPERATIONS.md, "Deleting an account", says what goes
 * and what stays), after the last-super-admin rule:
 * - groups it owns go to the member who joined first after it, or are deleted when it is their last member (a group
 *   is deleted only once its owner is its last member: docs/ARCHITECTURE.md, groups);
 * - its likes are taken back (the liked comments' and submissions' counts with them), its comments, replies,
 *   ratings and reviews (the rated items' totals with them), today's marks of the items it viewed (the counts stay),
 *   submissions, WebGL builds, group posts and tracking events are deleted, and so are the group invitations and
 *   edlab seats addressed to its e-mail address and better-auth's pending verifications;
 * - content it owns or authored stays, with no known author (shown as the provider, spec §1);
 * - deleting the user row takes the rest by cascade: sessions, accounts, two-factor secrets, roles, memberships,
 *   records (quiz answers), experience, rewards, saved items, comment reports, group memberships, posting state,
 *   presence, tours, its own edlab seats, upload records; the columns that only name it as an editor (published by,
 *   updated by, hidden by, blocked by, invited by, subtitles uploaded by) are set null.
 * After the commit the stored bytes of its uploads and builds that nothing else holds are removed.
 */
export const deleteAccount = async (deps: { db: TDb; fileStore: TFileStore }, viewer: TMe) => {
  const left = await deps.db.transaction(async (tx) => {
    await lockSuperAdmins(tx);
    refuseLastSuperAdmin(viewer, await countOtherSuperAdmins(tx, viewer.id));
    for (const group of await ownedGroupsWithSuccessors(tx, viewer.id)) {
      if (group.successor) await transferGroup(tx, group.id, group.successor);
      else await deleteGroup(tx, group.id);
    }
    await withdrawLikes(tx, viewer.id);
    const commentedItems = await deleteCommentsBy(tx, viewer.id);
    const ratedItems = await deleteRatingsBy(tx, viewer.id);
    await forgetViewer(tx, viewer.id);
    const buildKeys = await deleteSubmissionsAndBuildsBy(tx, viewer.id);
    const fileIds = await uploadedFileIds(tx, viewer.id);
    await deleteTrackingEventsOf(tx, viewer.id);
    await deleteAddressedTo(tx, viewer.email);
    await forgetAuthorship(tx, viewer.id);
    await deleteVerificationsOf(tx, viewer.id);
    await deleteUser(tx, viewer.id);
    for (const itemId of commentedItems) await recountItemComments(tx, itemId);
    for (const itemId of ratedItems) await recountItemRatings(tx, itemId);
    return { buildKeys, fileIds };
  });
  await removeUnusedBuildFiles(deps, left.buildKeys);
  await removeUnheldFiles(deps, left.fileIds);
};
