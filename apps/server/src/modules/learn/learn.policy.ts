import { AppError } from '@questline/domain/errors';
import { itemId, type TItemType } from '@questline/domain/ids';
import { isAdmin, learnCreatorAll, learnModeratorAll } from '@questline/domain/roles';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { authoringTarget, editTargetOf } from '../authoring/authoring.policy';
import type { TContentRow } from '../content/content.repository';

export type TViewer = TMe | null;

/** Staff see internal-only content (§6): anyone holding a learn role or admin rights. */
export const isStaff = (viewer: TViewer) => learnCreatorAll(viewer) || learnModeratorAll(viewer) || isAdmin(viewer);

export const mayEdit = (viewer: TViewer, row: TContentRow) =>
  authoringRefusal(viewer, 'edit', authoringTarget(row)) === null;

/** mayEdit with a project's contributors counted in (decision 0074): what opening the editor's read asks. */
export const mayEditAsContributor = async (db: TDbOrTx, viewer: TViewer, row: TContentRow) =>
  authoringRefusal(viewer, 'edit', await editTargetOf(db, row)) === null;

export const isExpired = (row: Pick<TContentRow, 'unpublishedAt'>) =>
  row.unpublishedAt !== null && row.unpublishedAt.getTime() <= Date.now();

/** Learners see published, unexpired items (internal-only ones if staff); authors see their drafts too. */
export const learnerCanSee = (row: Pick<TContentRow, 'status' | 'unpublishedAt' | 'internalOnly'>, viewer: TViewer) =>
  row.status === 'published' && !isExpired(row) && (!row.internalOnly || isStaff(viewer));

/** Premium content (§6 "Premium users get premium content") is read by premium members and by staff. */
export const mayReadPremium = (viewer: TViewer) => viewer?.premium === true || isStaff(viewer);

/** A premium item whose content this viewer may not read: neither premium, staff, nor one who may edit it. */
export const premiumLocked = (row: TContentRow, viewer: TViewer) =>
  row.premium && !mayReadPremium(viewer) && !mayEdit(viewer, row);

/**
 * The premium refusal: 403 `premium_required`, naming the item (params id, type, slug, title) so the page can offer
 * the trial. What is gated and what stays public:
 * - gated: the detail read (GET /api/learn/{type}/{id}: the document, so steps, questions, solution, overview and
 *   completion videos, materials), its extends (steps with their sections, quiz questions and progress, contents),
 *   its state, quiz attempts and answers, and everything else that hangs off the item (see itemRefusal);
 * - public: the item's card (id, type, slug, title, plain description, thumbnail, skill level, duration, points, the
 *   premium flag) wherever cards are listed: search, listings, featured lists, the home page, parents' maps;
 * - a live session's read is not gated: its card is what non-premium learners see, with 'Start free trial' (§2.10,
 *   §6); registering is (itemRefusal's `join`), and its recording and register URL are left out of the read.
 */
const premiumRefusal = (row: TContentRow) =>
  new AppError('premium_required', {
    params: { id: itemId(row.type as TItemType, row.id), type: row.type, slug: row.slug, title: row.card?.title ?? '' },
  });

/** Members-only items (§3.7 uaaOnly, edlabOnly) reach their members and staff alone. */
export const memberMaySee = (row: Pick<TContentRow, 'uaaOnly' | 'edlabOnly'>, viewer: TViewer) =>
  isStaff(viewer) ||
  ((!row.uaaOnly || viewer?.memberships.includes('uaaMember') === true) &&
    (!row.edlabOnly || viewer?.memberships.includes('edlabMember') === true));

/**
 * The one gate of an item and of everything that hangs off it (§6): its detail read, extends and state, its steps'
 * comments (read, post, reply, edit, like, report), submissions on its steps, records and progress writes (steps,
 * flags, version moves, saving it), quiz attempts and answers, live session registration. The refusal is the detail
 * read's own:
 * - not_found for an item the viewer may not reach: not published, expired, internal-only (staff excepted) or
 *   members-only (uaaOnly, edlabOnly: their members and staff), unless the viewer may edit it;
 * - premium_required for premium content to anyone but premium members, staff and those who may edit it.
 * Hidden items are unlisted, not locked: their page opens by its link, and so does what hangs off it. A live
 * session's own read stays open to non-premium learners (§2.10); `join` asks for what joins it.
 */
export const itemRefusal = (row: TContentRow, viewer: TViewer, options: { join?: boolean } = {}): AppError | null => {
  if (!(learnerCanSee(row, viewer) && memberMaySee(row, viewer)) && !mayEdit(viewer, row))
    return new AppError('not_found');
  if ((row.type !== 'liveSession' || options.join === true) && premiumLocked(row, viewer)) return premiumRefusal(row);
  return null;
};

/** Throws itemRefusal's refusal, if any. */
export const refuseItem = (row: TContentRow, viewer: TViewer, options: { join?: boolean } = {}) => {
  const refusal = itemRefusal(row, viewer, options);
  if (refusal) throw refusal;
};

/**
 * Projects exist for learners while PROJECT_ENABLED is on (§9); staff still read them, so authors can keep working.
 * Off, a project's learner reads answer not_found as if it had none.
 */
export const refuseDisabledType = (type: string, projectsEnabled: boolean, viewer: TViewer) => {
  if (type === 'project' && !projectsEnabled && !isStaff(viewer)) throw new AppError('not_found');
};

/** What a premium live session's read leaves out for viewers who may not join it. */
export const LOCKED_LIVE_SESSION_FIELDS = ['registerUrl', 'previousVideo', 'previousVideoId', 'overviewVideo'] as const;

/**
 * A learner's progress and rewards are their own (§7.8 userID): another user's answer 403 until profiles say what
 * they share. `userId` may be given bare or as a prefixed user id (u_…).
 */
export const refuseOthersProgress = (viewer: TMe, userId: string | undefined) => {
  if (userId !== undefined && userId !== viewer.id && userId !== `u_${viewer.id}`) throw new AppError('forbidden');
};

/**
 * Whether the viewer may read a suggested solution (§6): never anonymous readers; one marked requiredComplete only
 * those who completed the tutorial (`completed`, their record of it) and those who may edit the item.
 */
export const solutionShown = (plan: unknown, row: TContentRow, viewer: TViewer, completed: () => Promise<boolean>) => {
  if (!viewer) return false;
  if ((plan as { requiredComplete?: unknown } | null | undefined)?.requiredComplete !== true) return true;
  return mayEdit(viewer, row) || completed();
};
