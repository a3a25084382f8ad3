import { GROUPS_PATH } from '@questline/domain/rules/groups';
import { GROUP_NAME_MAX, type TGroupDetail } from '@questline/domain/schemas/groups';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deleteGroup, leaveGroup, renameGroup, useGroupWrite } from '../api/group-writes';
import { dangerButtonClass, errorTextClass, inputClass, primaryButtonClass, secondaryButtonClass } from './styles';
import { useAnswerToast, useErrorText } from './use-answer-toast';

const RenameForm = ({ group, onDone }: { group: TGroupDetail; onDone: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const answer = useAnswerToast();
  const errorText = useErrorText();
  const [name, setName] = useState(group.name);
  const rename = useGroupWrite((value: string) => renameGroup(group.id, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name, {
      onSuccess: (result) => {
        answer.success(result.message);
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('groups.header.newName')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={name}
          maxLength={GROUP_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={rename.isError}
          className={inputClass}
        />
        <button type="submit" className={primaryButtonClass} disabled={rename.isPending}>
          {t('groups.header.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.dialog.cancel')}
        </button>
      </div>
      {rename.isError && (
        <p role="alert" className={errorTextClass}>
          {errorText(rename.error)}
        </p>
      )}
    </form>
  );
};

/**
 * The group's name and what can be done to the group: its owner renames and deletes it (refused with
 * group_can_not_delete while others belong to it); anyone leaves it (the owner is refused: group_GroupOwnerLeave).
 */
export const GroupHeader = ({ group }: { group: TGroupDetail }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerToast();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const leave = useGroupWrite(() => leaveGroup(group.id));
  const remove = useGroupWrite(() => deleteGroup(group.id));
  const write = confirming === 'delete' ? remove : leave;
  const confirm = () =>
    write.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(null);
        answer.success(result.message);
        void navigate({ href: GROUPS_PATH });
      },
      onError: (error) => {
        setConfirming(null);
        answer.failure(error);
      },
    });
  return (
    <header className="flex flex-col gap-4">
      {renaming ? (
        <RenameForm group={group} onDone={() => setRenaming(false)} />
      ) : (
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{group.name}</h1>
      )}
      <div className="flex flex-wrap gap-2">
        {group.isOwner && !renaming && (
          <button type="button" className={secondaryButtonClass} onClick={() => setRenaming(true)}>
            {t('groups.header.rename')}
          </button>
        )}
        <button type="button" className={secondaryButtonClass} onClick={() => setConfirming('leave')}>
          {t('groups.header.leave')}
        </button>
        {group.isOwner && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirming('delete')}>
            {t('groups.header.delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        theme={confirming === 'delete' ? 'delete' : 'default'}
        title={t(confirming === 'delete' ? 'groups.header.deleteConfirm' : 'groups.header.leaveConfirm', {
          name: group.name,
        })}
        loading={write.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </header>
  );
};
