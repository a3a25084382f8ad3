import type { TMapCard } from '@questline/domain/schemas/content';
import type {
  TCourseExtends,
  TProjectExtends,
  TQuizEditorExtends,
  TTutorialExtends,
} from '@questline/domain/schemas/content-extends';
import type { TTutorialSync } from '@questline/domain/schemas/item';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** What a list in the editor shows of a contained item (§3.1 display fields): of a card, as the maps answer it. */
export type TDisplayItem = Pick<TMapCard, 'id' | 'type' | 'title' | 'duration'> &
  Partial<Pick<TMapCard, 'withManual' | 'manualDuration'>>;
export type TDisplayMap = Record<string, TDisplayItem>;

/** The extends of the editable types with maps, as the editor reads them (edit=true). */
type TExtends = TTutorialExtends | TProjectExtends | TCourseExtends | TQuizEditorExtends;

/** The editable types whose extends answer the maps of their contained items. */
export type TMapsType = 'tutorial' | 'project' | 'course' | 'quiz';

/**
 * The display data of what an item refers to. The editor read (`?edit=true`) answers the bare draft; its maps come
 * with the extends (§7.4), which answer drafts too to those who may edit them.
 */
export const getItemMaps = async (type: TMapsType, id: string): Promise<TDisplayMap> => {
  const path = `/api/learn/${type}/${encodeURIComponent(id)}`;
  // A tutorial's skills come with its sync (§7.2), which the extends do not repeat.
  const [result, sync] = await Promise.all([
    apiGet<TExtends>(`${path}/extends?edit=true`),
    type === 'tutorial' ? apiGet<TTutorialSync>(`${path}/sync`) : Promise.resolve(null),
  ]);
  return Object.assign(
    {},
    sync?.learnSkillMap,
    result.prerequisiteMap,
    result.replacementMap,
    'tutorialData' in result ? result.tutorialData.contentMap : {},
    'projectData' in result ? { ...result.projectData.tutorialMap, ...result.projectData.quizMap } : {},
    'courseData' in result
      ? { ...result.courseData.tutorialMap, ...result.courseData.projectMap, ...result.courseData.quizMap }
      : {},
    'quizData' in result ? result.quizData.contentMap : {},
  );
};

export const itemMapsQueryOptions = (type: TMapsType, id: string) =>
  queryOptions({ queryKey: ['editor', 'itemMaps', type, id], queryFn: () => getItemMaps(type, id), staleTime: 60_000 });

export const useItemMaps = (type: TMapsType, id: string | null, enabled: boolean) =>
  useQuery({ ...itemMapsQueryOptions(type, id ?? ''), enabled: enabled && Boolean(id) });
