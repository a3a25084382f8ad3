import type { TExperience } from '@questline/domain/schemas/progress';

export type { TCompetencySkillCard } from '@questline/domain/schemas/skills';

/** The viewer's standing in one XP category (§1, §4.5): level, points inside it and what the level needs. */
export type TCategoryStanding = TExperience['categories'][number];
