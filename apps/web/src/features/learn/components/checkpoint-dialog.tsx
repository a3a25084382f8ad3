import {
  checkpointGroups,
  isGroupComplete,
  type TCheckpoint,
  type TCheckpointNode,
} from '@questline/domain/rules/checkpoints';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { dialogPrimaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { type TCheckpointStateInput, useCheckpointState } from '../api/get-checkpoint-state';
import { CheckpointProgress } from './checkpoint-summary';

type TCheckpointDialogProps = {
  target: TCheckpointStateInput;
  /** The checkpoint the page loaded with, shown until the server's current one arrives. */
  loaded: TCheckpoint | null;
  /** A completed checkpoint is shown as its summary. */
  summary: boolean;
  titleOf: (id: string) => string | null;
  linkOf: (node: TCheckpointNode) => string | null;
  onClose: () => void;
};

/**
 * The checkpoint dialog (§2.14, §4.5): opened by Resume checkpoint while the checkpoint is not complete, it shows
 * where the learner stands and leads to the first thing still to do.
 */
export const CheckpointDialog = ({ target, loaded, summary, titleOf, linkOf, onClose }: TCheckpointDialogProps) => {
  const { t } = useTranslation();
  const checkpoint = useCheckpointState(target, loaded, true);
  const open = checkpoint ? checkpointGroups(checkpoint.nodes).find((group) => !isGroupComplete(group)) : undefined;
  const next = open?.[0];
  const nextHref = next ? linkOf(next) : null;
  const nextTitle = next ? (next.title ?? titleOf(next.id) ?? t(`types.${next.type}`)) : '';
  return (
    <LearnDialog
      isOpen
      onClose={onClose}
      title={summary ? t('learn.checkpoint.summaryTitle') : t('learn.checkpoint.dialogTitle')}
      footer={
        !summary && nextHref ? (
          <AppLink href={nextHref} onClick={onClose} className={dialogPrimaryClass}>
            {t('learn.checkpoint.continueWith', { title: nextTitle })}
          </AppLink>
        ) : null
      }
    >
      <CheckpointProgress
        checkpoint={checkpoint ?? { nodes: [] }}
        titleOf={titleOf}
        linkOf={linkOf}
        summary={summary}
      />
    </LearnDialog>
  );
};
