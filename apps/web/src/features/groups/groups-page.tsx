import { groupUrl } from '@questline/domain/rules/groups';
import type { TMyGroups } from '@questline/domain/schemas/groups';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { usePageTitle } from '../../ui/use-page-title';
import { useMyGroups } from './api/get-my-groups';
import { declineInvitation, joinGroup, useGroupWrite } from './api/group-writes';
import { CreateGroupForm } from './components/create-group-form';
import { cardClass, primaryButtonClass, secondaryButtonClass, sectionTitleClass } from './components/styles';
import { useAnswerToast, useErrorText } from './components/use-answer-toast';

type TInvitation = TMyGroups['invitations'][number];

const InvitationRow = ({ invitation }: { invitation: TInvitation }) => {
  const { t } = useTranslation();
  const answer = useAnswerToast();
  const join = useGroupWrite(joinGroup);
  const decline = useGroupWrite(declineInvitation);
  const groupId = invitation.group.id;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">
        {invitation.invitedBy
          ? t('groups.invitations.from', { group: invitation.group.name, name: invitation.invitedBy })
          : t('groups.invitations.to', { group: invitation.group.name })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={join.isPending}
          aria-label={t('groups.invitations.acceptGroup', { group: invitation.group.name })}
          onClick={() =>
            join.mutate(groupId, { onSuccess: (result) => answer.success(result.message), onError: answer.failure })
          }
        >
          {t('groups.invitations.accept')}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={decline.isPending}
          aria-label={t('groups.invitations.declineGroup', { group: invitation.group.name })}
          onClick={() => decline.mutate(groupId, { onError: answer.failure })}
        >
          {t('groups.invitations.decline')}
        </button>
      </div>
    </li>
  );
};

const GroupList = ({ groups }: { groups: TMyGroups['groups'] }) => {
  const { t } = useTranslation();
  if (!groups.length) return <p className="text-sm text-slate-600">{t('groups.list.empty')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {groups.map((group) => (
        <li key={group.id} className="rounded-lg border border-slate-200 p-4 hover:border-brand-300">
          <AppLink href={groupUrl(group.id)} className="font-semibold text-brand-800 hover:underline">
            {group.name}
          </AppLink>
          <p className="mt-1 text-sm text-slate-600">
            {t('groups.list.members', { count: group.memberCount })}
            {group.isOwner && <> · {t('groups.list.owner')}</>}
          </p>
        </li>
      ))}
    </ul>
  );
};

/**
 * /groups (§1 groups): the signed-in learner's groups, invitations waiting for them, and a new group. Its route's gate
 * asks anonymous visitors to sign in.
 */
export const GroupsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('groups.title'));
  const mine = useMyGroups();
  const errorText = useErrorText();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('groups.title')}</h1>
      {Boolean(mine.data?.invitations.length) && (
        <section aria-labelledby="group-invitations" className={cardClass}>
          <h2 id="group-invitations" className={sectionTitleClass}>
            {t('groups.invitations.title')}
          </h2>
          <ul className="divide-y divide-slate-200">
            {mine.data?.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="group-create" className={cardClass}>
        <h2 id="group-create" className={`${sectionTitleClass} mb-3`}>
          {t('groups.create.title')}
        </h2>
        <CreateGroupForm />
      </section>
      <section aria-labelledby="group-list" className={cardClass}>
        <h2 id="group-list" className={`${sectionTitleClass} mb-3`}>
          {t('groups.list.title')}
        </h2>
        {mine.isPending ? (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        ) : mine.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(mine.error)}
          </p>
        ) : (
          <GroupList groups={mine.data.groups} />
        )}
      </section>
    </div>
  );
};
