import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useLogin } from '../../lib/use-login';
import { MaintenanceBanner } from '../../ui/maintenance-banner';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { VideoPreview } from '../../ui/video/video-preview';
import { learnExtendsQueryKey, ownData, useLearnExtends } from './api/get-learn-extends';
import { useLearnItem } from './api/get-learn-item';
import { CheckpointActions } from './components/checkpoint-actions';
import { CheckpointSummary } from './components/checkpoint-summary';
import { DetailHeader } from './components/detail-header';
import { ExperienceProvider } from './components/experience-dialog';
import { ItemDownloads } from './components/item-downloads';
import { MissionMap } from './components/mission-map';
import { PageNotices } from './components/page-notices';
import { PathwayJourney } from './components/pathway-journey';
import { useLearnSearch } from './hooks/use-learn-search';
import { childLinks, pageChain } from './learn-links';
import { learnContext } from './learn-search';
import type { TLearnItem, TPathwayMissionCard } from './learn-types';

const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900';

/** A completed pathway (§3.2): its completion video as a preview that opens the video player dialog (§2.9, §2.14). */
const PathwayComplete = ({ item, signedIn }: { item: TLearnItem; signedIn: boolean }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const video = item.completeVideo;
  return (
    <section aria-labelledby="pathway-complete" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5">
      <h2 id="pathway-complete" className="text-lg font-bold text-emerald-900">
        {t('learn.pathway.completed')}
      </h2>
      {video && (
        <div className="mt-3">
          <VideoPreview
            content={video}
            signedIn={signedIn}
            onSignIn={openLogin}
            playerId={`complete-${item.id}`}
            watermark={item.premium}
          />
        </div>
      )}
    </section>
  );
};

/**
 * A pathway's learner page (§2.8, §2.9, §3.2): the mission map with each mission's standing, the current mission
 * and those next, the pathway's checkpoint, and its completion video once completed. Until the learner has made
 * progress, the page offers to start the pathway rather than to continue it or resume its checkpoint.
 */
export const PathwayPage = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const search = useLearnSearch();
  const context = learnContext(search);
  const item = useLearnItem('pathway', slug, context);
  const data = useLearnExtends('pathway', slug, context);
  const extendsKey = learnExtendsQueryKey('pathway', slug, context);
  const me = useMe();
  usePageTitle(item.title);

  const pathway = ownData(data.pathway, 'pathway');
  const missions = pathway.missionIds.flatMap((id) => pathway.missionMap[id] ?? []);
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  const chain = pageChain(item, data.breadcrumb);
  const linkOf = childLinks(chain, search);
  const hrefOf = (card: TPathwayMissionCard) => linkOf(card);
  const current = (pathway.currentMissionId && byId.get(pathway.currentMissionId)) || null;
  // The current mission has its own card: the next ones are the others.
  const next = pathway.nextMissionIds.flatMap((id) => (id === current?.id ? [] : (byId.get(id) ?? [])));
  const checkpoint = pathway.checkpoint;
  // Progress to continue: a signed-in learner with a record on the pathway, its missions or their contents, or a
  // completed mission or checkpoint item. Anyone else (a visitor too) is offered to start.
  const started =
    me != null &&
    (Object.keys(data.recordMap).length > 0 ||
      missions.some((mission) => mission.status.completed) ||
      checkpoint.nodes.some((node) => node.status.completed));
  const titleOf = (id: string) =>
    byId.get(id)?.title ??
    (data.tutorialMap[id] ?? data.quizMap[id] ?? data.projectMap[id] ?? data.allParentMap[id])?.title ??
    null;

  return (
    <ExperienceProvider>
      <div>
        <PageNotices item={item} />
        <MaintenanceBanner pathway={item} />
        <DetailHeader
          item={item}
          data={data}
          extendsKey={extendsKey}
          anonymous={me === null}
          lead={item.strapline ? <p className="text-lg font-medium text-slate-700">{item.strapline}</p> : null}
        />
        <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
          {pathway.completed && <PathwayComplete item={item} signedIn={me !== null} />}
          <PathwayJourney current={current} next={next} started={started} hrefOf={hrefOf} />
          <MissionMap
            missions={missions}
            positions={pathway.missionPosition}
            currentId={current?.id ?? null}
            hrefOf={hrefOf}
          />
          <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="learn-about" className="min-w-0 space-y-4">
              <h2 id="learn-about" className={sectionTitleClass}>
                {t('learn.about.pathway')}
              </h2>
              <RichTextView doc={item.description} lang={item.language} />
              <ItemDownloads item={item} />
            </section>
            <aside>
              <CheckpointSummary
                checkpoint={checkpoint}
                titleOf={titleOf}
                linkOf={linkOf}
                actions={
                  <CheckpointActions
                    type="pathway"
                    id={item.id}
                    checkpoint={checkpoint}
                    extendsKey={extendsKey}
                    userId={me?.id ?? null}
                    canResume={started}
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
