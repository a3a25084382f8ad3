import { ClientOnly } from '@tanstack/react-router';
import { type ComponentProps, type ComponentType, lazy } from 'react';
import type { TTutorialStepParts } from '../../features/learn/components/tutorial-steps';
import { TutorialPage as LearnTutorialPage } from '../../features/learn/learn-detail-page';

/**
 * A part the browser renders alone, after the page has hydrated: learners' comments and submissions, and their
 * forms, which would otherwise show in the server's markup before their code could take a post (a press would send
 * the form as a plain page request).
 */
const inBrowser =
  <P extends object>(Part: ComponentType<P>) =>
  (props: ComponentProps<ComponentType<P>>) => (
    <ClientOnly>
      <Part {...props} />
    </ClientOnly>
  );

/**
 * What a tutorial's steps show of the comments and submissions features. A step's comments load with the step, the
 * submission step's form and a `?submissionId=` link's submission when shown: never with the page's first load.
 */
const STEP_PARTS: TTutorialStepParts = {
  StepComments: inBrowser(
    lazy(() =>
      import('../../features/comments/components/step-comments').then((module) => ({ default: module.StepComments })),
    ),
  ),
  SubmissionStep: inBrowser(
    lazy(() =>
      import('../../features/submissions/components/submission-step').then((module) => ({
        default: module.SubmissionStep,
      })),
    ),
  ),
  LinkedSubmission: inBrowser(
    lazy(() =>
      import('../../features/submissions/components/linked-submission').then((module) => ({
        default: module.LinkedSubmission,
      })),
    ),
  ),
};

/**
 * `/tutorial/{slug}`: the learn feature's tutorial page with its steps' comments and submissions (§2.9), which the
 * shell joins because features do not import each other.
 */
export const TutorialPage = () => <LearnTutorialPage stepParts={STEP_PARTS} />;
