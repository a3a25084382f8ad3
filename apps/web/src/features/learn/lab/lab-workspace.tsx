import { labVersionOf } from '@questline/domain/lab/definition';
import { labFrameUrlOf, type TLabFromFrame, type ZLabCheckRun } from '@questline/domain/lab/protocol';
import type { TLearnLab } from '@questline/domain/schemas/item';
import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { usePlayBaseUrl } from '../../../api/embeds';
import { failureKeyOf } from '../../../lib/error-key';
import { useLogin } from '../../../lib/use-login';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { labWorkQueryOptions, saveLabWork, type TLabStepRef, useVerifyLab } from '../api/lab-work';
import { LabEditor, type TLabEditorHandle } from './lab-editor';
import { useLabFrame } from './use-lab-frame';

type TCheckRun = z.infer<typeof ZLabCheckRun>;
type TFailure = { message: string; line?: number };
type TCheckState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; run: TCheckRun }
  | { status: 'timeout' | 'memory' };
type TLine = { id: number; level: 'log' | 'info' | 'warn' | 'error'; text: string };

/** The console keeps the latest lines only. */
const CONSOLE_LINES = 200;
/** How long typing pauses before the code is kept. */
const SAVE_DELAY_MS = 1000;

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
const primaryClass =
  'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
const headingClass = 'text-sm font-semibold text-slate-900';

const PassIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-emerald-700" fill="currentColor">
    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
);
const FailIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-red-700" fill="currentColor">
    <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
  </svg>
);
const OpenIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-slate-500" fill="currentColor">
    <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** Whether a check run passed every one of the lab's checks. */
const passedAll = (run: TCheckRun, checks: number) =>
  !run.codeError && run.results.length === checks && run.results.every((result) => result.passed);

type TProps = TLabStepRef & {
  lab: TLearnLab;
  /** The tutorial's content language, which the lab's hints and check messages are written in. */
  language: string;
  signedIn: boolean;
  /** The page's extends query, which a passed lab's records go into. */
  extendsKey: QueryKey;
};

/**
 * A built-in lab step's workspace: hints, the code editor (kept as the learner types, when signed in), the live
 * preview in the lab frame (play origin, sandboxed) with its console, and the checks. Checks run in the frame; when
 * all pass, the server runs them again and records the step complete (verify). Loaded lazily (tutorial-steps.tsx), so
 * CodeMirror is only fetched on a lab step's page.
 */
