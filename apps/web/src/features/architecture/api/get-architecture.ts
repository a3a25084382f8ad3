import type { TItemCard } from '@questline/domain/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export type TArchitectureStatus = 'draft' | 'published';

/** The fields of a card the architecture page reads; the server sends the whole card (§3.1). */
export type TArchitectureCard = Pick<TItemCard, 'id' | 'type' | 'slug' | 'title'>;

export type TArchitectureCompetency = {
  id: string;
  title: string;
  slug: string;
  status: TArchitectureStatus;
  /** The competency's skills, in its order. */
  skillIds: string[];
};

export type TArchitectureSkill = {
  id: string;
  title: string;
  status: TArchitectureStatus;
  internalID: string;
  /** Published tutorials, projects and courses tagged with the skill: keys of `contentMap`. */
  contentIds: string[];
};

/** GET /api/creator/architecture: the skills architecture with the mission and pathway dashboards. */
export type TArchitecture = {
  competencies: TArchitectureCompetency[];
  skillMap: Record<string, TArchitectureSkill>;
  contentMap: Record<string, TArchitectureCard>;
  missions: (TArchitectureCard & { status: TArchitectureStatus })[];
  pathways: (TArchitectureCard & { status: TArchitectureStatus })[];
};

export const fetchArchitecture = () => apiGet<TArchitecture>('/api/creator/architecture');

/** Always fresh: publishing a skill or competency lands here and must show the change (§4.2). */
export const architectureQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'architecture'], queryFn: fetchArchitecture, staleTime: 0 });

export const useArchitecture = (enabled: boolean) => useQuery({ ...architectureQueryOptions(), enabled });
