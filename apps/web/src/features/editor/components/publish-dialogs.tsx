import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { TEditItem } from '../api/get-edit-item';
import { displayMapOf } from '../forms/mission-display-map';
import type { TPublishFlow } from '../hooks/use-publish-flow';
import { TranslateConfirmDialog } from './editor-dialogs';

/**
 * The publish flow's dialogs (§4.2, §2.14), one at a time by its step: save first, a mission's new version (with what
 * changed) and a translation's revision. What next after the publish is asked on the detail page it lands on.
 */
export const PublishDialogs = (props: { item: TEditItem; flow: TPublishFlow }) => {
  const { t } = useTranslation();
  const { flow } = props;
  const map = displayMapOf(props.item);
  const changedTitles = flow.changedIds.map((changed) => map[changed]?.title || changed);
  // The version modal: a mission's at publish (§4.2), a pathway's after its assessments are saved (§4.1), where
  // publishing goes through the whole flow (other tabs may hold unsaved changes by then).
  const isPathway = props.item.type === 'pathway';
  const version = isPathway ? 'editorForms.pathway.version' : 'editorForms.mission.publish';
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
        title={t(`${version}.versionTitle`)}
        message={
          <>
            {t(`${version}.versionMessage`)}
            {changedTitles.length > 0 && (
              <span className="mt-2 block">{t(`${version}.changed`, { items: changedTitles.join(', ') })}</span>
            )}
          </>
        }
        confirmLabel={t(`${version}.publishNewVersion`)}
        cancelLabel={t(isPathway ? 'editorForms.pathway.version.later' : 'common.dialog.cancel')}
        onConfirm={isPathway ? flow.start : flow.publishOrTranslate}
        onCancel={flow.close}
      />
      <TranslateConfirmDialog
        isOpen={flow.step === 'translate'}
        onConfirm={() => flow.publishTranslation(true)}
        onSkip={() => flow.publishTranslation(false)}
        onCancel={flow.close}
      />
    </>
  );
};
