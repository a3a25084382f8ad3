import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';
import type { TLearnExtends, TLearnExtendsResult, TLearnType } from '../learn-types';

/** The type's own part of an answer: each type's extends carry exactly one. */
const ownPart = (raw: TLearnExtendsResult) => {
  if ('tutorialData' in raw) return raw.tutorialData;
  if ('projectData' in raw) return raw.projectData;
  if ('courseData' in raw) return raw.courseData;
  if ('quizData' in raw) return raw.quizData;
  if ('missionData' in raw) return raw.missionData;
  if ('pathwayData' in raw) return raw.pathwayData;
  if ('skillData' in raw) return raw.skillData;
  return raw.competencyData;
};

/**
 * The page's own part of its extends (a mission page's missionData, a pathway page's pathwayData): the server answers
 * it for every item of the type, so an answer without it is an error for the route's error page, not a page to fake.
 */
export const ownData = <T>(part: T | null, type: TLearnType): T => {
  if (part === null) throw new Error(`GET /api/learn/${type}/…/extends answered no ${type}Data`);
  return part;
};

/** One flat object, with every map present, whichever part of the answer a field came in. */
export const flattenExtends = (raw: TLearnExtendsResult): TLearnExtends => {
  const part = ownPart(raw);
  const pathway = 'pathwayData' in raw ? raw.pathwayData : null;
  return {
    breadcrumb: raw.breadcrumb,
    // A pathway's checkpoint is its own part's.
    checkpoint: raw.checkpoint ?? pathway?.checkpoint ?? null,
    collectMap: raw.collectMap,
    recordMap: raw.recordMap,
    replacementMap: raw.replacementMap,
    allParentIds: part.allParentIds,
    allParentMap: part.allParentMap,
    statsMap: part.statsMap,
    contentIds: 'contentIds' in part ? part.contentIds : [],
    tutorialMap: 'tutorialMap' in part ? part.tutorialMap : {},
    quizMap: 'quizMap' in part ? part.quizMap : {},
    projectMap: 'projectMap' in part ? part.projectMap : {},
    tutorialGroups: 'tutorialGroups' in part ? part.tutorialGroups : [],
    // The pathway's missions are its own part (pathway), not the common maps.
    skillMap: 'skillMap' in part ? part.skillMap : {},
    quiz: 'quizData' in raw ? raw.quizData : null,
    mission: 'missionData' in raw ? raw.missionData : null,
    pathway,
    skill: 'skillData' in raw ? raw.skillData : null,
    competency: 'competencyData' in raw ? raw.competencyData : null,
    liveSession: 'liveSession' in raw ? raw.liveSession : null,
    latestLiveSession: 'latestLiveSession' in raw ? raw.latestLiveSession : null,
    versionData: 'versionData' in raw ? raw.versionData : { versions: [], current: null },
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
    await apiGet<TLearnExtendsResult>(
      `/api/learn/${type}/${encodeURIComponent(idOrSlug)}/extends${contextQuery(context)}`,
    ),
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
