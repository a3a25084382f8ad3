import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagParam,
  intParam,
  itemIdParam,
  oneOfParam,
  readCreateSearch,
  readEditorSearch,
  readLearnSearch,
  textParam,
} from './search-params';

describe('query parameter readers (§2.2)', () => {
  it('reads text, numbers read back as their text', () => {
    expect(textParam('2022.3')).toBe('2022.3');
    expect(textParam(2022)).toBe('2022');
    expect(textParam('')).toBeUndefined();
    expect(textParam('x'.repeat(201))).toBeUndefined();
    expect(textParam(Number.NaN)).toBeUndefined();
    expect(textParam({})).toBeUndefined();
  });

  it('reads flags from booleans and their text', () => {
    expect([true, 'true', false, 'false', 'yes', 1, undefined].map(flagParam)).toEqual([
      true,
      true,
      false,
      false,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads item ids of the named types only', () => {
    expect(itemIdParam('lpr_3', 'project')).toBe('lpr_3');
    expect(itemIdParam('lco_3', 'project')).toBeUndefined();
    expect(itemIdParam('lco_3')).toBe('lco_3');
    expect(itemIdParam('lpr_x', 'project')).toBeUndefined();
    expect(itemIdParam(3, 'project')).toBeUndefined();
  });

  it('reads whole numbers from text or numbers', () => {
    expect(intParam('2')).toBe(2);
    expect(intParam(3)).toBe(3);
    expect(intParam('0')).toBeUndefined();
    expect(intParam('1.5')).toBeUndefined();
    expect(intParam(' ')).toBeUndefined();
    expect(intParam(0, 0)).toBe(0);
  });

  it('reads one value of a list', () => {
    expect(oneOfParam('course', ['tutorial', 'course'] as const)).toBe('course');
    expect(oneOfParam('quiz', ['tutorial', 'course'] as const)).toBeUndefined();
  });

  it('never throws, whatever a hand-edited URL holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const search = readLearnSearch(raw);
        for (const value of Object.values(search)) expect(['string', 'boolean', 'undefined']).toContain(typeof value);
      }),
    );
  });
});

describe('page searches', () => {
  it('keeps the parent chain, version and flags of a detail page and drops malformed values', () => {
    expect(
      readLearnSearch({
        projectId: 'lpr_3',
        courseId: 'lpr_4',
        missionId: 'lms_5',
        pathwayId: 'lpw_6',
        contentId: 'ltu_7',
        uv: 2022,
        language: 'ja',
        preview: 'true',
        publish: true,
        labelRequired: 'no',
        tab: 's1',
      }),
    ).toEqual({
      projectId: 'lpr_3',
      courseId: undefined,
      missionId: 'lms_5',
      pathwayId: 'lpw_6',
      contentId: 'ltu_7',
      uv: '2022',
      language: 'ja',
      preview: true,
      publish: true,
      labelRequired: undefined,
      tab: 's1',
    });
  });

  it('reads the editor tab and the create flow popup choice', () => {
    expect(readEditorSearch({ tab: 's' })).toEqual({ tab: 's' });
    expect(readEditorSearch({ tab: 'x' })).toEqual({ tab: undefined });
    expect(readCreateSearch({ skipPopup: 'true' })).toEqual({ skipPopup: true });
  });
});