export const LabWorkspace = ({ lab, language, signedIn, extendsKey, ...step }: TProps) => {
  const { t, i18n } = useTranslation();
  const { openLogin } = useLogin();
  const work = useQuery({ ...labWorkQueryOptions(step), enabled: signedIn });
  const playBaseUrl = usePlayBaseUrl();
  const editor = useRef<TLabEditorHandle>(null);
  const noteId = useId();
  const consoleId = useId();
  const [ready, setReady] = useState(false);
  const [lines, setLines] = useState<TLine[]>([]);
  const lineId = useRef(0);
  const [check, setCheck] = useState<TCheckState>({ status: 'idle' });
  const runId = useRef(0);
  const checkedCode = useRef('');
  const [resetting, setResetting] = useState(false);
  const verify = useVerifyLab(extendsKey);
  const save = useMutation({ mutationFn: saveLabWork, scope: { id: `lab-work:${step.id}:${step.sectionId}` } });
  const [waiting, setWaiting] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef<string | null>(null);

  const initial = signedIn ? (work.data?.code ?? lab.starter) : lab.starter;
  const editorOpen = !signedIn || work.isSuccess;
  const currentCode = () => editor.current?.code() ?? initial;
  const texts = {
    lang: i18n.language.replace('_', '-'),
    // The frame puts the number of objects in place of {{count}}.
    preview: t('learn.lab.framePreview', { objects: '{{count}}' }),
    noWebgl: t('learn.lab.noWebgl'),
  };

  // A session that ended meanwhile asks to sign in again, as the step's own mark does.
  const askSignInOn = (failure: unknown) => {
    if (failure instanceof ApiError && failure.key === 'auth_required') openLogin();
  };
  const addLine = (level: TLine['level'], text: string) => {
    lineId.current += 1;
    const line = { id: lineId.current, level, text };
    setLines((previous) => [...previous, line].slice(-CONSOLE_LINES));
  };
  const failureText = (failure: TFailure) =>
    failure.line
      ? t('learn.lab.errorAt', { line: failure.line, message: failure.message })
      : t('learn.lab.errorMessage', { message: failure.message });

  const { frameRef, post } = useLabFrame((message: TLabFromFrame) => {
    if (message.kind === 'lab:ready') {
      // A frame that loads again says so again: it starts afresh with the code of now.
      if (ready) run();
      else setReady(true);
    } else if (message.kind === 'lab:log') {
      addLine(message.level, message.text);
    } else if (message.kind === 'lab:stopped') {
      if (message.reason === 'timeout') addLine('error', t('learn.lab.stoppedTimeout'));
      else if (message.reason === 'memory') addLine('error', t('learn.lab.stoppedMemory'));
      else if (message.error) addLine('error', failureText(message.error));
    } else if (message.runId === String(runId.current)) {
      if (message.outcome !== 'done') setCheck({ status: message.outcome });
      else if (message.run) {
        setCheck({ status: 'done', run: message.run });
        // The lab's version is in the tutorial's extends; the same fingerprint is made here when it is not.
        if (signedIn && passedAll(message.run, lab.checks.length))
          verify.mutate(
            { ...step, code: checkedCode.current, version: lab.version ?? labVersionOf(lab) },
            { onError: askSignInOn },
          );
      }
    }
  });

  const flush = () => {
    clearTimeout(saveTimer.current);
    setWaiting(false);
    const pending = unsaved.current;
    unsaved.current = null;
    if (pending !== null) save.mutate({ ...step, code: pending }, { onError: askSignInOn });
  };
  const onChange = (next: string) => {
    if (!signedIn) return;
    unsaved.current = next;
    setWaiting(true);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
  };
  // Leaving the step keeps what is still waiting to be saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only, with the step it was opened for.
  useEffect(
    () => () => {
      clearTimeout(saveTimer.current);
      if (unsaved.current !== null) saveLabWork({ ...step, code: unsaved.current }).catch(() => undefined);
    },
    [],
  );

  const run = () => post({ kind: 'lab:run', scene: lab.scene, code: currentCode(), texts });
  // The preview starts once both the frame listens and the learner's code is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run reads the code of now; these two decide when.
  useEffect(() => {
    if (ready && editorOpen) run();
  }, [ready, editorOpen]);
  const runChecks = () => {
    runId.current += 1;
    checkedCode.current = currentCode();
    verify.reset();
    setCheck({ status: 'running' });
    post({
      kind: 'lab:check',
      runId: String(runId.current),
      scene: lab.scene,
      code: checkedCode.current,
      checks: lab.checks.map((item) => item.code),
    });
  };

  const saveStatus = waiting || save.isPending ? t('learn.lab.saving') : save.isSuccess ? t('learn.lab.saved') : '';
  const saveError = save.isError && !waiting ? failureKeyOf(save.error) : null;
  const verifyError = verify.error
    ? t(
        `errors.${failureKeyOf(verify.error)}`,
        verify.error instanceof ApiError ? (verify.error.detail.params ?? {}) : {},
      )
    : null;

  const summary = (() => {
    if (check.status === 'running') return t('learn.lab.checking');
    if (check.status === 'timeout') return t('learn.lab.checksTimeout');
    if (check.status === 'memory') return t('learn.lab.checksMemory');
    if (check.status !== 'done') return '';
    if (!passedAll(check.run, lab.checks.length))
      return t('learn.lab.checksCount', {
        passed: check.run.results.filter((result) => result.passed).length,
        total: lab.checks.length,
      });
    if (!signedIn) return t('learn.lab.allPassed');
    if (verify.isSuccess) return t('learn.lab.complete');
    return verify.isPending ? t('learn.lab.completing') : t('learn.lab.allPassed');
  })();

  const editorPart = () => {
    if (signedIn && work.isPending) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
    if (signedIn && work.isError)
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{t(`errors.${failureKeyOf(work.error)}`)}</p>
          <Button onPress={() => work.refetch()} className={`${buttonClass} mt-3`}>
            {t('learn.retry')}
          </Button>
        </div>
      );
    return (
      <LabEditor
        ref={editor}
        initial={initial}
        label={t('learn.lab.editorLabel')}
        describedBy={noteId}
        onChange={onChange}
      />
    );
  };

  return (
    <section aria-label={t('learn.steps.types.lab')} className="space-y-5">
      {lab.hints.length > 0 && (
        <div className="space-y-2">
          <h3 className={headingClass}>{t('learn.lab.hints')}</h3>
          <div className="space-y-2">
            {lab.hints.map((hint, index) => (
              <details
                // biome-ignore lint/suspicious/noArrayIndexKey: hints are fixed text in a fixed order.
                key={index}
                className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm text-slate-800 shadow-sm"
              >
                <summary className="cursor-pointer font-medium text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  {t('learn.lab.hint', { number: index + 1 })}
                </summary>
                <p lang={language} className="mt-2 whitespace-pre-wrap">
                  {hint}
                </p>
              </details>
            ))}
          </div>
        </div>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <div className="min-w-0 space-y-2">
          <h3 className={headingClass}>{t('learn.lab.editorLabel')}</h3>
          {editorPart()}
          <p id={noteId} className="text-xs text-slate-600">
            {t('learn.lab.editorKeys')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button onPress={run} isDisabled={!ready || !editorOpen} className={buttonClass}>
              {t('learn.lab.run')}
            </Button>
            <Button onPress={runChecks} isDisabled={!ready || !editorOpen} className={primaryClass}>
              {t('learn.lab.check')}
            </Button>
            <Button onPress={() => setResetting(true)} isDisabled={!editorOpen} className={buttonClass}>
              {t('learn.lab.reset')}
            </Button>
            {signedIn && (
              <span role="status" aria-live="polite" className="text-xs text-slate-600">
                {saveStatus}
              </span>
            )}
          </div>
          {saveError && (
            <p role="alert" className="text-sm text-red-700">
              {t(`errors.${saveError}`)}
            </p>
          )}
        </div>

        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-4">
          <h3 className={`${headingClass} lg:col-span-2`}>{t('learn.lab.preview')}</h3>
          <div className="aspect-video w-full overflow-hidden rounded-xl border border-slate-300 bg-slate-100">
            {playBaseUrl && (
              <iframe
                ref={frameRef}
                src={labFrameUrlOf(playBaseUrl)}
                sandbox="allow-scripts"
                title={t('learn.lab.preview')}
                className="h-full w-full"
              />
            )}
          </div>
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
              <h4 id={consoleId} className={headingClass}>
                {t('learn.lab.console')}
              </h4>
              <Button
                onPress={() => setLines([])}
                isDisabled={lines.length === 0}
                className={`${buttonClass} px-3 py-1 text-xs`}
              >
                {t('learn.lab.clear')}
              </Button>
            </div>
            <div
              role="log"
              aria-live="polite"
              aria-labelledby={consoleId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to scroll by keyboard
              tabIndex={0}
              className="max-h-48 min-h-16 overflow-auto px-3 lg:max-h-56 py-2 font-mono text-xs outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {lines.length === 0 && <p className="font-sans text-slate-600">{t('learn.lab.consoleEmpty')}</p>}
              {lines.map((line) => (
                <p
                  key={line.id}
                  className={`whitespace-pre-wrap break-words ${
                    line.level === 'error'
                      ? 'text-red-700'
                      : line.level === 'warn'
                        ? 'text-amber-800'
                        : 'text-slate-800'
                  }`}
                >
                  {(line.level === 'error' || line.level === 'warn') && (
                    <span className="font-semibold">{t(`learn.lab.${line.level}`)}: </span>
                  )}
                  {line.text}
                </p>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className={headingClass}>{t('learn.lab.checks')}</h3>
        <ul className="space-y-2">
          {lab.checks.map((item, index) => {
            const result = check.status === 'done' ? check.run.results[index] : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: checks are fixed in a fixed order.
              <li key={index} className="flex items-start gap-2 text-sm">
                {result ? result.passed ? <PassIcon /> : <FailIcon /> : <OpenIcon />}
                <div className="min-w-0">
                  <p lang={language} className="text-slate-900">
                    {item.message}
                  </p>
                  <p className={result ? (result.passed ? 'text-emerald-800' : 'text-red-700') : 'text-slate-600'}>
                    {result ? (result.passed ? t('learn.lab.passed') : t('learn.lab.failed')) : t('learn.lab.notRun')}
                    {result?.error && ` · ${failureText(result.error)}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        {check.status === 'done' && check.run.codeError && (
          <p className="text-sm text-red-700">{failureText(check.run.codeError)}</p>
        )}
        <p role="status" className="text-sm font-medium text-slate-900">
          {summary}
        </p>
        {verifyError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {verifyError}
          </p>
        )}
        {!signedIn && (
          <Button onPress={() => openLogin()} className={primaryClass}>
            {t('learn.lab.signIn')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        isOpen={resetting}
        theme="default"
        title={t('learn.lab.resetTitle')}
        message={t('learn.lab.resetMessage')}
        confirmLabel={t('learn.lab.reset')}
        onConfirm={() => {
          editor.current?.replace(lab.starter);
          setResetting(false);
        }}
        onCancel={() => setResetting(false)}
      />
    </section>
  );
};
