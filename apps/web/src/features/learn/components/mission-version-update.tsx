import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { dialogPrimaryClass, dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { useUpdateVersionRank } from '../api/update-version-rank';

type TVersionUpdateProps = {
  missionId: string;
  missionSlug: string;
  pathwayId?: string;
  update: { from: number; to: number };
};

/**
 * The mission version update (§2.14, §4.5): the learner's record is on an older version of the mission. The dialog
 * opens with the page and offers the new version; switching moves the record (POST versionRank) and reloads the
 * mission. "Not now" leaves a notice to come back to it.
 */
export const MissionVersionUpdate = ({ missionId, missionSlug, pathwayId, update }: TVersionUpdateProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const switchVersion = useUpdateVersionRank(missionSlug);
  const errorKey =
    switchVersion.error instanceof ApiError ? switchVersion.error.key : switchVersion.error ? 'internal_error' : null;

  const confirm = () =>
    switchVersion.mutate(
      { id: missionId, missionVersionRank: update.to, ...(pathwayId ? { pathwayId } : {}) },
      { onSuccess: () => setOpen(false) },
    );

  return (
    <>
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <p>{t('learn.mission.version.notice', { from: update.from, to: update.to })}</p>
        <Button onPress={() => setOpen(true)} className={dialogSecondaryClass}>
          {t('learn.mission.version.review')}
        </Button>
      </div>
      <LearnDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        busy={switchVersion.isPending}
        title={t('learn.mission.version.title')}
        footer={
          <>
            <Button
              onPress={() => setOpen(false)}
              isDisabled={switchVersion.isPending}
              className={dialogSecondaryClass}
            >
              {t('learn.mission.version.later')}
            </Button>
            <Button onPress={confirm} isPending={switchVersion.isPending} className={dialogPrimaryClass}>
              {t('learn.mission.version.switch')}
            </Button>
          </>
        }
      >
        <div className="space-y-3 text-sm text-slate-700">
          <p>{t('learn.mission.version.body', { from: update.from, to: update.to })}</p>
          <p>{t('learn.mission.version.keep')}</p>
          {errorKey && (
            <p role="alert" className="text-red-700">
              {t(`errors.${errorKey}`)}
            </p>
          )}
        </div>
      </LearnDialog>
    </>
  );
};
