import { describe, expect, it } from 'vitest';
import { checkpointProgress, type TCheckpoint } from '../rules/checkpoints';
import { levelDetail } from '../rules/levels';
import { ZItemState, ZPathwayData, ZProgressWrite, ZRecordFlagResult } from './progress';

const checkpoint: TCheckpoint = {
  nodes: [
    {
      id: 'ltu_1',
      type: 'tutorial',
      title: 'Build a scene',
      slug: 'build-a-scene',
      relation: 'And',
      status: { completed: true },
    },
    { id: 'lqz_2', type: 'quiz', title: null, slug: null, relation: 'And', status: { completed: false } },
    { id: 'ltu_3', type: 'tutorial', relation: 'Or', status: { completed: true } },
  ],
  badgeRewards: [{ itemId: 'lbg_4' }],
  assetRewards: [{ itemId: 'pkg-9', packageId: 'pkg-9' }],
};

describe('progress answers (§3.10, §4.5, §7.7)', () => {
  it('describe what the checkpoint rules compute, so the state endpoint answers them as they are', () => {
    const progress = checkpointProgress(checkpoint);
    const state = ZItemState.parse({ checkpoint, progress, record: null });
    expect(state.progress).toMatchObject({
      completedPercent: 1,
      completed: true,
      completion: { completed: 2, total: 2 },
    });
    expect(state.progress.unlockedBadges).toEqual([{ itemId: 'lbg_4' }]);
    // The groups themselves are the client's to derive from the nodes: only their map travels.
    expect(state.progress).not.toHaveProperty('groups');
  });

  it('carry the level details a write earned and what it completed; a flag says which transition opens', () => {
    const write = ZProgressWrite.parse({
      recordMap: {
        ltu_1: {
          type: 'tutorial',
          completed: true,
          completedTime: '2026-01-02T03:04:05.000Z',
          lastCompletedTime: '2026-01-02T03:04:05.000Z',
          updatedTime: '2026-01-02T03:04:05.000Z',
          withAll: true,
          versionId: 1,
          flag: false,
          steps: { s1: { completed: true, completedTime: '2026-01-02T03:04:05.000Z' } },
          answers: [],
          subItems: {},
          recordVersions: {},
          experiencePoints: [{ categoryId: 'essentials', point: 30 }],
          nextRecordData: null,
        },
      },
      levelDetails: [levelDetail('essentials', 545, 515)],
      completedIds: ['lms_5'],
      internalNote: 'dropped',
    });
    expect(write).not.toHaveProperty('internalNote');
    expect(write.levelDetails[0]).toMatchObject({ categoryId: 'essentials', level: 2, isLevelUp: true });
    expect(ZRecordFlagResult.safeParse({ ...write, transition: 'celebrate' }).success).toBe(false);
    expect(ZRecordFlagResult.parse({ ...write, transition: null }).transition).toBeNull();
  });

  it('give each pathway mission its standing on the map', () => {
    const mission = {
      id: 'lms_5',
      type: 'mission',
      slug: 'first',
      title: 'First',
      descPlain: '',
      thumbnail: null,
      skillLevel: null,
      language: 'en',
      duration: null,
      points: [],
      premium: false,
      published: true,
      startTime: null,
      withManual: false,
      manualDuration: null,
      withLab: false,
      prerequisiteIds: [],
      contentIds: ['ltu_1'],
      status: { completed: false, available: true, current: true },
    };
    const data = {
      allParentIds: [],
      allParentMap: {},
      statsMap: {},
      missionIds: ['lms_5'],
      missionPosition: { lms_5: { top: 0, left: 40 } },
      missionMap: { lms_5: mission },
      courseMap: {},
      tutorialMap: {},
      quizMap: {},
      projectMap: {},
      currentMissionId: 'lms_5',
      nextMissionIds: ['lms_5'],
      checkpoint,
      completed: false,
    };
    expect(ZPathwayData.parse(data).missionMap.lms_5?.status.available).toBe(true);
    const withoutStatus = { ...data, missionMap: { lms_5: { ...mission, status: undefined } } };
    expect(ZPathwayData.safeParse(withoutStatus).success).toBe(false);
  });
});
