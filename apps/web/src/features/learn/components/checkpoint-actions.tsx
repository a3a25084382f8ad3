import type { TCheckpoint, TCheckpointNode } from '@questline/domain/rules/checkpoints';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useLogin } from '../../../lib/use-login';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../ui/learn-dialog';
import { useFlagRecord } from '../api/flag-record';
import { BadgeOverlayDialog } from './badge-overlay-dialog';
import { CheckpointDialog } from './checkpoint-dialog';
import { useShowExperience } from './experience-dialog';

type TCheckpointActionsProps = {
  type: 'mission' | 'pathway';
  id: string;
  /** The pathway the page sits in, sent with the reads that take parent ids. */
  pathwayId?: string;
  checkpoint: TCheckpoint | null;
  extendsKey: QueryKey;
  /** The signed-in learner, or null. */
  userId: string | null;
  /** Whether there is progress to resume; without it (never started, or a visitor) only View badge shows. */
  canResume?: boolean;
  titleOf: (id: string) => string | null;
  linkOf: (node: TCheckpointNode) => string | null;
};

type TOpenDialog = { kind: 'checkpoint'; summary: boolean } | { kind: 'badge' } | null;

/**
 * Resume checkpoint and View badge (§4.5, §2.14). Resuming (login required) flags the learner's record: a completed
 * record answers the experience it gives and the experience dialog opens (the completed checkpoint's summary when it
 * gave none); otherwise the checkpoint dialog shows what is left.
 */
export const CheckpointActions = (props: TCheckpointActionsProps) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const showExperience = useShowExperience();
  const flag = useFlagRecord(props.extendsKey);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const errorKey = flag.error instanceof ApiError ? flag.error.key : flag.error ? 'internal_error' : null;

  const resume = () => {
    if (!props.userId) return openLogin();
    flag.mutate(
      { id: props.id },
      {
        onSuccess: (result) => {
          const gained = result.levelDetails ?? [];
          if (result.transition === 'completed' && gained.length) showExperience(gained);
          else setDialog({ kind: 'checkpoint', summary: result.transition === 'completed' });
        },
        onError: (failure) => failure instanceof ApiError && failure.key === 'auth_required' && openLogin(),
      },
    );
  };

  return (
    <>
      {props.canResume !== false && (
        <Button onPress={resume} isPending={flag.isPending} className={dialogPrimaryClass}>
          {t('learn.checkpoint.resume')}
        </Button>
      )}
      <Button onPress={() => setDialog({ kind: 'badge' })} className={dialogSecondaryClass}>
        {t('learn.badge.view')}
      </Button>
      {errorKey && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(`errors.${errorKey}`)}
        </p>
      )}
      {dialog?.kind === 'checkpoint' && (
        <CheckpointDialog
          target={{ type: props.type, id: props.id, pathwayId: props.pathwayId }}
          loaded={props.checkpoint}
          summary={dialog.summary}
          titleOf={props.titleOf}
          linkOf={props.linkOf}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'badge' && (
        <BadgeOverlayDialog
          target={{
            type: props.type,
            id: props.id,
            userId: props.userId ?? undefined,
            pathwayId: props.pathwayId,
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};
