import { isSafeHref } from '@questline/domain/rules/urls';
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
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

/** A built-in lab's workspace, with its code editor: fetched only on a page whose step holds one. */
const LabWorkspace = lazy(() => import('../lab/lab-workspace').then((module) => ({ default: module.LabWorkspace })));

/** Whether a step is a built-in lab, which its passed checks complete (never the step's own "done" mark). */
const isBuiltInLab = (step: TLearnStep) => step.type === 'lab' && step.lab !== undefined;

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
/** Plain buttons (the step navigation's: react-aria's Button drops aria-keyshortcuts) draw the focus ring so. */
const focusRingClass =
  'outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const primaryButtonClass =
  'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 data-[pending]:opacity-70 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';

/** The keys that move to the previous and next tab (`[` and `]`), announced on the buttons that do the same. */
const PREVIOUS_KEY = '[';
const NEXT_KEY = ']';

/** Whether a key press belongs to what has focus: a text field, an editor, an open dialog. */
const keyBelongsToFocus = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="dialog"]') !== null);

type TStepsProps = {
  item: TLearnItem;
  data: TLearnExtends;
  extendsKey: QueryKey;
  signedIn: boolean;
  /** What the overview tab ('g') shows: the description, checkpoint and suggested solution. */
  overview: ReactNode;
  /** The page's header: the full one on the overview, a compact one (`onStep`) on a step. */
  header: (onStep: boolean) => ReactNode;
  parts: TTutorialStepParts;
};

/**
 * A tutorial's steps (§2.9, §3.4) as tabs beside the overview: the selected tab lives in the URL (`tab`, §2.2), each
 * step shows its body, lab link or submission type, and a signed-in learner marks it done ("Complete and continue"
 * records it and opens the next one). `[` and `]` move to the previous and next tab; on a phone the step comes before
 * the list of steps.
 */
