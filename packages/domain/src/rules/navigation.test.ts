import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentPathwayMission,
  isContentSetCompleted,
  isPathwayComplete,
  isRecordCompleted,
  learnerContentSet,
  nextItemId,
  nextItemOfRecord,
  nextMissions,
  nextQuestionIndex,
  nextUncompletedNode,
  rootMissions,
  type TPathwayMission,
  type TProgressNode,
} from './navigation';

const node = (id: string, type: string, completed = false, subNodes?: TProgressNode[]): TProgressNode => ({
  id,
  type,
  status: { completed },
  ...(subNodes ? { subNodes } : {}),
});

describe('nextUncompletedNode (§4.4)', () => {
  const nodes = [
    node('ltu_1', 'tutorial', true),
    node('cp_1', 'checkpoint'),
    node('lqz_2', 'quiz'),
    node('lpr_3', 'project'),
    node('ltu_4', 'tutorial', true),
  ];

  it('finds the next tutorial or quiz after the current node', () => {
    expect(nextUncompletedNode(nodes, 'ltu_1')?.id).toBe('lqz_2');
    expect(nextUncompletedNode(nodes, null)?.id).toBe('lqz_2');
  });

  it('stops at uncompleted checkpoints only when they are required', () => {
    expect(nextUncompletedNode(nodes, 'ltu_1', { withCheckpoints: true })?.id).toBe('cp_1');
  });

  it('cycles back to the first node, and answers nothing when all are completed', () => {
    expect(nextUncompletedNode(nodes, 'ltu_4')?.id).toBe('lqz_2');
    expect(nextUncompletedNode(nodes, 'lqz_2')?.id).toBe('lqz_2');
    const done = nodes.map((entry) => ({ ...entry, status: { completed: true } }));
    expect(nextUncompletedNode(done, 'ltu_1', { withCheckpoints: true })).toBeNull();
    expect(nextUncompletedNode([], null)).toBeNull();
  });

  it('never answers a completed node, nor a type it does not stop at', () => {
    const arbitraryNode = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      type: fc.constantFrom('tutorial', 'quiz', 'checkpoint', 'project'),
      status: fc.record({ completed: fc.boolean() }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryNode, { maxLength: 12 }), fc.boolean(), (list, withCheckpoints) => {
        const found = nextUncompletedNode(list, list[0]?.id ?? null, { withCheckpoints });
        const candidates = list.filter(
          (entry) =>
            !entry.status.completed &&
            (entry.type === 'tutorial' || entry.type === 'quiz' || (withCheckpoints && entry.type === 'checkpoint')),
        );
        if (candidates.length === 0) expect(found).toBeNull();
        else expect(candidates).toContain(found);
      }),
    );
  });
});

const mission = (id: string, prerequisiteIds: string[] = [], completed = false): TPathwayMission => ({
  id,
  prerequisiteIds,
  completed,
});

