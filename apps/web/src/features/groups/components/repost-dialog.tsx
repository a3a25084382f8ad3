import type { TGroupPost } from '@questline/domain/schemas/groups';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMyGroups } from '../api/get-my-groups';
import { repostPost, useGroupWrite } from '../api/group-writes';
import { errorTextClass, inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from './styles';
import { useAnswerToast, useErrorText } from './use-answer-toast';

/**
 * Reposts a post into another of the learner's groups (not this one, nor the original's), with an optional word.
 * The server answers repost_succeeded (a toast) or repost_validation_failed.
 */
export const RepostDialog = ({ post, onClose }: { post: TGroupPost; onClose: () => void }) => {
  const { t } = useTranslation();
  const selectId = useId();
  const textId = useId();
  const answer = useAnswerToast();
  const errorText = useErrorText();
  const mine = useMyGroups();
  const originalGroupId = post.repostOf?.group.id ?? post.groupId;
  const targets = (mine.data?.groups ?? []).filter(
    (group) => group.id !== post.groupId && group.id !== originalGroupId,
  );
  const [target, setTarget] = useState('');
  const [text, setText] = useState('');
  const repost = useGroupWrite(() =>
    repostPost(post.groupId, post.id, { groupId: Number(target || targets[0]?.id), text }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    repost.mutate(undefined, {
      onSuccess: (result) => {
        answer.success(result.message);
        onClose();
      },
    });
  };
  return (
    <ModalOverlay
      isOpen
      isDismissable={!repost.isPending}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-lg rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {t('groups.repost.title')}
          </Heading>
          {targets.length === 0 && !mine.isPending ? (
            <>
              <p className="mt-3 text-sm text-slate-700">{t('groups.repost.noGroups')}</p>
              <div className="mt-5 flex justify-end">
                <button type="button" className={secondaryButtonClass} onClick={onClose}>
                  {t('common.dialog.cancel')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
              <label htmlFor={selectId} className={labelClass}>
                {t('groups.repost.group')}
              </label>
              <select
                id={selectId}
                value={target || String(targets[0]?.id ?? '')}
                onChange={(event) => setTarget(event.target.value)}
                className={inputClass}
              >
                {targets.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
              <label htmlFor={textId} className={labelClass}>
                {t('groups.repost.text')}
              </label>
              <textarea
                id={textId}
                rows={2}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={inputClass}
              />
              {repost.isError && (
                <p role="alert" className={errorTextClass}>
                  {errorText(repost.error)}
                </p>
              )}
              <div className="mt-2 flex justify-end gap-2">
                <button type="button" className={secondaryButtonClass} onClick={onClose}>
                  {t('common.dialog.cancel')}
                </button>
                <button type="submit" className={primaryButtonClass} disabled={repost.isPending}>
                  {t('groups.repost.submit')}
                </button>
              </div>
            </form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
