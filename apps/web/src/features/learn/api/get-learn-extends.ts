import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TLearnContext } from '../learn-search';
import type { TLearnExtends, TLearnType, TQuizProgress } from '../learn-types';

type TRawQuizData = Partial<TLearnExtends> & Partial<TQuizProgress>;
type TRawExtends = Partial<TLearnExtends> & {
  tutorialData?: Partial<TLearnExtends>;
  projectData?: Partial<TLearnExtends>;
  courseData?: Partial<TLearnExtends>;
  quizData?: TRawQuizData;
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

/** One flat object, with every map present, whichever part of the answer a field came in. */
export const flattenExtends = (raw: TRawExtends): TLearnExtends => {
  const { tutorialData, projectData, courseData, quizData, ...common } = raw;
  const merged = { ...common, ...(tutorialData ?? projectData ?? courseData ?? quizData ?? {}) };
  return {
    breadcrumb: merged.breadcrumb ?? [],
    checkpoint: merged.checkpoint ?? null,
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
