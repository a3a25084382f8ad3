import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ID_PREFIXES, isEditorType, isItemType, itemId, parseItemId, type TIdType } from './ids';

it('reads the prefix table both ways', () => {
  expect(parseItemId('ltu_42')).toEqual({ type: 'tutorial', id: 42 });
  expect(parseItemId('lpw_7')).toEqual({ type: 'pathway', id: 7 });
  expect(itemId('tutorial', 42)).toBe('ltu_42');
  expect(itemId('engineAsset', 3)).toBe('las_3');
});

it('rejects malformed ids', () => {
  for (const bad of ['', 'ltu', 'ltu_', 'ltu_0', 'ltu_-1', 'ltu_01', 'xyz_1', 'LTU_1', 'ltu_1a', ' ltu_1', 'ltu_1_2']) {
    expect(parseItemId(bad)).toBeNull();
  }
});

it('round-trips every type and positive id', () => {
  const types = Object.keys(ID_PREFIXES) as TIdType[];
  fc.assert(
    fc.property(fc.constantFrom(...types), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (type, id) => {
      expect(parseItemId(itemId(type, id))).toEqual({ type, id });
    }),
  );
});

it('knows which types have an editor', () => {
  const editable = [
    'tutorial',
    'project',
    'course',
    'liveSession',
    'quiz',
    'mission',
    'pathway',
    'skill',
    'competency',
  ];
  expect(editable.every(isEditorType)).toBe(true);
  expect(['badge', 'submission', 42].some(isEditorType)).toBe(false);
  expect(['badge', 'tutorial', null].map(isItemType)).toEqual([true, true, false]);
});
