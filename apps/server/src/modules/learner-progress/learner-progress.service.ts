import {
  LEARNER_PROGRESS_MAX_ROWS,
  LEARNER_PROGRESS_PAGE_SIZE,
  type TLearnerProgress,
  type ZLearnerProgressQuery,
} from '@questline/domain/schemas/learner-progress';
import type { TMe } from '@questline/domain/schemas/session';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { refuseUnlessEdlabMember } from '../edlab/edlab.policy';
import { groupOrNotFound, refuseUnlessOwner } from '../groups/groups.policy';
import { presentLearnerProgressRow } from './learner-progress.presenter';
import { learnerProgressPage, type TLearnerScope } from './learner-progress.repository';

type TQuery = z.output<typeof ZLearnerProgressQuery>;

/** A page of the table unless the caller asks for a download, which holds the whole export up to its cap. */
const readProgress = async (db: TDbOrTx, scope: TLearnerScope, query: TQuery): Promise<TLearnerProgress> => {
  const limit = query.limit ?? (query.format ? LEARNER_PROGRESS_MAX_ROWS : LEARNER_PROGRESS_PAGE_SIZE);
  const { rows, total } = await learnerProgressPage(db, {
    scope,
    filter: {
      type: query.type,
      status: query.status,
      learner: query.learner || undefined,
      since: query.since ? new Date(query.since) : undefined,
    },
    offset: query.offset,
    limit,
  });
  return { rows: rows.map(presentLearnerProgressRow), total, offset: query.offset, limit };
};

/** GET /api/groups/{groupId}/progress: the group's members' progress, for its owner (404 not_found, 403 forbidden). */
export const groupLearnerProgress = async (db: TDbOrTx, viewer: TMe, groupId: number, query: TQuery) => {
  const group = await groupOrNotFound(db, groupId);
  refuseUnlessOwner(group, viewer.id);
  return readProgress(db, { kind: 'group', groupId: group.id, ownerId: group.ownerId }, query);
};

/** GET /api/edlab/progress: the progress of those holding the member's seats (403 forbidden for non-members). */
export const edlabLearnerProgress = async (db: TDbOrTx, viewer: TMe, query: TQuery) => {
  refuseUnlessEdlabMember(viewer);
  return readProgress(db, { kind: 'edlab', ownerId: viewer.id }, query);
};
