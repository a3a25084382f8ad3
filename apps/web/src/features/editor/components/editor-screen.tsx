import type { TEditorType } from '@questline/domain/ids';
import { changedAssessmentIds } from '@questline/domain/rules/assessment-links';
import { detailUrl } from '@questline/domain/rules/urls';
import type { TImportWarning } from '@questline/domain/schemas/content-transfer';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import type { TEditState } from '../api/get-edit-item';
import { assessmentItemsOf } from '../forms/assessments-field';
import { useEditState } from '../hooks/use-edit-state';
import { useForceReload } from '../hooks/use-force-reload';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { usePublishFlow } from '../hooks/use-publish-flow';
import { usePublishHints } from '../hooks/use-publish-hints';
import { formOfTab, type TTabKey } from '../lib/editor-tabs';
import { takeImportWarnings } from '../lib/import-warnings';
import { ImportWarnings, TransferActions } from './content-transfer';
import { ForceReloadDialog } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { EditorTabPanels } from './editor-tab-panels';
import { PublishDialogs } from './publish-dialogs';
import type { TTabController } from './tab-form';

/**
 * The editor of a loaded item (§2.12–§2.14): its heading with Publish, one tab form at a time, the publish flow's
 * dialogs, and the force-reload dialog when the item was saved elsewhere.
 */
export const EditorScreen = (props: {
  type: TEditorType;
  id: string;
  tab: TTabKey;
  state: TEditState;
  onTabChange: (tab: TTabKey) => void;
}) => {
  const { type, id, tab, state } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controllerRef = useRef<TTabController | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [current, setCurrent] = useState<{ tab: TTabKey; values: FieldValues } | null>(null);
  const typeLabel = t(`types.${type}`);
  const title = state.item.title?.trim() || t('editor.untitled');
  usePageTitle(t('editor.pageTitle', { title }));

  const edit = useEditState(type, id, state);
  const reload = useForceReload({ type, id, state, latest: edit.latest });
  const flow = usePublishFlow({
    type,
    controllerRef,
    latest: edit.latest,
    adopt: edit.adopt,
    onConflict: reload.showConflict,
  });
  const hints = usePublishHints(type, state, current);
  useLeaveGuard(controllerRef);
  // An import replaces the draft: its answer becomes the state, and once it has reached the editor the forms start
  // over from it (as after a reload).
  const [imports, setImports] = useState(0);
  const [importWarnings, setImportWarnings] = useState<TImportWarning[]>(() => takeImportWarnings(state.item.id));
  const awaitingImport = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when a new item (state) arrives.
  useEffect(() => {
    if (!awaitingImport.current) return;
    awaitingImport.current = false;
    setImports((count) => count + 1);
  }, [state]);

  /**
   * Every type's learner page previews the draft (§2.2 preview=true), over the saved draft: the open tab's changes are
   * saved first, and a failed save keeps them here.
   */
  const preview = async () => {
    setPreviewing(true);
    const saved = (await controllerRef.current?.save()) ?? true;
    setPreviewing(false);
    if (!saved) return;
    const { item } = edit.latest();
    void navigate({ href: detailUrl([{ type, id: item.id, slug: item.slug }], { extra: { preview: 'true' } }) });
  };

  /** A tab's save answered the item; a pathway's assessments save then opens the version modal (§4.1). */
  const saved = (next: TEditState, savedTab: TTabKey) => {
    const before = assessmentItemsOf(edit.latest().item.assessmentItems);
    edit.adopt(next);
    if (type !== 'pathway' || formOfTab(type, savedTab) !== 'assessments') return;
    const changed = changedAssessmentIds(before, assessmentItemsOf(next.item.assessmentItems));
    if (changed.length) flow.openVersion(changed);
  };

  const changeTab = async (next: TTabKey) => {
    if (next === tab) return;
    // §2.12: leaving a tab runs that tab's save; a failed save keeps the author where the errors are.
    const saved = (await controllerRef.current?.save()) ?? true;
    if (saved) props.onTabChange(next);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <EditorHeader
        item={state.item}
        title={title}
        typeLabel={typeLabel}
        hints={hints}
        busy={flow.busy}
        onPublish={flow.start}
        onPreview={() => void preview()}
        previewing={previewing}
        actions={
          <TransferActions
            type={type}
            latest={edit.latest}
            onConflict={reload.showConflict}
            onImported={(imported) => {
              awaitingImport.current = true;
              edit.adopt(imported.state);
              setImportWarnings(imported.warnings);
            }}
          />
        }
      />
      <ImportWarnings warnings={importWarnings} onDismiss={() => setImportWarnings([])} />
      <EditorTabPanels
        type={type}
        tab={tab}
        state={state}
        loadVersion={reload.loadVersion + imports}
        controllerRef={controllerRef}
        onTabChange={(next) => void changeTab(next)}
        onSaved={saved}
        onConflict={reload.showConflict}
        onValues={setCurrent}
      />
      <PublishDialogs item={state.item} flow={flow} />
      <ForceReloadDialog isOpen={reload.conflict} loading={reload.reloading} onReload={() => void reload.reload()} />
    </div>
  );
};
