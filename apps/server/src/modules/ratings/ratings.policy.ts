import { learnModeratorAll } from '@questline/domain/roles';
import type { TViewer } from '../learn/learn.policy';

/** Learn moderators (§6 learnModeratorAll) hide and show reviews, as they do comments. */
export const isReviewModerator = (viewer: TViewer) => learnModeratorAll(viewer);
