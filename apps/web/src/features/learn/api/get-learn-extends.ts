import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';
import type { TLearnExtends, TLearnType, TMissionData, TPathwayData, TQuizProgress } from '../learn-types';
import type { TCompetencyPageData, TSkillPageData } from '../skill-types';

type TRawQuizData = Partial<TLearnExtends> & Partial<TQuizProgress>;
type TRawMissionData = Partial<Omit<TLearnExtends, 'checkpoint'>> & Partial<TMissionData>;
type TRawPathwayData = Partial<Omit<TLearnExtends, 'checkpoint'>> & Partial<TPathwayData>;
type TRawSkillData = Partial<Omit<TLearnExtends, 'checkpoint'>> & Partial<TSkillPageData>;
type TRawCompetencyData = Partial<Omit<TLearnExtends, 'checkpoint' | 'skillMap'>> & Partial<TCompetencyPageData>;
type TRawExtends = Partial<TLearnExtends> & {
  tutorialData?: Partial<TLearnExtends>;
  projectData?: Partial<TLearnExtends>;
  courseData?: Partial<TLearnExtends>;
  quizData?: TRawQuizData;
  missionData?: TRawMissionData;
  pathwayData?: TRawPathwayData;
  skillData?: TRawSkillData;
  competencyData?: TRawCompetencyData;
};

/** The learner's progress out of a quiz's quizData, which carries the maps of the other types beside it. */
const quizProgressOf = (data: TRawQuizData | undefined): TQuizProgress | null =>
  data
    ? {
        questions: data.questions ?? [],
        passNumber: data.passNumber ?? 0,
        questionsCount: data.questionsCount ?? data.questions?.length ?? 0,
        freezingTimeInHours: data.freezingTimeInHours ?? 0,
        attempt: data.attempt ?? null,
        frozenUntil: data.frozenUntil ?? null,
        passed: data.passed ?? false,
      }
    : null;

/** A mission's own part: its sets as the learner may choose them, and the cards of what they hold. */
const missionOf = (data: TRawMissionData | undefined): TMissionData | null =>
  data
    ? {
        contentSetId: data.contentSetId ?? null,
        customContents: data.customContents ?? [],
        contentMap: data.contentMap ?? {},
        prerequisiteIds: data.prerequisiteIds ?? [],
        dependentIds: data.dependentIds ?? [],
        missionMap: data.missionMap ?? {},
        versionUpdate: data.versionUpdate ?? null,
      }
    : null;

/** A pathway's own part: its missions, each with its prerequisites and the learner's standing on it. */
const pathwayOf = (data: TRawPathwayData | undefined): TPathwayData | null =>
  data
    ? {
        missionIds: data.missionIds ?? [],
        missionPosition: data.missionPosition ?? {},
        missionMap: data.missionMap ?? {},
        currentMissionId: data.currentMissionId ?? null,
        nextMissionIds: data.nextMissionIds ?? [],
        checkpoint: data.checkpoint ?? null,
        completed: data.completed ?? false,
      }
    : null;

/** One flat object, with every map present, whichever part of the answer a field came in. */
export const flattenExtends = (raw: TRawExtends): TLearnExtends => {
  const {
    tutorialData,
    projectData,
    courseData,
    quizData,
    missionData,
    pathwayData,
    skillData,
    competencyData,
    ...common
  } = raw;
  // The pathway's missions and checkpoint are its own part (pathwayOf), not the common maps.
  const { checkpoint: _checkpoint, missionMap: _missions, ...pathwayCommon } = pathwayData ?? {};
  const merged = {
    ...common,
    ...(tutorialData ??
      projectData ??
      courseData ??
      quizData ??
      missionData ??
      skillData ??
      competencyData ??
      pathwayCommon),
  };
  const pathway = pathwayOf(pathwayData);
  return {
    breadcrumb: merged.breadcrumb ?? [],
    checkpoint: merged.checkpoint ?? pathway?.checkpoint ?? null,
    collectMap: merged.collectMap ?? {},
    recordMap: merged.recordMap ?? {},
    replacementMap: merged.replacementMap ?? {},
    allParentIds: merged.allParentIds ?? [],
    allParentMap: merged.allParentMap ?? {},
    statsMap: merged.statsMap ?? {},
    contentIds: merged.contentIds ?? [],
    tutorialMap: merged.tutorialMap ?? {},
    quizMap: merged.quizMap ?? {},
    projectMap: merged.projectMap ?? {},
    tutorialGroups: merged.tutorialGroups ?? [],
    quiz: quizProgressOf(quizData),
    mission: missionOf(missionData),
    pathway,
    skillMap: merged.skillMap ?? {},
    skill: skillData
      ? {
          competencyIds: skillData.competencyIds ?? [],
          competencyMap: skillData.competencyMap ?? {},
          taggedMap: skillData.taggedMap ?? {},
          experience: skillData.experience ?? null,
        }
      : null,
    competency: competencyData
      ? {
          skillIds: competencyData.skillIds ?? [],
          skillMap: competencyData.skillMap ?? {},
          missionIds: competencyData.missionIds ?? [],
          missionMap: competencyData.missionMap ?? {},
          experience: competencyData.experience ?? null,
        }
      : null,
    liveSession: merged.liveSession ?? null,
  };
};

const contextQuery = (context: TLearnContext) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(context)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** GET /api/learn/{type}/{idOrSlug}/extends (§7.4): breadcrumb, parents, contained items and the viewer's records. */
export const fetchLearnExtends = async (type: TLearnType, idOrSlug: string, context: TLearnContext) =>
  flattenExtends(
    await apiGet<TRawExtends>(`/api/learn/${type}/${encodeURIComponent(idOrSlug)}/extends${contextQuery(context)}`),
  );

export const learnExtendsQueryKey = (type: TLearnType, idOrSlug: string, context: TLearnContext) =>
  ['learn', type, idOrSlug, 'extends', context] as const;

export const learnExtendsQueryOptions = (type: TLearnType, idOrSlug: string, context: TLearnContext) =>
  queryOptions({
    queryKey: learnExtendsQueryKey(type, idOrSlug, context),
    queryFn: () => fetchLearnExtends(type, idOrSlug, context),
    // The learner's own records and saved state: short-lived, so coming back to a page reads them again.
    staleTime: 10_000,
  });

export const useLearnExtends = (type: TLearnType, idOrSlug: string, context: TLearnContext) =>
  useSuspenseQuery(learnExtendsQueryOptions(type, idOrSlug, context)).data;
