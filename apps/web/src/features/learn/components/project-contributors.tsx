import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectContributorsQueryOptions } from '../../../api/project-contributors';
import { useMe } from '../../../api/session';
import { editPath } from '../../../lib/create-flow';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';

/**
 * A project's contributors on its page, each named as the site names people: avatar, name, profile link. A contributor
 * reading it finds the way to the project's editor here, whatever roles they hold.
 */
export const ProjectContributors = ({ projectId, titleClass }: { projectId: string; titleClass: string }) => {
  const { t } = useTranslation();
  const me = useMe();
  const contributors = useQuery(projectContributorsQueryOptions(projectId)).data?.contributors ?? [];
  if (contributors.length === 0) return null;
  const contributing = Boolean(me && contributors.some((user) => user.id === me.id));
  return (
    <section aria-labelledby="learn-contributors" className="space-y-4">
      <h2 id="learn-contributors" className={titleClass}>
        {t('learn.contributors.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-3">
        {contributors.map((user) => (
          <li key={user.id} className="flex min-w-0 items-center gap-2">
            <Avatar name={user.displayName} imageUrl={user.avatar} size="sm" />
            <AppLink href={user.profileUrl} className="truncate text-sm font-semibold text-slate-900 hover:underline">
              {user.displayName}
            </AppLink>
          </li>
        ))}
      </ul>
      {contributing && (
        <AppLink
          href={editPath('project', projectId)}
          className="inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('learn.contributors.edit')}
        </AppLink>
      )}
    </section>
  );
};