describe('pathway missions (§4.4)', () => {
  // a → b → d, a → c → d; e stands alone. 'lms_outside' is not in the pathway.
  const pathway = (done: string[] = []) => [
    mission('a', ['lms_outside'], done.includes('a')),
    mission('b', ['a'], done.includes('b')),
    mission('c', ['a'], done.includes('c')),
    mission('d', ['b', 'c'], done.includes('d')),
    mission('e', [], done.includes('e')),
  ];

  it('treats missions without a prerequisite inside the pathway as roots', () => {
    expect(rootMissions(pathway()).map((entry) => entry.id)).toEqual(['a', 'e']);
  });

  it('answers dependents whose prerequisites are all completed', () => {
    expect(nextMissions(pathway(['a']), 'a').map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(nextMissions(pathway(['a', 'b', 'c']), 'b').map((entry) => entry.id)).toEqual(['d']);
  });

  it('walks from the roots when no dependent is available', () => {
    expect(nextMissions(pathway(['a', 'b']), 'b').map((entry) => entry.id)).toEqual(['e']);
    expect(nextMissions(pathway(['a', 'e']), null).map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(nextMissions(pathway(['a', 'b', 'c', 'd', 'e']), 'd')).toEqual([]);
  });

  it('opens on the requested mission, else the root, else the next available one', () => {
    expect(currentPathwayMission(pathway(), 'c')?.id).toBe('c');
    expect(currentPathwayMission(pathway(), 'lms_unknown')?.id).toBe('a');
    expect(currentPathwayMission(pathway(['a']))?.id).toBe('b');
    expect(currentPathwayMission(pathway(['a', 'b', 'c', 'd', 'e']))?.id).toBe('a');
    expect(currentPathwayMission([])).toBeNull();
  });

  it('is complete once a root chain is completed through its dependents', () => {
    expect(isPathwayComplete(pathway(['a', 'b']))).toBe(false);
    expect(isPathwayComplete(pathway(['a', 'b', 'd']))).toBe(true);
    expect(isPathwayComplete(pathway(['e']))).toBe(true);
    expect(isPathwayComplete(pathway(['b', 'c', 'd']))).toBe(false);
    expect(isPathwayComplete([])).toBe(false);
  });

  it('survives a prerequisite cycle', () => {
    const cycle = [mission('r'), mission('x', ['r', 'y'], true), mission('y', ['x'], true)];
    expect(nextMissions(cycle, 'x').map((entry) => entry.id)).toEqual(['r']);
    expect(isPathwayComplete(cycle)).toBe(false);
    expect(isPathwayComplete(cycle.map((entry) => ({ ...entry, completed: true })))).toBe(true);
  });
});

describe('records (§4.4)', () => {
  it('reads completion per version for items that are not withAll', () => {
    const record = { completed: true, withAll: false, recordVersions: { '3': { completed: false } } };
    expect(isRecordCompleted(record, 3)).toBe(false);
    expect(isRecordCompleted(record, '4')).toBe(false);
    expect(isRecordCompleted({ ...record, recordVersions: { '3': { completed: true } } }, 3)).toBe(true);
    expect(isRecordCompleted({ ...record, withAll: true }, 3)).toBe(true);
    expect(isRecordCompleted(record, null)).toBe(true);
    expect(isRecordCompleted(undefined, 3)).toBe(false);
  });

  it('takes a project or course next item from nextRecordData', () => {
    expect(nextItemOfRecord({ completed: false, nextRecordData: { itemId: 'ltu_2', type: 'tutorial' } })).toEqual({
      itemId: 'ltu_2',
      type: 'tutorial',
    });
    expect(nextItemOfRecord(undefined)).toBeNull();
  });
});

describe('nextItemId (§4.4)', () => {
  const ids = ['ltu_1', 'ltu_2', 'ltu_3', 'ltu_4'];

  it('is the most recently updated item when it is not completed', () => {
    const records = {
      ltu_1: { completed: false, updatedTime: '2026-01-01T00:00:00Z' },
      ltu_3: { completed: false, updatedTime: '2026-02-01T00:00:00Z' },
    };
    expect(nextItemId(ids, records)).toBe('ltu_3');
  });

  it('otherwise moves on, in circular order, to an item with no record or not completed', () => {
    const records = {
      ltu_1: { completed: false, updatedTime: '2026-01-01T00:00:00Z' },
      ltu_3: { completed: true, updatedTime: '2026-02-01T00:00:00Z' },
      ltu_4: { completed: true, updatedTime: '2026-01-15T00:00:00Z' },
    };
    expect(nextItemId(ids, records)).toBe('ltu_1');
    expect(nextItemId(ids, { ...records, ltu_1: { completed: true } })).toBe('ltu_2');
  });

  it('starts at the first item when nothing was touched yet', () => {
    expect(nextItemId(ids, {})).toBe('ltu_1');
  });

  it('answers nothing when the container is completed, or the next item is unchanged', () => {
    expect(nextItemId(ids, {}, { containerCompleted: true })).toBeNull();
    expect(nextItemId(ids, {}, { previousNextId: 'ltu_1' })).toBeNull();
    const allDone = Object.fromEntries(ids.map((id) => [id, { completed: true }]));
    expect(nextItemId(ids, allDone)).toBeNull();
    expect(nextItemId([], {})).toBeNull();
  });

  it('always answers an uncompleted item of the list while one exists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.record({ completed: fc.boolean(), updatedTime: fc.date({ noInvalidDate: true }) })), {
          minLength: 1,
          maxLength: 8,
        }),
        (entries) => {
          const list = entries.map((_, index) => `ltu_${index}`);
          const records = Object.fromEntries(
            entries.flatMap((entry, index) =>
              entry
                ? [[`ltu_${index}`, { completed: entry.completed, updatedTime: entry.updatedTime.toISOString() }]]
                : [],
            ),
          );
          const next = nextItemId(list, records);
          const open = list.filter((id) => !records[id]?.completed);
          if (open.length === 0) expect(next).toBeNull();
          else expect(open).toContain(next);
        },
      ),
    );
  });
});

describe('nextQuestionIndex (§4.4)', () => {
  it('is the next question with no answers, cycling', () => {
    expect(nextQuestionIndex([[1], [], [2], []])).toBe(1);
    expect(nextQuestionIndex([[1], [], [2], []], 1)).toBe(3);
    expect(nextQuestionIndex([[], [1], [2], [3]], 1)).toBe(0);
    expect(nextQuestionIndex([null, [1]], 0)).toBe(0);
  });

  it('is null when every question has answers', () => {
    expect(nextQuestionIndex([[1], [2]])).toBeNull();
    expect(nextQuestionIndex([])).toBeNull();
  });
});

describe('mission content sets (§4.4, §4.3)', () => {
  it('is completed only when the node and all its group subnodes are, recursively', () => {
    const set = (innerDone: boolean) =>
      node('set', 'set', true, [
        node('g1', 'group', true, [node('ltu_1', 'tutorial', innerDone)]),
        node('lqz_1', 'quiz', true),
      ]);
    expect(isContentSetCompleted(set(true))).toBe(true);
    expect(isContentSetCompleted(set(false))).toBe(false);
    expect(isContentSetCompleted(node('set', 'set', false))).toBe(false);
  });

  it('replaces a deprecated or missing set by the default set', () => {
    const mission = {
      defaultSet: 's1',
      customContents: [{ id: 's1' }, { id: 's2', deprecated: true }, { id: 's3' }],
    };
    expect(learnerContentSet(mission, 's3')).toBe('s3');
    expect(learnerContentSet(mission, 's2')).toBe('s1');
    expect(learnerContentSet(mission, 'gone')).toBe('s1');
    expect(learnerContentSet(mission, null)).toBe('s1');
    expect(learnerContentSet({}, 's1')).toBeNull();
  });
});
