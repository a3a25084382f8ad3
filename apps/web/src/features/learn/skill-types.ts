import type { TExperience } from '@questline/domain/schemas/progress';
import type { TMapCard } from './map-card-types';

/** The viewer's standing in one XP category (§1, §4.5): level, points inside it and what the level needs. */
export type TCategoryStanding = TExperience['categories'][number];

/** A skill page's own part of skillData (§3.8); its tutorials come as the page's contentIds and tutorialMap. */
export type TSkillPageData = {
  competencyIds: string[];
  competencyMap: Record<string, TMapCard>;
  /** Published tutorials, projects and courses tagged with the skill. */
  taggedMap: Record<string, TMapCard>;
  /** Null for anonymous viewers. */
  experience: TCategoryStanding[] | null;
};

/** A skill of a competency, with how many tutorials teach it. */
export type TCompetencySkillCard = TMapCard & { tutorialsCount: number };

/** competencyData of a competency's extends (§3.8): its skills in order and the missions building it. */
export type TCompetencyPageData = {
  skillIds: string[];
  skillMap: Record<string, TCompetencySkillCard>;
  missionIds: string[];
  missionMap: Record<string, TMapCard>;
  /** Null for anonymous viewers. */
  experience: TCategoryStanding[] | null;
};
