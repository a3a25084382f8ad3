import { readCreateSearch, readEditorSearch } from '@questline/domain/rules/search-params';
import { expect, it } from 'vitest';
import { editorTypeOrNotFound } from './editor-search';
import { tabOf } from './editor-tabs';

it('knows the tabs of each type (§2.12) and falls back to the general tab', () => {
  expect(tabOf('tutorial', 's')).toBe('s');
  expect(tabOf('tutorial', 'c')).toBe('g');
  expect(tabOf('project', 'c')).toBe('c');
  expect(tabOf('course', undefined)).toBe('g');
  expect(tabOf('course', readEditorSearch({ tab: 'x' }).tab)).toBe('g');
  expect(tabOf('quiz', 'q')).toBe('q');
  expect(tabOf('quiz', 's')).toBe('g');
  expect(tabOf('tutorial', 'q')).toBe('g');
  // One letter, another form: a mission's m is its map, a pathway's its missions.
  expect([tabOf('mission', 'm'), tabOf('pathway', 'm'), tabOf('pathway', 'c')]).toEqual(['m', 'm', 'g']);
});

it('reads skipPopup from the query and answers not found for types without an editor', () => {
  expect(readCreateSearch({ skipPopup: true }).skipPopup).toBe(true);
  expect(readCreateSearch({ skipPopup: 'true' }).skipPopup).toBe(true);
  expect(readCreateSearch({}).skipPopup).toBeUndefined();
  expect(editorTypeOrNotFound('course')).toBe('course');
  expect(editorTypeOrNotFound('quiz')).toBe('quiz');
  expect(editorTypeOrNotFound('liveSession')).toBe('liveSession');
  expect(editorTypeOrNotFound('pathway')).toBe('pathway');
  expect(editorTypeOrNotFound('skill')).toBe('skill');
  expect(() => editorTypeOrNotFound('badge')).toThrow();
});
