import type {
  TArchitectureCompetency,
  TArchitectureResult,
  TArchitectureSkill,
} from '@questline/domain/schemas/creator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** GET /api/creator/architecture: the skills architecture with the mission and pathway dashboards. */
export type TArchitecture = TArchitectureResult;
export type { TArchitectureCompetency, TArchitectureSkill };
export type TArchitectureStatus = TArchitectureSkill['status'];

export const fetchArchitecture = () => apiGet<TArchitecture>('/api/creator/architecture');

/** Always fresh: publishing a skill or competency lands here and must show the change (§4.2). */
export const architectureQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'architecture'], queryFn: fetchArchitecture, staleTime: 0 });

export const useArchitecture = (enabled: boolean) => useQuery({ ...architectureQueryOptions(), enabled });
