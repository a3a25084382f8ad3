import { AppError } from '@questline/domain/errors';
import { isAdmin, learnModeratorAll } from '@questline/domain/roles';
import type { TViewer } from '../learn/learn.policy';
import type { TSubmissionRow } from './submissions.repository';

/** Whether the viewer may see a submission: public ones anyone; private ones their author, moderators and admins. */
export const maySeeSubmission = (viewer: TViewer, row: TSubmissionRow) =>
  !row.isPrivate || viewer?.id === row.authorId || learnModeratorAll(viewer) || isAdmin(viewer);

/** §6: a private submission read by anyone else answers 403 submission_detail_AuthorizationError. */
export const refuseUnlessVisible = (viewer: TViewer, row: TSubmissionRow) => {
  if (!maySeeSubmission(viewer, row)) throw new AppError('submission_detail_AuthorizationError');
};
