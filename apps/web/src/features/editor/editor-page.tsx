import type { TEditorType } from '@questline/domain/ids';
import { isAdmin, learnCreatorAll } from '@questline/domain/roles';
import { validate } from '@questline/domain/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { createPath, editPath, openCreateFlow } from '../../../lib/create-flow';
import { ConfirmDialog, Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/use-page-title';
import { EditorApiError } from '../api/editor-request';
import { revisionOfEtag } from '../api/follow-item-changes';
import { editItemQueryKey, editItemQueryOptions, type TEditState } from '../api/get-edit-item';
import { publishItem } from '../api/publish-item';
import { validateMission } from '../api/validate-mission';
import { displayMapOf } from '../forms/mission-display-map';
import { missionInternalOnlyProblems } from '../forms/mission-recommendations-form';
import { useUpdatedElsewhere } from '../hooks/use-updated-elsewhere';
import { EDITOR_TABS, type TTabKey } from '../lib/editor-tabs';
import { publishProblemsText, refusalText } from '../lib/field-errors';
import { formSchema } from '../lib/form-schemas';
import { ForceReloadDialog, PublishFlowDialog, TranslateConfirmDialog } from './editor-dialogs';
import { EditorNotice, NoAccessNotice, SignInNotice } from './editor-notice';
import { primaryButtonClass } from './form-fields';
import { tabDefinition } from './tab-definitions';
import { TabForm, type TTabController } from './tab-form';

/**
 * Where a published item leads straight away, without the publish-flow dialog (§4.2): a live session to the creator
 * dashboard, a skill or competency to the learner architecture.
 */
const PUBLISHED_PATHS: Partial<Record<TEditorType, string>> = {
  liveSession: '/creator/dashboard',
  skill: '/creator/dashboard/architecture',
  competency: '/creator/dashboard/architecture',
};

type TPublishStep = 'idle' | 'saveRequired' | 'saving' | 'validating' | 'version' | 'translate' | 'publishing' | 'done';

const tabClass =
  'cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

/** The body of every form of the type for a publish (§7.3): each form's publish output over the saved draft. */
const publishBody = (type: TEditorType, state: TEditState) =>
  Object.assign(
    {},
    ...EDITOR_TABS[type].map((key) => {
      const definition = tabDefinition(type, key);
      const parsed = validate(formSchema('publish', type, definition.form), definition.defaults(state.item));
      return parsed.ok ? parsed.data : {};
    }),
  ) as Record<string, unknown>;

/** Why a mission's Publish is disabled by internal-only content (§5): each set's message when known, else in general. */
const internalOnlyHints = (t: TFunction, item: TEditState['item']) => {
  const messages = missionInternalOnlyProblems(item).map((problem) => t(`errors.${problem.key}`, problem.params));
  return messages.length > 0 ? messages : [t('editorForms.mission.publish.internalOnlyDisabled')];
};

const EditorScreen = (props: {
  type: TEditorType;
  id: string;
  tab: TTabKey;
  state: TEditState;
  onTabChange: (tab: TTabKey) => void;
}) => {
  const { type, id, tab, state } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const controllerRef = useRef<TTabController | null>(null);
  const [current, setCurrent] = useState<{ tab: TTabKey; values: FieldValues } | null>(null);
  const [loadVersion, setLoadVersion] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [step, setStep] = useState<TPublishStep>('idle');
  const [publishedUrl, setPublishedUrl] = useState<string | null>(null);
  const [changedIds, setChangedIds] = useState<string[]>([]);
  const tabs = EDITOR_TABS[type];
  const typeLabel = t(`types.${type}`);
  const title = state.item.title?.trim() || t('editor.untitled');
  usePageTitle(t('editor.pageTitle', { title }));

  const key = editItemQueryKey(type, id);
  const latestState = () => queryClient.getQueryData<TEditState>(key) ?? state;
  const setState = (next: TEditState) => queryClient.setQueryData(key, next);
  // Another save of this item, wherever it was made, opens the force-reload dialog at once (DESIGN §9).
  useUpdatedElsewhere({
    type,
    itemId: state.item.id,
    loadedRevision: () => revisionOfEtag(latestState().etag),
    onUpdatedElsewhere: () => setConflict(true),
  });

  // Checking every form's publish rules on each keystroke would slow typing in long tutorials: React runs this with
  // the deferred values, after the keystroke has painted.
  const deferred = useDeferredValue(current);
  /** §4.2: Publish is enabled only when every form of the type passes its publish rules. */
  const problems = useMemo(
    () =>
      tabs.flatMap((tabKey) => {
        const definition = tabDefinition(type, tabKey);
        const values = deferred?.tab === tabKey ? deferred.values : definition.defaults(state.item);
        const parsed = validate(formSchema('publish', type, definition.form), values);
        return parsed.ok ? [] : parsed.errors;
      }),
    [tabs, type, deferred, state.item],
  );

  const changeTab = async (next: TTabKey) => {
    if (next === tab) return;
    // §2.12: leaving a tab runs that tab's save; a failed save keeps the author where the errors are.
    const saved = (await controllerRef.current?.save()) ?? true;
    if (saved) props.onTabChange(next);
  };

  // §2.12: leaving the editor (a link, Back or Forward) leaves the tab too, so it runs the tab's save first and
  // stays where the errors are when that save fails.
  const saveBeforeLeaving = useCallback(async () => {
    const controller = controllerRef.current;
    if (!controller?.isChanged()) return false;
    return !(await controller.save());
  }, []);
  useBlocker({ shouldBlockFn: saveBeforeLeaving, enableBeforeUnload: false });
  // Closing or reloading the page cannot wait for a save: the browser asks, and only while changes are unsaved.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!controllerRef.current?.isChanged()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // The forms start over from the reloaded item once it has reached this component, not before.
  const awaitingReload = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when a new item (state) arrives.
  useEffect(() => {
    if (!awaitingReload.current) return;
    awaitingReload.current = false;
    setLoadVersion((version) => version + 1);
    setConflict(false);
    setReloading(false);
  }, [state]);

  const reload = async () => {
    setReloading(true);
    try {
      const before = latestState();
      awaitingReload.current = true;
      const fresh = await queryClient.fetchQuery({ ...editItemQueryOptions(type, id), staleTime: 0 });
      // Nothing changed after all (the cache kept the same object): start over from it now.
      if (fresh === before) {
        awaitingReload.current = false;
        setLoadVersion((version) => version + 1);
        setConflict(false);
        setReloading(false);
      }
    } catch (error) {
      awaitingReload.current = false;
      setReloading(false);
      toast(t(`errors.${error instanceof EditorApiError ? error.key : 'internal_error'}`), { tone: 'error' });
    }
  };

  const publish = async (revision: number | undefined) => {
    setStep('publishing');
    const saved = latestState();
    const body = publishBody(type, saved);
    if (revision !== undefined) body.revision = revision;
    try {
      const result = await publishItem({ type, id: saved.item.id, body, etag: saved.etag });
      setState({ item: result.item, etag: result.etag });
      const next = PUBLISHED_PATHS[type];
      if (next) {
        setStep('idle');
        return void navigate({ href: next });
      }
      setPublishedUrl(result.url);
      setStep('done');
    } catch (error) {
      setStep('idle');
      if (!(error instanceof EditorApiError)) throw error;
      if (error.status === 412) return setConflict(true);
      controllerRef.current?.showErrors(error.fields);
      toast(refusalText(t, error), { tone: 'error' });
    }
  };

  /** A translation asks whether it follows its source's latest revision (§2.14, §4.2). */
  const publishOrTranslate = () => {
    if (latestState().item.source) setStep('translate');
    else void publish(undefined);
  };

  /**
   * The mission publish sequence (§4.2): validate first; a publish that would change what learners follow (the
   * assessments, the sets' contents, the default set) asks in the version modal before it makes a new version.
   */
  const validateThenPublish = async () => {
    setStep('validating');
    const saved = latestState();
    try {
      const validation = await validateMission({
        id: saved.item.id,
        body: publishBody(type, saved),
        etag: saved.etag,
      });
      if (!validation.isChangeVersion) return publishOrTranslate();
      setChangedIds(validation.changedIds);
      setStep('version');
    } catch (error) {
      setStep('idle');
      if (!(error instanceof EditorApiError)) throw error;
      if (error.status === 412) return setConflict(true);
      controllerRef.current?.showErrors(error.fields);
      toast(refusalText(t, error), { tone: 'error' });
    }
  };

  /** After the save: a mission validates first; the others go on to publish. */
  const continuePublish = () => {
    if (type === 'mission') void validateThenPublish();
    else publishOrTranslate();
  };

  const startPublish = () => {
    if (controllerRef.current?.isChanged()) setStep('saveRequired');
    else continuePublish();
  };

  const saveThenPublish = async () => {
    setStep('saving');
    const saved = (await controllerRef.current?.save()) ?? true;
    if (saved) continuePublish();
    else setStep('idle');
  };

  const busy = step !== 'idle' && step !== 'done' && step !== 'version';
  const hintId = `${id}-publish-hint`;
  // §4.2: a public mission whose sets hold internal-only content cannot be published (the server says which).
  const internalOnlyBlocked = type === 'mission' && state.item.isPublishDisabled === true;
  const publishHints = [
    ...(problems.length > 0 ? [publishProblemsText(t, problems)] : []),
    ...(internalOnlyBlocked ? internalOnlyHints(t, state.item) : []),
  ];
  const changedTitles = (() => {
    const map = displayMapOf(state.item);
    return changedIds.map((changed) => map[changed]?.title || changed);
  })();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link to="/creator/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
            {t('editor.backToDashboard')}
          </Link>
          <h1 className="mt-2 truncate text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">{typeLabel}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 font-medium ${
                state.item.status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
              }`}
            >
              {t(`editor.status.${state.item.status}`)}
            </span>
            <span>{state.item.id}</span>
          </p>
        </div>
        <div className="flex max-w-sm flex-col items-end gap-1">
          <Button
            onPress={startPublish}
            isDisabled={publishHints.length > 0}
            isPending={busy}
            aria-describedby={publishHints.length > 0 ? hintId : undefined}
            className={primaryButtonClass}
          >
            {busy && <Spinner />}
            {t('editor.publish.button')}
          </Button>
          {publishHints.length > 0 && (
            <p id={hintId} className="text-right text-xs text-slate-500">
              {publishHints.join(' ')}
            </p>
          )}
        </div>
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(next) => void changeTab(next as TTabKey)} className="mt-6">
        <TabList aria-label={t('editor.tabsLabel')} className="flex gap-1 border-b border-slate-200">
          {tabs.map((tabKey) => (
            <Tab key={tabKey} id={tabKey} className={tabClass}>
              {t(`editor.tabs.${tabDefinition(type, tabKey).form}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tabKey) => (
          <TabPanel key={tabKey} id={tabKey} className="pt-6 outline-none">
            {tabKey === tab && (
              <TabForm
                key={`${tabKey}-${loadVersion}`}
                type={type}
                tab={tabKey}
                state={state}
                controllerRef={controllerRef}
                onSaved={setState}
                onConflict={() => setConflict(true)}
                onValues={(values) => setCurrent({ tab: tabKey, values })}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>

      <ConfirmDialog
        isOpen={step === 'saveRequired' || step === 'saving'}
        theme="publish"
        title={t('editor.publish.saveRequiredTitle')}
        message={t('editor.publish.saveRequiredMessage')}
        loading={step === 'saving'}
        onConfirm={() => void saveThenPublish()}
        onCancel={() => setStep('idle')}
      />
      <ConfirmDialog
        isOpen={step === 'version'}
        theme="publish"
        title={t('editorForms.mission.publish.versionTitle')}
        message={
          <>
            {t('editorForms.mission.publish.versionMessage')}
            {changedTitles.length > 0 && (
              <span className="mt-2 block">
                {t('editorForms.mission.publish.changed', { items: changedTitles.join(', ') })}
              </span>
            )}
          </>
        }
        confirmLabel={t('editorForms.mission.publish.publishNewVersion')}
        cancelLabel={t('common.dialog.cancel')}
        onConfirm={publishOrTranslate}
        onCancel={() => setStep('idle')}
      />
      <TranslateConfirmDialog
        isOpen={step === 'translate'}
        onConfirm={() => void publish(latestState().item.source?.latestRevision)}
        onSkip={() => void publish(undefined)}
        onCancel={() => setStep('idle')}
      />
      <PublishFlowDialog
        isOpen={step === 'done'}
        typeLabel={typeLabel}
        onView={() => publishedUrl && void navigate({ href: publishedUrl })}
        onBackToEdit={() => {
          setStep('idle');
          void navigate({ href: editPath(type, state.item.id) });
        }}
        onDashboard={() => void navigate({ to: '/creator/dashboard' })}
        onCreateAnother={(withModifier) => {
          setStep('idle');
          // §2.14: create another skips the popup unless a modifier key is held.
          if (withModifier) openCreateFlow(type, (path) => void navigate({ href: path }));
          else void navigate({ href: createPath(type, true) });
        }}
        onCancel={() => setStep('idle')}
      />
      <ForceReloadDialog isOpen={conflict} loading={reloading} onReload={() => void reload()} />
    </div>
  );
};

/**
 * The editor of a tutorial, project, course or quiz (§2.12–§2.14): the item read for editing with its ETag, one tab form
 * at a time, the publish flow. Anonymous visitors are asked to sign in; learners are told they have no access.
 */
export const EditorPage = (props: {
  type: TEditorType;
  id: string;
  tab: TTabKey;
  onTabChange: (tab: TTabKey) => void;
}) => {
  const { t } = useTranslation();
  const me = useMe();
  // The server decides per item (§6); this only spares learners a call that can only answer 403.
  const mayAuthor = Boolean(me && (learnCreatorAll(me) || isAdmin(me)));
  const query = useQuery({ ...editItemQueryOptions(props.type, props.id), enabled: mayAuthor });

  if (me === undefined) return <EditorNotice title={t('common.loading')} />;
  if (me === null) return <SignInNotice />;
  if (!mayAuthor) return <NoAccessNotice />;
  if (query.isPending) return <EditorNotice title={t('common.loading')} />;
  if (query.isError) {
    const key = query.error instanceof EditorApiError ? query.error.key : 'internal_error';
    if (key === 'auth_required') return <SignInNotice />;
    if (key === 'forbidden') return <NoAccessNotice />;
    return (
      <EditorNotice title={t(key === 'not_found' ? 'notFound.title' : 'editor.loadFailed')} body={t(`errors.${key}`)} />
    );
  }
  return <EditorScreen {...props} state={query.data} />;
};
