import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { failureKeyOf } from '../../lib/error-key';
import { LearnerProgress } from '../../ui/learner-progress';
import { usePageTitle } from '../../ui/use-page-title';
import { useGroup } from './api/get-group';
import { useGroupPosts } from './api/get-group-posts';
import { GroupHeader } from './components/group-header';
import { InviteForm } from './components/invite-form';
import { MemberList } from './components/member-list';
import { PostCard } from './components/post-card';
import { PostComposer } from './components/post-composer';
import { cardClass, secondaryButtonClass, sectionTitleClass } from './components/styles';
import { useErrorText } from './components/use-answer-toast';

const Posts = ({ groupId, isOwner }: { groupId: number; isOwner: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const posts = useGroupPosts(groupId, true);
  if (posts.isPending) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  if (posts.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(posts.error)}
      </p>
    );
  const all = posts.data.pages.flatMap((page) => page.posts);
  return (
    <>
      {all.length === 0 ? (
        <p className="text-sm text-slate-600">{t('groups.posts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {all.map((post) => (
            <li key={post.id}>
              <PostCard post={post} isOwner={isOwner} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButtonClass} self-center`}
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {t('groups.posts.more')}
        </button>
      )}
    </>
  );
};

/**
 * /groups/{id} (§1 groups, posts and reposts): members with their avatars and status, invitations, the composer,
 * featured posts and the stream; for its owner, the members' learner progress. Groups are private: non-members read
 * that the group is not theirs.
 */
export const GroupPage = () => {
  const { groupId } = useParams({ from: '/groups/$groupId' });
  return <GroupView groupId={Number(groupId)} />;
};

/** The group page for a group id (the route reads it from the path). */
export const GroupView = ({ groupId: id }: { groupId: number }) => {
  const { t } = useTranslation();
  const group = useGroup(id);
  const errorText = useErrorText();
  usePageTitle(group.data?.name ?? t('groups.title'));
  if (group.isPending) return <p className="mx-auto max-w-6xl px-4 py-10 text-slate-600">{t('common.loading')}</p>;
  if (group.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">
          {t(failureKeyOf(group.error) === 'forbidden' ? 'groups.notMember' : 'notFound.title')}
        </h1>
        {failureKeyOf(group.error) !== 'forbidden' && <p className="mt-2 text-slate-700">{errorText(group.error)}</p>}
      </div>
    );
  const detail = group.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <GroupHeader group={detail} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="group-compose" className={cardClass}>
            <h2 id="group-compose" className="sr-only">
              {t('groups.composer.title')}
            </h2>
            <PostComposer groupId={detail.id} />
          </section>
          {detail.featuredPosts.length > 0 && (
            <section aria-labelledby="group-featured" className="flex flex-col gap-4">
              <h2 id="group-featured" className={sectionTitleClass}>
                {t('groups.posts.featured')}
              </h2>
              <ul className="flex flex-col gap-4">
                {detail.featuredPosts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} isOwner={detail.isOwner} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="group-posts" className="flex flex-col gap-4">
            <h2 id="group-posts" className={sectionTitleClass}>
              {t('groups.posts.title')}
            </h2>
            <Posts groupId={detail.id} isOwner={detail.isOwner} />
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          <div className={cardClass}>
            <MemberList group={detail} />
          </div>
          <div className={cardClass}>
            <InviteForm group={detail} />
          </div>
        </aside>
      </div>
      {detail.isOwner && (
        <section aria-labelledby="group-progress" className={`${cardClass} flex min-w-0 flex-col gap-4`}>
          <div>
            <h2 id="group-progress" className={sectionTitleClass}>
              {t('learnerProgress.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('learnerProgress.groupIntro')}</p>
          </div>
          <LearnerProgress path={`/api/groups/${detail.id}/progress`} />
        </section>
      )}
    </div>
  );
};
