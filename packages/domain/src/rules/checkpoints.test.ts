import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkpointGroups, checkpointProgress, pathwayCheckpointProgress, type TCheckpointNode } from './checkpoints';

const node = (id: string, relation: 'And' | 'Or', completed = false): TCheckpointNode => ({
  id,
  type: 'tutorial',
  relation,
  status: { completed },
});

describe('checkpointGroups (§4.5)', () => {
  it('starts a group at each And and adds the following Or nodes as alternatives', () => {
    const groups = checkpointGroups([
      node('a', 'And'),
      node('b', 'Or'),
      node('c', 'And'),
      node('d', 'Or'),
      node('e', 'Or'),
    ]);
    expect(groups.map((group) => group.map((entry) => entry.id))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('lets a leading Or start the first group', () => {
    expect(checkpointGroups([node('a', 'Or'), node('b', 'Or')]).map((group) => group.length)).toEqual([2]);
  });

  it('keeps every node exactly once, in order', () => {
    const arbitraryNodes = fc
      .array(fc.constantFrom<'And' | 'Or'>('And', 'Or'), { maxLength: 30 })
      .map((relations) => relations.map((relation, index) => node(`n${index}`, relation)));
    fc.assert(
      fc.property(arbitraryNodes, (nodes) => {
        expect(checkpointGroups(nodes).flat()).toEqual(nodes);
      }),
    );
  });
});

describe('checkpointProgress (§3.10)', () => {
  const rewards = { badgeRewards: [{ itemId: 'lbg_1' }], assetRewards: [{ itemId: 'las_2', packageId: 'pkg-9' }] };

  it('counts a group complete when any member is, and locks rewards until all are', () => {
    const progress = checkpointProgress({
      nodes: [node('a', 'And', false), node('b', 'Or', true), node('c', 'And', false)],
      ...rewards,
    });
    expect(progress.completion).toEqual({ completed: 1, total: 2 });
    expect(progress.completedPercent).toBe(0.5);
    expect(progress.completed).toBe(false);
    expect(progress.groupMap).toEqual({ a: 0, b: 0, c: 1 });
    expect(progress.lockedBadges).toEqual(rewards.badgeRewards);
    expect(progress.unlockedAssets).toEqual([]);
  });

  it('unlocks badges and assets when every group is complete', () => {
    const progress = checkpointProgress({
      nodes: [node('a', 'And', true), node('c', 'And', false), node('d', 'Or', true)],
      ...rewards,
    });
    expect(progress.completed).toBe(true);
    expect(progress.completedPercent).toBe(1);
    expect(progress.unlockedBadges).toEqual(rewards.badgeRewards);
    expect(progress.unlockedAssets).toEqual(rewards.assetRewards);
    expect(progress.lockedBadges).toEqual([]);
  });

  it('forces completedPercent to 1 for a summary', () => {
    expect(checkpointProgress({ nodes: [node('a', 'And')] }, { summary: true }).completedPercent).toBe(1);
  });

  it('treats an empty checkpoint as not complete, at 0 %', () => {
    expect(checkpointProgress({ nodes: [] })).toMatchObject({ completed: false, completedPercent: 0 });
  });
});

describe('pathwayCheckpointProgress (§4.4, §4.5)', () => {
  const rewards = { badgeRewards: [{ itemId: 'lbg_7' }] };
  // a → b, and c alone: completing a and b completes a root chain.
  const missions = (done: string[]) =>
    [
      { id: 'a', prerequisiteIds: [] },
      { id: 'b', prerequisiteIds: ['a'] },
      { id: 'c', prerequisiteIds: [] },
    ].map((mission) => ({ ...mission, completed: done.includes(mission.id) }));
  const missionNodes = (done: string[]) => ['a', 'b', 'c'].map((id) => node(id, 'And', done.includes(id)));

  it('reads the assessment items when the pathway has them', () => {
    const progress = pathwayCheckpointProgress(
      { nodes: [node('t', 'And', false)], ...rewards },
      missions(['a', 'b', 'c']),
      { byMissions: false },
    );
    expect(progress).toMatchObject({ completed: false, completedPercent: 0, lockedBadges: rewards.badgeRewards });
  });

  it('completes a pathway without assessment items when a root mission chain is done, whatever is left', () => {
    const half = pathwayCheckpointProgress({ nodes: missionNodes(['a']), ...rewards }, missions(['a']), {
      byMissions: true,
    });
    expect(half).toMatchObject({ completed: false, unlockedBadges: [] });
    expect(half.completedPercent).toBeCloseTo(1 / 3);
    const chain = pathwayCheckpointProgress({ nodes: missionNodes(['a', 'b']), ...rewards }, missions(['a', 'b']), {
      byMissions: true,
    });
    expect(chain).toMatchObject({ completed: true, completedPercent: 1, unlockedBadges: rewards.badgeRewards });
    expect(chain.completion).toEqual({ completed: 2, total: 3 });
  });
});
