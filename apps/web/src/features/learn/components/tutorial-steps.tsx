import { isSafeHref } from '@questline/domain/rules/urls';
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Button, Checkbox, ProgressBar, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useLogin } from '../../../lib/use-login';
import { LearnDialog } from '../../../ui/learn-dialog';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { useRecordStep } from '../api/record-step';
import { useLearnSearch, useLearnTab, useUpdateLearnSearch } from '../hooks/use-learn-search';
import { OVERVIEW_TAB } from '../learn-search';
import type { TLearnExtends, TLearnItem, TLearnStep } from '../learn-types';

/**
 * What a tutorial's steps show of other features: the comments' section under every step, the submissions' form on the
 * submission step and a `?submissionId=` link's submission. The route composes them in (app/routes/tutorial-page.tsx).
 */
export type TTutorialStepParts = {
  StepComments: ComponentType<{
    tutorialId: string;
    sectionId: string;
    messageId?: string;
    parentIds: { projectId?: string; courseId?: string; missionId?: string; pathwayId?: string };
  }>;
  SubmissionStep: ComponentType<{
    tutorialId: string;
    sectionId: string;
    submissionType: string;
    signedIn: boolean;
    pathwayId?: string;
  }>;
  LinkedSubmission: ComponentType<{ id: string }>;
};

const CheckIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
);

const tabClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none transition hover:bg-slate-100 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';
const navButtonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

type TStepsProps = {
  item: TLearnItem;
  data: TLearnExtends;
  extendsKey: QueryKey;
  signedIn: boolean;
  /** What the overview tab ('g') shows: the description, checkpoint and suggested solution. */
  overview: ReactNode;
  parts: TTutorialStepParts;
};

/**
 * A tutorial's steps (§2.9, §3.4) as tabs beside the overview: the selected tab lives in the URL (`tab`, §2.2), each
 * step shows its body, lab link or submission type, and a signed-in learner marks it done.
 */
