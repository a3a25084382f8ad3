import type { TEditorType } from '@questline/domain/ids';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createPath, editPath, openCreateFlow } from '../../../lib/create-flow';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { TEditItem } from '../api/get-edit-item';
import { displayMapOf } from '../forms/mission-display-map';
import type { TPublishFlow } from '../hooks/use-publish-flow';
import { PublishFlowDialog, TranslateConfirmDialog } from './editor-dialogs';

/**
 * The publish flow's dialogs (§4.2, §2.14), one at a time by its step: save first, a mission's new version (with what
 * changed), a translation's revision, and what next after the publish.
 */
export const PublishDialogs = (props: {
  type: TEditorType;
  item: TEditItem;
  typeLabel: string;
  flow: TPublishFlow;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type, flow } = props;
  const map = displayMapOf(props.item);
  const changedTitles = flow.changedIds.map((changed) => map[changed]?.title || changed);
  return (
    <>
      <ConfirmDialog
        isOpen={flow.step === 'saveRequired' || flow.step === 'saving'}
        theme="publish"
        title={t('editor.publish.saveRequiredTitle')}
        message={t('editor.publish.saveRequiredMessage')}
        loading={flow.step === 'saving'}
        onConfirm={() => void flow.saveThenPublish()}
        onCancel={flow.close}
      />
      <ConfirmDialog
        isOpen={flow.step === 'version'}
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
        onConfirm={flow.publishOrTranslate}
        onCancel={flow.close}
      />
      <TranslateConfirmDialog
        isOpen={flow.step === 'translate'}
        onConfirm={() => flow.publishTranslation(true)}
        onSkip={() => flow.publishTranslation(false)}
        onCancel={flow.close}
      />
      <PublishFlowDialog
        isOpen={flow.step === 'done'}
        typeLabel={props.typeLabel}
        onView={() => flow.publishedUrl && void navigate({ href: flow.publishedUrl })}
        onBackToEdit={() => {
          flow.close();
          void navigate({ href: editPath(type, props.item.id) });
        }}
        onDashboard={() => void navigate({ to: '/creator/dashboard' })}
        onCreateAnother={(withModifier) => {
          flow.close();
          // §2.14: create another skips the popup unless a modifier key is held.
          if (withModifier) openCreateFlow(type, (path) => void navigate({ href: path }));
          else void navigate({ href: createPath(type, true) });
        }}
        onCancel={flow.close}
      />
    </>
  );
};
