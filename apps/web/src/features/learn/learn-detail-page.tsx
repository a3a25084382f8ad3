import { isRecordCompleted } from '@questline/domain/rules/navigation';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { learnExtendsQueryKey, useLearnExtends } from './api/get-learn-extends';
import { useLearnItem } from './api/get-learn-item';
import { CheckpointSummary } from './components/checkpoint-summary';
import { ContentList } from './components/content-list';
import { DetailHeader } from './components/detail-header';
import { DisclosureToggle } from './components/disclosure-toggle';
import { ExperienceProvider } from './components/experience-dialog';
import { ItemDownloads } from './components/item-downloads';
import { LiveSessionWidget, liveCardThemeOf } from './components/live-session-widget';
import { PageNotices } from './components/page-notices';
import { ProjectContributors } from './components/project-contributors';
import { QuizPanel } from './components/quiz-panel';
import { StepHeader } from './components/step-header';
import { StreamingLabDialog } from './components/streaming-lab-dialog';
import { SuggestedSolution } from './components/suggested-solution';
import { TutorialSkills } from './components/tutorial-skills';
import { type TTutorialStepParts, TutorialSteps } from './components/tutorial-steps';
import { useLearnSearch } from './hooks/use-learn-search';
import { useSessionCollapsed } from './hooks/use-session-collapsed';
import { childLinks, pageChain } from './learn-links';
import { learnContext } from './learn-search';
import type { TLearnExtends, TLearnItem, TLearnType } from './learn-types';

const sectionTitleClass = 'text-xl font-bold tracking-tight text-slate-900';

/** A title for a checkpoint node or parent, from whichever map of the extends holds it. */
const titleLookup = (data: TLearnExtends) => (id: string) =>
  (data.tutorialMap[id] ?? data.quizMap[id] ?? data.projectMap[id] ?? data.allParentMap[id])?.title ??
  data.breadcrumb.find((link) => link.id === id)?.title ??
  null;

/**
 * The rich-text fields of a project or quiz (objective) or course (careerGoals), wherever the document keeps them
 * (§3.1, §3.6).
 */
const goalsOf = (item: TLearnItem) =>
  item.type === 'project' || item.type === 'quiz'
    ? (item.properties?.objective ?? item.objective)
    : item.type === 'course'
      ? (item.properties?.careerGoals ?? item.careerGoals)
      : undefined;

/** A tutorial's page takes what its steps show of other features; the other types' pages take nothing. */
type TDetailPageProps =
  | { type: 'tutorial'; stepParts: TTutorialStepParts }
  | { type: Exclude<TLearnType, 'tutorial'>; stepParts?: never };

/** A learner detail page (§2.9) of a tutorial, project, course or quiz: `/{type}/{slug or id}`. */
const LearnDetailPage = ({ type, stepParts }: TDetailPageProps) => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const search = useLearnSearch();
  const context = learnContext(search);
  const item = useLearnItem(type, slug, context);
  const data = useLearnExtends(type, slug, context);
  const extendsKey = learnExtendsQueryKey(type, slug, context);
  const me = useMe();
  const signedIn = Boolean(me);
  usePageTitle(item.title);

  const chain = pageChain(item, data.breadcrumb);
  const checkpoint = data.checkpoint?.nodes.length ? (
    <CheckpointSummary checkpoint={data.checkpoint} titleOf={titleLookup(data)} linkOf={childLinks(chain, search)} />
  ) : null;
  const goals = goalsOf(item);
  const liveTheme = liveCardThemeOf(context);
  const [overviewCollapsed] = useSessionCollapsed('overview');
  const [summaryCollapsed] = useSessionCollapsed('summary');

  const about = (
    <section aria-labelledby="learn-about" className="space-y-4">
      <h2 id="learn-about" className={sectionTitleClass}>
        {type === 'quiz' ? t('learn.quiz.about') : t(`learn.about.${type}`)}
      </h2>
      <div id="learn-overview-description" hidden={overviewCollapsed}>
        {!overviewCollapsed && <RichTextView doc={item.description} lang={item.language} />}
      </div>
      {goals !== undefined && (
        <RichTextView doc={goals} lang={item.language} className="rounded-xl border border-slate-200 bg-slate-50 p-5" />
      )}
      <ItemDownloads item={item} />
    </section>
  );

  const header = (
    <DetailHeader
      item={item}
      data={data}
      extendsKey={extendsKey}
      anonymous={me === null}
      overviewDescriptionId="learn-overview-description"
    />
  );

  return (
    <ExperienceProvider>
      <div>
        <PageNotices item={item} />
        <StreamingLabDialog key={item.id} item={item} />
        {type === 'tutorial' ? (
          <TutorialSteps
            parts={stepParts}
            item={item}
            data={data}
            extendsKey={extendsKey}
            signedIn={signedIn}
            header={(onStep) => (onStep ? <StepHeader item={item} data={data} /> : header)}
            overview={
              <div className="space-y-8">
                {about}
                <TutorialSkills skillMap={data.skillMap} />
                {checkpoint}
                <LiveSessionWidget session={data.liveSession} theme={liveTheme} />
                <LiveSessionWidget session={data.latestLiveSession} label="latest" theme={liveTheme} />
                <SuggestedSolution
                  item={item}
                  signedIn={signedIn}
                  tutorialCompleted={isRecordCompleted(data.recordMap[item.id])}
                />
              </div>
            }
          />
        ) : (
          <>
            {header}
            <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
              <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <div className="min-w-0 space-y-10">
                  {about}
                  {type === 'project' && <ProjectContributors projectId={item.id} titleClass={sectionTitleClass} />}
                  {type === 'quiz' ? (
                    <QuizPanel item={item} quiz={data.quiz} extendsKey={extendsKey} signedIn={signedIn} />
                  ) : (
                    <section aria-labelledby="learn-contents" className="space-y-4">
                      <h2 id="learn-contents" className={sectionTitleClass}>
                        {t('learn.contents.title')}
                      </h2>
                      <ContentList
                        chain={chain}
                        search={search}
                        data={data}
                        groups={type === 'project' ? data.tutorialGroups : []}
                        signedIn={signedIn}
                      />
                    </section>
                  )}
                </div>
                {(checkpoint || data.liveSession || data.latestLiveSession) && (
                  <aside className="space-y-4 lg:sticky lg:top-20">
                    <DisclosureToggle part="summary" controls="learn-summary" />
                    <div id="learn-summary" hidden={summaryCollapsed} className="space-y-8">
                      {!summaryCollapsed && (
                        <>
                          {checkpoint}
                          <LiveSessionWidget session={data.liveSession} theme={liveTheme} />
                          <LiveSessionWidget session={data.latestLiveSession} label="latest" theme={liveTheme} />
                        </>
                      )}
                    </div>
                  </aside>
                )}
              </div>
            </div>
          </>
        )}
      </div>
    </ExperienceProvider>
  );
};

/** The tutorial page; its route (app/routes/tutorial-page.tsx) hands it the comments and submissions parts of its steps. */
export const TutorialPage = ({ stepParts }: { stepParts: TTutorialStepParts }) => (
  <LearnDetailPage type="tutorial" stepParts={stepParts} />
);
export const ProjectPage = () => <LearnDetailPage type="project" />;
export const CoursePage = () => <LearnDetailPage type="course" />;
export const QuizPage = () => <LearnDetailPage type="quiz" />;
