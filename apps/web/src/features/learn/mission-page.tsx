import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { learnExtendsQueryKey, ownData, useLearnExtends } from './api/get-learn-extends';
import { useLearnItem } from './api/get-learn-item';
import { CheckpointActions } from './components/checkpoint-actions';
import { CheckpointSummary } from './components/checkpoint-summary';
import { ContentList } from './components/content-list';
import { ContentSetSwitcher } from './components/content-set-switcher';
import { DetailHeader } from './components/detail-header';
import { ExperienceProvider } from './components/experience-dialog';
import { MissionVersionUpdate } from './components/mission-version-update';
import { PageNotices } from './components/page-notices';
import { useLearnSearch, useUpdateLearnSearch } from './hooks/use-learn-search';
import { childLinks, pageChain } from './learn-links';
import { learnContext } from './learn-search';

const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900';

/**
 * A mission's learner page (§2.9, §3.3): the set the learner follows (switching sets asks first), its contents with
 * the learner's completion, the checkpoint with Resume checkpoint and the badge, and the offer of a newer version.
 */
export const MissionPage = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const search = useLearnSearch();
  const updateSearch = useUpdateLearnSearch();
  const context = learnContext(search);
  const item = useLearnItem('mission', slug, context);
  const data = useLearnExtends('mission', slug, context);
  const extendsKey = learnExtendsQueryKey('mission', slug, context);
  const me = useMe();
  usePageTitle(item.title);

  const mission = ownData(data.mission, 'mission');
  const set = mission.customContents.find((entry) => entry.id === mission.contentSetId) ?? null;
  const chain = pageChain(item, data.breadcrumb);
  const linkOf = childLinks(chain, search);
  const titleOf = (id: string) =>
    mission.contentMap[id]?.title ?? data.allParentMap[id]?.title ?? mission.missionMap[id]?.title ?? null;
  const checkpoint = data.checkpoint ?? { nodes: [] };

  return (
    <ExperienceProvider>
      <div>
        <PageNotices item={item} />
        <DetailHeader
          item={item}
          data={data}
          extendsKey={extendsKey}
          anonymous={me === null}
          lead={item.shortDescription ? <p className="text-lg text-slate-700">{item.shortDescription}</p> : null}
        />
        <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
          {me && mission.versionUpdate && (
            <MissionVersionUpdate
              missionId={item.id}
              missionSlug={slug}
              pathwayId={search.pathwayId}
              update={mission.versionUpdate}
            />
          )}
          <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-10">
              <section aria-labelledby="learn-about" className="space-y-4">
                <h2 id="learn-about" className={sectionTitleClass}>
                  {t('learn.about.mission')}
                </h2>
                <RichTextView doc={item.description} lang={item.language} />
              </section>
              {mission.customContents.length > 1 && (
                <ContentSetSwitcher
                  sets={mission.customContents}
                  currentId={mission.contentSetId}
                  onSwitch={(contentId) => updateSearch({ contentId })}
                />
              )}
              <section aria-labelledby="learn-contents" className="space-y-4">
                <div>
                  <h2 id="learn-contents" className={sectionTitleClass}>
                    {t('learn.contents.title')}
                  </h2>
                  {set && (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('learn.mission.sets.following', { title: set.title })}
                    </p>
                  )}
                </div>
                <ContentList
                  chain={chain}
                  search={search}
                  data={data}
                  signedIn={me != null}
                  contents={{ contentIds: set?.contentIds ?? [], cardMap: mission.contentMap }}
                />
              </section>
            </div>
            <aside className="lg:sticky lg:top-20">
              <CheckpointSummary
                checkpoint={checkpoint}
                titleOf={titleOf}
                linkOf={linkOf}
                actions={
                  <CheckpointActions
                    type="mission"
                    id={item.id}
                    pathwayId={search.pathwayId}
                    checkpoint={data.checkpoint}
                    extendsKey={extendsKey}
                    userId={me?.id ?? null}
                    titleOf={titleOf}
                    linkOf={linkOf}
                  />
                }
              />
            </aside>
          </div>
        </div>
      </div>
    </ExperienceProvider>
  );
};
