import { lazy } from 'react';
import type { TTutorialStepParts } from '../../features/learn/components/tutorial-steps';
import { TutorialPage as LearnTutorialPage } from '../../features/learn/learn-detail-page';

/**
 * What a tutorial's steps show of the comments and submissions features. A step's comments load with the step, the
 * submission step's form and a `?submissionId=` link's submission when shown: never with the page's first load.
 */
const STEP_PARTS: TTutorialStepParts = {
  StepComments: lazy(() =>
    import('../../features/comments/components/step-comments').then((module) => ({ default: module.StepComments })),
  ),
  SubmissionStep: lazy(() =>
    import('../../features/submissions/components/submission-step').then((module) => ({
      default: module.SubmissionStep,
    })),
  ),
  LinkedSubmission: lazy(() =>
    import('../../features/submissions/components/linked-submission').then((module) => ({
      default: module.LinkedSubmission,
    })),
  ),
};

/**
 * `/tutorial/{slug}`: the learn feature's tutorial page with its steps' comments and submissions (§2.9), which the
 * shell joins because features do not import each other.
 */
export const TutorialPage = () => <LearnTutorialPage stepParts={STEP_PARTS} />;
