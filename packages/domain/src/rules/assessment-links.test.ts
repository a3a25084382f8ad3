import { describe, expect, it } from 'vitest';
import {
  changedAssessmentIds,
  isCompletableAssessment,
  missionAssessmentProblems,
  pathwayAssessmentProblems,
} from './assessment-links';
import type { TAssessment } from './editor';

const and = (value: string): TAssessment => ({ op: 'And', value });
const or = (value: string): TAssessment => ({ op: 'Or', value });

describe('checkpoints a pathway may wait on (§4.5)', () => {
  it('a checkpoint completes only when it has an item', () => {
    expect(isCompletableAssessment([])).toBe(false);
    expect(isCompletableAssessment([and('ltu_1')])).toBe(true);
  });
});

describe('mission_InvalidParameter_pathway_assessments', () => {
  it('refuses an empty assessment of a mission a pathway assesses by', () => {
    expect(missionAssessmentProblems([], ['lpw_4'])).toEqual([
      { path: 'assessmentItem', key: 'mission_InvalidParameter_pathway_assessments' },
    ]);
  });

  it('lets an empty assessment be when no pathway names the mission, and any list that can complete', () => {
    expect(missionAssessmentProblems([], [])).toEqual([]);
    expect(missionAssessmentProblems([and('lqz_2')], ['lpw_4', 'lpw_5'])).toEqual([]);
  });
});

describe('pathway_InvalidParameter_mission_assessments', () => {
  it('refuses each named mission whose checkpoint cannot complete, at its own item', () => {
    const missions = new Map<string, TAssessment[]>([
      ['lms_1', [and('ltu_1')]],
      ['lms_2', []],
      ['lms_3', []],
    ]);
    expect(pathwayAssessmentProblems([and('lms_1'), or('lms_2'), and('ltu_9'), and('lms_3')], missions)).toEqual([
      { path: 'assessmentItems.1.value', key: 'pathway_InvalidParameter_mission_assessments' },
      { path: 'assessmentItems.3.value', key: 'pathway_InvalidParameter_mission_assessments' },
    ]);
  });

  it('accepts items that are not missions and missions that can complete', () => {
    expect(pathwayAssessmentProblems([and('ltu_9'), or('lms_1')], new Map([['lms_1', [and('ltu_1')]]]))).toEqual([]);
    expect(pathwayAssessmentProblems([], new Map([['lms_2', []]]))).toEqual([]);
  });
});

describe('changed assessment items', () => {
  it('names added, removed, moved and re-related items once', () => {
    expect(changedAssessmentIds([], [])).toEqual([]);
    expect(changedAssessmentIds([and('a'), or('b')], [and('a'), or('b')])).toEqual([]);
    expect(changedAssessmentIds([and('a')], [and('a'), and('b')])).toEqual(['b']);
    expect(changedAssessmentIds([and('a'), and('b')], [and('a')])).toEqual(['b']);
    expect(changedAssessmentIds([and('a'), or('b')], [and('a'), and('b')])).toEqual(['b']);
    expect(changedAssessmentIds([and('a'), and('b')], [and('b'), and('a')])).toEqual(['a', 'b']);
  });
});
