import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAssessmentItem,
  addFreeAsset,
  addRecommendedPathway,
  categoryChangeNeedsConfirm,
  changeCategory,
  createSet,
  deleteAssessmentItem,
  deleteSet,
  ensureDefaultSet,
  internalOnlyAddRefusal,
  internalOnlySetProblems,
  isPublishDisabled,
  maxAgeOptions,
  minAgeOptions,
  missingFieldsMessage,
  showsErrors,
  type TAssessment,
} from './editor';

const a = (value: string, op: 'And' | 'Or' = 'And'): TAssessment => ({ op, value });

describe('assessment items (§4.3, §5)', () => {
  it('deleting the first item turns a following Or into And', () => {
    expect(deleteAssessmentItem([a('x'), a('y', 'Or'), a('z', 'Or')], 0)).toEqual([a('y'), a('z', 'Or')]);
  });

  it('deleting any other item leaves the relations alone', () => {
    expect(deleteAssessmentItem([a('x'), a('y', 'Or'), a('z', 'Or')], 1)).toEqual([a('x'), a('z', 'Or')]);
    expect(deleteAssessmentItem([a('x')], 0)).toEqual([]);
  });

  it('never leaves a list starting with Or after deleting the first item', () => {
    const lists = fc.array(
      fc.constantFrom<'And' | 'Or'>('And', 'Or').map((op) => op),
      { minLength: 1, maxLength: 10 },
    );
    fc.assert(
      fc.property(lists, (ops) => {
        const items = ops.map((op, index) => a(`i${index}`, index === 0 ? 'And' : op));
        const next = deleteAssessmentItem(items, 0);
        expect(next.length).toBe(items.length - 1);
        if (next.length) expect(next[0]?.op).toBe('And');
      }),
    );
  });

  it('does not add an item twice', () => {
    expect(addAssessmentItem([a('x')], a('x', 'Or'))).toEqual([a('x')]);
    expect(addAssessmentItem([a('x')], a('y', 'Or'))).toEqual([a('x'), a('y', 'Or')]);
  });
});

describe('mission sets (§4.3, §5)', () => {
  const sets = [
    { id: 's1', title: 'One', contentIds: ['ltu_1'] },
    { id: 's2', title: 'Two', contentIds: ['ltu_2'] },
  ];

  it('deleting the default set makes the first remaining set the default', () => {
    expect(deleteSet(sets, 's1', 's1')).toEqual({ customContents: [sets[1]], defaultSet: 's2' });
    expect(deleteSet(sets, 's2', 's1').defaultSet).toBe('s2');
    expect(deleteSet(sets.slice(0, 1), 's1', 's1')).toEqual({ customContents: [], defaultSet: null });
  });

  it('having no default makes the first set the default', () => {
    expect(ensureDefaultSet(sets, null)).toBe('s1');
    expect(ensureDefaultSet(sets, 'gone')).toBe('s1');
  });

  it('creating a set needs a title and a content, else nothing happens', () => {
    expect(createSet({ title: ' ', contentIds: ['ltu_1'] }, 'n')).toBeNull();
    expect(createSet({ title: 'New', contentIds: [] }, 'n')).toBeNull();
    expect(createSet({ title: ' New ', contentIds: ['ltu_1', 'ltu_1'] }, 'n')).toEqual({
      id: 'n',
      title: 'New',
      description: '',
      contentIds: ['ltu_1'],
    });
  });
});

describe('free assets and recommended pathways (§5)', () => {
  it('adds a free asset once, with an empty note', () => {
    const once = addFreeAsset([], ' kart ');
    expect(once).toEqual([{ packageId: 'kart', note: '' }]);
    expect(addFreeAsset(once, 'kart')).toEqual(once);
    expect(addFreeAsset(once, '  ')).toEqual(once);
  });

  it('adds a recommended pathway once and never the pathway itself', () => {
    expect(addRecommendedPathway(['lpw_2'], 'lpw_2')).toEqual(['lpw_2']);
    expect(addRecommendedPathway([], 'lpw_1', 'lpw_1')).toEqual([]);
    expect(addRecommendedPathway(['lpw_2'], 'lpw_3', 'lpw_1')).toEqual(['lpw_2', 'lpw_3']);
  });
});

describe('tutorial category (§4.3)', () => {
  it('asks before leaving exercise and removes the solution plan on any change', () => {
    expect(categoryChangeNeedsConfirm({ isExercise: true }, false)).toBe(true);
    expect(categoryChangeNeedsConfirm({ isExercise: false }, true)).toBe(false);
    const general = { isExercise: true, solutionPlan: { body: 'x' }, title: 't' };
    expect(changeCategory(general, false)).toEqual({ isExercise: false, solutionPlan: null, title: 't' });
    expect(changeCategory(general, true)).toBe(general);
  });
});

describe('internal-only content in missions (§5, §6)', () => {
  const internalTutorial = { title: 'Secret', type: 'tutorial', internalOnly: true };
  const items = new Map<string, { title: string; type: string; internalOnly?: boolean }>([
    ['ltu_1', internalTutorial],
    ['lpr_2', { title: 'Internal project', type: 'project', internalOnly: true }],
    ['ltu_3', { title: 'Open', type: 'tutorial' }],
  ]);

  it('refuses to add internal-only tutorials and quizzes to a non-internal mission', () => {
    expect(internalOnlyAddRefusal({ internalOnly: false }, internalTutorial)).toEqual({
      key: 'mission_internalOnly_cannot_add',
      params: { title: 'Secret', type: 'tutorial' },
    });
    expect(internalOnlyAddRefusal({ internalOnly: true }, internalTutorial)).toBeNull();
    expect(internalOnlyAddRefusal({}, { title: 'Open', type: 'quiz' })).toBeNull();
  });

  it('names each set holding internal-only content and disables publishing', () => {
    const sets = [
      { title: 'Main', contentIds: ['ltu_1', 'ltu_3', 'lpr_2', 'ltu_missing'] },
      { title: 'Alt', contentIds: ['ltu_3'] },
    ];
    expect(internalOnlySetProblems({}, sets, items)).toEqual([
      { key: 'mission_set_contains_internalOnly', params: { setTitle: 'Main', title: 'Secret', type: 'tutorial' } },
    ]);
    expect(isPublishDisabled({}, sets, items)).toBe(true);
    expect(isPublishDisabled({ internalOnly: true }, sets, items)).toBe(false);
  });
});

describe('form helpers (§4.3, §5)', () => {
  it('cuts each age list by the other bound', () => {
    expect(minAgeOptions(15)).toEqual([13, 14, 15]);
    expect(maxAgeOptions(16)).toEqual([16, 17, 18]);
    expect(minAgeOptions(null)).toEqual(maxAgeOptions(undefined));
  });

  it('shows errors only for touched fields', () => {
    expect(showsErrors({ title: false }, { title: 'error_isRequired' })).toBe(false);
    expect(showsErrors({ title: true, url: true }, { url: 'error_URL' })).toBe(true);
    expect(showsErrors({}, {})).toBe(false);
  });

  it('lists missing fields in project_fields_required', () => {
    expect(missingFieldsMessage(['title', 'thumbnail'])).toEqual({
      key: 'project_fields_required',
      params: { fields: 'title, thumbnail' },
    });
  });
});
