import type { TGroupDetail } from '@questline/domain/schemas/groups';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';
import { sectionTitleClass } from './styles';

/** The group's members, owner first, each with their avatar and online status (§3.12). */
export const MemberList = ({ group }: { group: TGroupDetail }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="group-members">
      <h2 id="group-members" className={sectionTitleClass}>
        {t('groups.members.title', { count: group.members.length })}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {group.members.map((member) => (
          <li key={member.id} className="flex items-center gap-3">
            <Avatar name={member.displayName} imageUrl={member.avatar} size="sm" status={member.status} />
            <span className="min-w-0">
              <AppLink
                href={member.profileUrl}
                className="block truncate text-sm font-semibold text-slate-900 hover:underline"
              >
                {member.displayName}
              </AppLink>
              <span className="block text-xs text-slate-600">
                {member.id === group.owner.id ? t('groups.members.owner') : t('groups.members.member')}
                {' · '}
                {t(`presence.${member.status}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
