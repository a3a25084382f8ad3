import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dialogPrimaryClass, dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { useLearnTab } from '../hooks/use-learn-search';
import type { TLearnItem } from '../learn-types';

/**
 * The streaming lab dialog (§2.9): a hidden item holding a lab is reached by its direct link alone, so its page
 * opens with a dialog that says so. Open the lab selects the lab step (its `tab`, as the step list links it); closing
 * the dialog any other way (Close, Escape, the backdrop) leaves for the home page.
 */
export const StreamingLabDialog = ({ item }: { item: TLearnItem }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, selectTab] = useLearnTab();
  const [open, setOpen] = useState(true);
  if (!item.withLab || !item.hidden || !open) return null;
  const labStep = item.sections?.find((step) => step.type === 'lab');
  const leave = () => {
    setOpen(false);
    void navigate({ to: '/' });
  };
  const openLab = (stepId: string) => {
    setOpen(false);
    selectTab(stepId);
  };
  return (
    <LearnDialog
      isOpen
      onClose={leave}
      title={t('learn.streamingLab.title')}
      footer={
        <>
          <Button onPress={leave} className={dialogSecondaryClass}>
            {t('common.close')}
          </Button>
          {labStep && (
            <Button onPress={() => openLab(labStep.id)} className={dialogPrimaryClass}>
              {t('learn.streamingLab.open')}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-2">
        <p lang={item.language} className="font-semibold text-slate-900">
          {item.title}
        </p>
        <p className="text-sm text-slate-700">{t('learn.streamingLab.body')}</p>
      </div>
    </LearnDialog>
  );
};