export const TutorialSteps = ({ item, data, extendsKey, signedIn, overview, header, parts }: TStepsProps) => {
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

  const onStep = selected !== OVERVIEW_TAB;
  const order = [OVERVIEW_TAB, ...steps.map((step) => step.id)];
  // The step a button moved to takes the focus (its heading), so that a phone shows it from its top.
  const focusNext = useRef<string | null>(null);

  const go = (key: string) =>
    search.messageId
      ? updateSearch({ tab: key === OVERVIEW_TAB ? undefined : key, messageId: undefined })
      : selectTab(key);
  const moveTo = (key: string) => {
    focusNext.current = key;
    go(key);
  };

  useEffect(() => {
    if (focusNext.current !== selected) return;
    focusNext.current = null;
    document.getElementById(`step-${selected}`)?.focus();
  }, [selected]);

  // The tab a shortcut counts from: the one shown, or the one the last press went to before the page caught up.
  const shown = useRef(selected);
  useEffect(() => {
    shown.current = selected;
  }, [selected]);

  // The shortcuts follow the tabs and search of this render: the listener is set again on every render.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== PREVIOUS_KEY && event.key !== NEXT_KEY) return;
      if (keyBelongsToFocus(event.target)) return;
      const target = order[order.indexOf(shown.current) + (event.key === NEXT_KEY ? 1 : -1)];
      if (!target) return;
      event.preventDefault();
      shown.current = target;
      go(target);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const mark = (step: TLearnStep, completed: boolean, then?: () => void) =>
    record.mutate(
      { id: item.id, sectionId: step.id, completed },
      {
        onSuccess: () => then?.(),
        onError: (failure) => failure instanceof ApiError && failure.key === 'auth_required' && openLogin(),
      },
    );

  return (
    <>
      {header(onStep)}
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${onStep ? 'py-6 lg:py-10' : 'py-10'}`}>
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) => go(String(key))}
          orientation="vertical"
          className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]"
        >
          {/* On a phone a step comes first, its list after it; the overview keeps the list on top. */}
          <div className={`min-w-0 space-y-4 lg:sticky lg:top-20 ${onStep ? 'order-last lg:order-none' : ''}`}>
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
                    <span lang={item.language} className="block truncate">
                      {step.title}
                    </span>
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
              <p
                role="alert"
                className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {t(`errors.${error}`)}
              </p>
            )}
            <TabPanel id={OVERVIEW_TAB} className="outline-none">
              {overview}
              {firstOpen && (
                <Button
                  onPress={() => moveTo(firstOpen.id)}
                  className="mt-8 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
                >
                  {doneCount > 0 ? t('learn.steps.continue') : t('learn.steps.start')}
                </Button>
              )}
            </TabPanel>
            {steps.map((step, index) => {
              const next = steps[index + 1];
              const done = isDone(step);
              return (
                <TabPanel key={step.id} id={step.id} className="outline-none">
                  <StepPanel
                    step={step}
                    tutorialId={item.id}
                    extendsKey={extendsKey}
                    language={item.language}
                    number={index + 1}
                    done={done}
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
                  {!next && done && doneCount === steps.length && (
                    <div
                      role="status"
                      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm font-medium text-emerald-900"
                    >
                      <p className="flex items-center gap-2">
                        <CheckIcon className="h-5 w-5 shrink-0 text-emerald-700" />
                        {t('learn.steps.allDone')}
                      </p>
                      <Button onPress={() => moveTo(OVERVIEW_TAB)} className={navButtonClass}>
                        {t('learn.steps.backToOverview')}
                      </Button>
                    </div>
                  )}
                  <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
                    <button
                      type="button"
                      onClick={() => moveTo(steps[index - 1]?.id ?? OVERVIEW_TAB)}
                      aria-keyshortcuts={PREVIOUS_KEY}
                      className={`${navButtonClass} ${focusRingClass}`}
                    >
                      {index === 0 ? t('learn.steps.overview') : t('learn.steps.previous')}
                    </button>
                    <div className="flex flex-wrap gap-3">
                      {next && (
                        <button
                          type="button"
                          onClick={() => moveTo(next.id)}
                          aria-keyshortcuts={NEXT_KEY}
                          className={`${signedIn && !done && !isBuiltInLab(step) ? navButtonClass : primaryButtonClass} ${focusRingClass}`}
                        >
                          {t('learn.steps.next')}
                        </button>
                      )}
                      {signedIn && !done && !isBuiltInLab(step) && (
                        <Button
                          onPress={() => mark(step, true, next ? () => moveTo(next.id) : undefined)}
                          isPending={record.isPending}
                          className={primaryButtonClass}
                        >
                          {next ? t('learn.steps.completeAndContinue') : t('learn.steps.completeAndFinish')}
                        </Button>
                      )}
                      {signedIn && done && !next && firstOpen && !isDone(firstOpen) && (
                        <Button onPress={() => moveTo(firstOpen.id)} className={primaryButtonClass}>
                          {t('learn.steps.continue')}
                        </Button>
                      )}
                    </div>
                  </div>
                  <Suspense fallback={null}>
                    <StepComments
                      tutorialId={item.id}
                      sectionId={step.id}
                      messageId={step.id === linkedStep ? search.messageId : undefined}
                      parentIds={parentIds}
                    />
                  </Suspense>
                </TabPanel>
              );
            })}
          </div>
        </Tabs>
      </div>
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
  tutorialId: string;
  extendsKey: QueryKey;
  /** The tutorial's content language, which its steps are written in. */
  language: string;
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
        <h2
          id={`step-${step.id}`}
          lang={props.language}
          tabIndex={-1}
          className="mt-1 scroll-mt-20 text-2xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {step.title}
        </h2>
      </header>
      <RichTextView doc={step.body} lang={props.language} />
      {step.type === 'lab' && step.lab && (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('common.loading')}</p>}>
          <LabWorkspace
            id={props.tutorialId}
            sectionId={step.id}
            lab={step.lab}
            language={props.language}
            signedIn={props.signedIn}
            extendsKey={props.extendsKey}
          />
        </Suspense>
      )}
      {step.type === 'lab' && !step.lab && isSafeHref(step.labUrl) && (
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
      {isBuiltInLab(step) ? (
        // The lab's checks complete it; a visitor is asked to sign in by the workspace itself.
        props.signedIn && (
          <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-900 shadow-sm">
            {props.done && <CheckIcon className="h-5 w-5 shrink-0 text-emerald-700" />}
            {props.done ? t('learn.status.completed') : t('learn.lab.passToComplete')}
          </p>
        )
      ) : (
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
      )}
    </article>
  );
};
