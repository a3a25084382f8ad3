import type { TItemType } from '@questline/domain/ids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** What a list in the editor shows of a contained item (§3.1 display fields). */
export type TDisplayItem = {
  id: string;
  type: TItemType;
  title: string;
  /** Minutes. */
  duration: number | null;
  withManual?: boolean;
  manualDuration?: number | null;
};
export type TDisplayMap = Record<string, TDisplayItem>;

type TMap = Record<string, TDisplayItem> | undefined;
type TExtends = {
  replacementMap?: TMap;
  prerequisiteMap?: TMap;
  tutorialData?: { contentMap?: TMap };
  projectData?: { tutorialMap?: TMap; quizMap?: TMap };
  courseData?: { tutorialMap?: TMap; projectMap?: TMap; quizMap?: TMap };
  quizData?: { contentMap?: TMap };
};

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
    type === 'tutorial' ? apiGet<{ learnSkillMap?: TMap }>(`${path}/sync`) : Promise.resolve(null),
  ]);
  return Object.assign(
    {},
    sync?.learnSkillMap,
    result.prerequisiteMap,
    result.replacementMap,
    result.tutorialData?.contentMap,
    result.projectData?.tutorialMap,
    result.projectData?.quizMap,
    result.courseData?.tutorialMap,
    result.courseData?.projectMap,
    result.courseData?.quizMap,
    result.quizData?.contentMap,
  );
};

export const itemMapsQueryOptions = (type: TMapsType, id: string) =>
  queryOptions({ queryKey: ['editor', 'itemMaps', type, id], queryFn: () => getItemMaps(type, id), staleTime: 60_000 });

export const useItemMaps = (type: TMapsType, id: string | null, enabled: boolean) =>
  useQuery({ ...itemMapsQueryOptions(type, id ?? ''), enabled: enabled && Boolean(id) });
