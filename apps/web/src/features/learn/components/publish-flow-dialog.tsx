import type { TEditorType } from '@questline/domain/ids';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createPath, editPath, openCreateFlow } from '../../../lib/create-flow';
import { dialogPrimaryClass, dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';

/**
 * §2.14 publish-flow dialog, offered on the detail page a publish lands on (§4.2 publish=true): back to edit, return
 * to the dashboard, create another of the same type (in place unless a modifier key is held, which opens the create
 * flow's popup), or cancel, which stays on the page.
 */
export const PublishFlowDialog = (props: { item: { id: string; type: TEditorType }; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = props;
  return (
    <LearnDialog
      isOpen
      onClose={props.onClose}
      title={t('learn.publishFlow.title')}
      footer={
        <>
          <Button onPress={props.onClose} className={dialogSecondaryClass}>
            {t('common.dialog.cancel')}
          </Button>
          <Button
            onPress={(event) => {
              const withModifier = event.shiftKey || event.ctrlKey || event.metaKey || event.altKey;
              if (withModifier) openCreateFlow(item.type, (path) => void navigate({ href: path }));
              else void navigate({ href: createPath(item.type, true) });
            }}
            className={dialogSecondaryClass}
          >
            {t('learn.publishFlow.createAnother', { type: t(`types.${item.type}`) })}
          </Button>
          <Button onPress={() => void navigate({ to: '/creator/dashboard' })} className={dialogSecondaryClass}>
            {t('learn.publishFlow.returnToDashboard')}
          </Button>
          <Button
            autoFocus
            onPress={() => void navigate({ href: editPath(item.type, item.id) })}
            className={dialogPrimaryClass}
          >
            {t('learn.publishFlow.backToEdit')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('learn.publishFlow.message')}</p>
    </LearnDialog>
  );
};
