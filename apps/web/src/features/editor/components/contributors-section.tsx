import type { TProjectContributor, TProjectContributors } from '@questline/domain/schemas/project-contributors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { apiDelete, apiPost } from '../../../api/client';
import { projectContributorsKey, projectContributorsQueryOptions } from '../../../api/project-contributors';
import { failureKeyOf } from '../../../lib/error-key';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TrashIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';

const contributorsPath = (projectId: string) => `/api/learn/project/${encodeURIComponent(projectId)}/contributors`;

/**
 * The project editor's contributors (decision 0074): the people who may edit the project besides its owner and
 * editors. Those who may manage them add one by e-mail address or profile name (Enter or the button) and remove one
 * after confirming; a refusal shows under the field and is announced. It sits inside the tab's form, so it is no form
 * itself: Enter in its field adds, and never saves the tab.
 */
export const ContributorsSection = ({ projectId }: { projectId: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useQuery(projectContributorsQueryOptions(projectId));
  const onSuccess = (next: TProjectContributors) => queryClient.setQueryData(projectContributorsKey(projectId), next);
  const add = useMutation({
    mutationFn: (user: string) => apiPost<TProjectContributors>(contributorsPath(projectId), { user }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      apiDelete<TProjectContributors>(`${contributorsPath(projectId)}/${encodeURIComponent(userId)}`),
    onSuccess,
  });
  const [user, setUser] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TProjectContributor | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const titleId = useId();

  const submit = () => {
    setError(null);
    add.mutate(user, {
      onSuccess: () => {
        toast(t('editorForms.contributors.added', { user: user.trim() }));
        setUser('');
      },
      onError: (failure) => setError(failureKeyOf(failure)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const confirmRemove = () => {
    if (!removing) return;
    const who = removing;
    remove.mutate(who.id, {
      onSuccess: () => {
        setRemoving(null);
        toast(t('editorForms.contributors.removed', { name: who.displayName }));
      },
      onError: (failure) => {
        setRemoving(null);
        toast({ message: failureKeyOf(failure), type: 'error' });
      },
    });
  };

  const contributors = list.data?.contributors ?? [];
  const canManage = list.data?.canManage === true;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('editorForms.contributors.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('editorForms.contributors.help')}</p>
      {canManage && (
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
            {t('editorForms.contributors.field')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={fieldId}
              type="text"
              autoComplete="off"
              value={user}
              onChange={(event) => setUser(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30"
            />
            <Button
              type="button"
              onPress={submit}
              isDisabled={add.isPending}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-brand-800 disabled:opacity-60 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600/40"
            >
              {t('editorForms.contributors.add')}
            </Button>
          </div>
          <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
            {error ? t(`errors.${error}`) : ''}
          </p>
        </div>
      )}
      {list.isError && <p className="text-sm text-red-700">{t(`errors.${failureKeyOf(list.error)}`)}</p>}
      {list.data && contributors.length === 0 && (
        <p className="text-sm text-slate-600">{t('editorForms.contributors.empty')}</p>
      )}
      {contributors.length > 0 && (
        <ul aria-labelledby={titleId} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {contributors.map((contributor) => (
            <li key={contributor.id} className="flex items-center gap-3 px-3 py-2">
              <Avatar name={contributor.displayName} imageUrl={contributor.avatar} size="sm" />
              <AppLink
                href={contributor.profileUrl}
                className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 hover:underline"
              >
                {contributor.displayName}
              </AppLink>
              {canManage && (
                <Button
                  aria-label={t('editorForms.contributors.removeOne', { name: contributor.displayName })}
                  onPress={() => setRemoving(contributor)}
                  className="rounded-md p-1.5 text-slate-600 outline-none hover:bg-red-50 hover:text-red-700 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
                >
                  <TrashIcon />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        theme="delete"
        title={t('editorForms.contributors.confirmTitle')}
        message={t('editorForms.contributors.confirmMessage', { name: removing?.displayName ?? '' })}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};