export const TutorialSteps = ({ item, data, extendsKey, signedIn, overview, parts }: TStepsProps) => {
  const { StepComments, SubmissionStep, LinkedSubmission } = parts;
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const [tab, selectTab] = useLearnTab();
  const search = useLearnSearch();
  const updateSearch = useUpdateLearnSearch();
  const hash = useLocation({ select: (location) => location.hash });
  const record = useRecordStep(extendsKey);
  const steps = item.sections ?? [];
  const stepRecords = data.recordMap[item.id]?.steps ?? {};
  const isDone = (step: TLearnStep) => stepRecords[step.id]?.completed === true;
  const doneCount = steps.filter(isDone).length;
  const firstOpen = steps.find((step) => !isDone(step)) ?? steps[0];
  // A direct comment link (§2.2 `?messageId={id}#{sectionId}`) opens the step its hash names.
  const linkedStep = search.messageId && steps.some((step) => step.id === hash) ? hash : undefined;
  const selected = steps.some((step) => step.id === tab) ? tab : (linkedStep ?? OVERVIEW_TAB);
  const parentIds = {
    projectId: search.projectId,
    courseId: search.courseId,
    missionId: search.missionId,
    pathwayId: search.pathwayId,
  };
  const error = record.error instanceof ApiError ? record.error.key : record.error ? 'internal_error' : null;

  const mark = (step: TLearnStep, completed: boolean) =>
    record.mutate(
      { id: item.id, sectionId: step.id, completed },
      { onError: (failure) => failure instanceof ApiError && failure.key === 'auth_required' && openLogin() },
    );

  return (
    <>
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) =>
          search.messageId
            ? updateSearch({ tab: String(key) === OVERVIEW_TAB ? undefined : String(key), messageId: undefined })
            : selectTab(String(key))
        }
        orientation="vertical"
        className="grid items-start gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]"
      >
        <div className="space-y-4 lg:sticky lg:top-20">
          {signedIn ? (
            <ProgressBar
              aria-label={t('learn.steps.yourProgress')}
              value={steps.length ? (doneCount / steps.length) * 100 : 0}
              valueLabel={t('learn.steps.progress', { done: doneCount, total: steps.length })}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              {({ percentage, valueText }) => (
                <>
                  <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {t('learn.steps.yourProgress')}
                  </span>
                  <p className="mt-1 text-sm font-medium text-slate-900">{valueText}</p>
                  <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
                    <div
                      className="h-full rounded-full bg-emerald-600 transition-all"
                      style={{ width: `${percentage}%` }}
                    />
                  </div>
                </>
              )}
            </ProgressBar>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
              <p>{t('learn.steps.signInToTrack')}</p>
              <Button onPress={() => openLogin()} className={`${navButtonClass} mt-3`}>
                {t('learn.signIn')}
              </Button>
            </div>
          )}
          <TabList
            aria-label={t('learn.steps.title')}
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-sm"
          >
            <Tab id={OVERVIEW_TAB} className={tabClass}>
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                  <path d="M3 4h14v2H3zm0 5h14v2H3zm0 5h9v2H3z" />
                </svg>
              </span>
              {t('learn.steps.overview')}
            </Tab>
            {steps.map((step, index) => (
              <Tab key={step.id} id={step.id} className={tabClass}>
                <span
                  aria-hidden="true"
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                    isDone(step) ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {isDone(step) ? <CheckIcon /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{step.title}</span>
                  {step.type !== 'text' && (
                    <span className="block text-xs font-normal text-slate-600">
                      {t(`learn.steps.types.${step.type}`)}
                    </span>
                  )}
                </span>
                {isDone(step) && <span className="sr-only">{t('learn.status.completed')}</span>}
              </Tab>
            ))}
          </TabList>
        </div>

        <div className="min-w-0">
          {error && (
            <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(`errors.${error}`)}
            </p>
          )}
          <TabPanel id={OVERVIEW_TAB} className="outline-none">
            {overview}
            {firstOpen && (
              <Button
                onPress={() => selectTab(firstOpen.id)}
                className="mt-8 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {doneCount > 0 ? t('learn.steps.continue') : t('learn.steps.start')}
              </Button>
            )}
          </TabPanel>
          {steps.map((step, index) => (
            <TabPanel key={step.id} id={step.id} className="outline-none">
              <StepPanel
                step={step}
                number={index + 1}
                done={isDone(step)}
                signedIn={signedIn}
                onMark={(completed) => mark(step, completed)}
              />
              {step.type === 'submission' && step.submissionType && (
                <Suspense fallback={null}>
                  <div className="mt-6">
                    <SubmissionStep
                      tutorialId={item.id}
                      sectionId={step.id}
                      submissionType={step.submissionType}
                      signedIn={signedIn}
                      pathwayId={search.pathwayId}
                    />
                  </div>
                </Suspense>
              )}
              <Suspense fallback={null}>
                <StepComments
                  tutorialId={item.id}
                  sectionId={step.id}
                  messageId={step.id === linkedStep ? search.messageId : undefined}
                  parentIds={parentIds}
                />
              </Suspense>
              <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
                <Button onPress={() => selectTab(steps[index - 1]?.id ?? OVERVIEW_TAB)} className={navButtonClass}>
                  {index === 0 ? t('learn.steps.overview') : t('learn.steps.previous')}
                </Button>
                {steps[index + 1] && (
                  <Button
                    onPress={() => selectTab((steps[index + 1] as TLearnStep).id)}
                    className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
                  >
                    {t('learn.steps.next')}
                  </Button>
                )}
              </div>
            </TabPanel>
          ))}
        </div>
      </Tabs>
      {search.submissionId && (
        <LearnDialog
          isOpen
          onClose={() => updateSearch({ submissionId: undefined })}
          title={t('learn.steps.linkedSubmission')}
        >
          <Suspense fallback={<p className="text-slate-600">{t('common.loading')}</p>}>
            <LinkedSubmission id={search.submissionId} />
          </Suspense>
        </LearnDialog>
      )}
    </>
  );
};

const StepPanel = (props: {
  step: TLearnStep;
  number: number;
  done: boolean;
  signedIn: boolean;
  onMark: (completed: boolean) => void;
}) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const { step } = props;
  return (
    <article aria-labelledby={`step-${step.id}`} className="space-y-5">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t('learn.steps.stepNumber', { number: props.number })}
          {step.type !== 'text' && ` · ${t(`learn.steps.types.${step.type}`)}`}
          {step.optionType === 'optional' && ` · ${t('learn.steps.optional')}`}
        </p>
        <h2 id={`step-${step.id}`} className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          {step.title}
        </h2>
      </header>
      <RichTextView doc={step.body} />
      {step.type === 'lab' && isSafeHref(step.labUrl) && (
        <p>
          <a
            href={step.labUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('learn.steps.openLab')}
            <span className="sr-only"> ({t('learn.opensInNewTab')})</span>
          </a>
        </p>
      )}
      {step.type === 'submission' && step.submissionType && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          {t('learn.steps.submissionType', {
            type: t(`learn.submissionTypes.${step.submissionType}`, { defaultValue: step.submissionType }),
          })}
        </p>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {props.signedIn ? (
          <Checkbox
            isSelected={props.done}
            onChange={props.onMark}
            className="group flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex h-6 w-6 items-center justify-center rounded-md border-2 border-slate-400 text-white group-data-[selected]:border-emerald-600 group-data-[selected]:bg-emerald-600 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600"
            >
              {props.done && <CheckIcon />}
            </span>
            {t('learn.steps.markComplete')}
          </Checkbox>
        ) : (
          <Button onPress={() => openLogin()} className="text-sm font-semibold text-brand-700 underline">
            {t('learn.steps.signInToComplete')}
          </Button>
        )}
      </div>
    </article>
  );
};
