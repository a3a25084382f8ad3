import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendKeyword,
  criterion,
  familiarPreset,
  isCurrentResponse,
  parseCriterion,
  powerPreset,
  readCriteria,
  selectAll,
  syncedSearchParams,
} from './search-criteria';

describe('criteria strings (§2.6)', () => {
  it('builds the header and short-key criteria', () => {
    expect(criterion('query', 'light probes')).toBe('query:light probes');
    expect(criterion('tag', '12')).toBe('tag:12');
    expect(criterion('type', 'tutorial')).toBe('type:tutorial');
    expect(criterion('t', 'tutorial')).toBe('t:tutorial');
    expect(criterion('sid', 'lsk_4')).toBe('sid:lsk_4');
    expect(criterion('exercise', 'true')).toBe('exercise:true');
  });

  it("replaces ':' in keywords with a space", () => {
    expect(criterion('query', 'type:quiz  shaders')).toBe('query:type quiz shaders');
    expect(parseCriterion(criterion('query', 'a:b:c'))).toEqual({ key: 'query', value: 'a b c' });
  });

  it('parses at the first colon and refuses keyless text', () => {
    expect(parseCriterion('mid:lms_3')).toEqual({ key: 'mid', value: 'lms_3' });
    expect(parseCriterion('query:a b')).toEqual({ key: 'query', value: 'a b' });
    expect(parseCriterion(':x')).toBeNull();
    expect(parseCriterion('nothing')).toBeNull();
  });

  it('never lets a keyword forge another criterion', () => {
    fc.assert(
      fc.property(fc.string(), (keyword) => {
        expect(parseCriterion(criterion('query', keyword))?.key).toBe('query');
      }),
    );
  });

  it('reads the criteria the URL carries, an entry without a key as that keyword', () => {
    // The router has parsed the URL already: its values arrive as they are.
    expect(readCriteria(['tag:1', 'query:x'])).toEqual(['tag:1', 'query:x']);
    expect(readCriteria(['lighting', 3, undefined, {}, true, 'tag:lto_1'])).toEqual(['query:lighting', 'tag:lto_1']);
    expect(readCriteria(['light probes', ':bake', '  '])).toEqual(['query:light probes', 'query:bake']);
  });
});

describe('keywords, presets and sync', () => {
  it('removes a duplicate keyword before appending it', () => {
    expect(appendKeyword(['query:lights', 'tag:3'], 'lights')).toEqual(['tag:3', 'query:lights']);
    expect(appendKeyword(['tag:3'], '   ')).toEqual(['tag:3']);
  });

  it('gives the familiar and power tabs their levels and sorts', () => {
    expect(familiarPreset()).toEqual({
      criteria: ['skillLevel:beginner', 'skillLevel:intermediate'],
      orderBy: 'starts',
    });
    expect(powerPreset('physics')).toEqual({
      criteria: ['skillLevel:intermediate', 'skillLevel:advanced', 'query:physics'],
      orderBy: 'recency',
    });
    expect(powerPreset().criteria).toHaveLength(2);
  });

  it('syncs every search parameter to the URL but page, u, open, tod, prm and itemId', () => {
    expect(
      syncedSearchParams({
        k: '[]',
        ob: 'starts',
        page: '2',
        u: 'x',
        open: '1',
        tod: '9_12',
        prm: 'true',
        itemId: 'a',
        tab: 'all',
      }),
    ).toEqual({ k: '[]', ob: 'starts', tab: 'all' });
  });

  it("'select all' leaves live sessions out", () => {
    expect(selectAll([{ type: 'tutorial' }, { type: 'liveSession' }, { type: 'course' }])).toEqual([
      { type: 'tutorial' },
      { type: 'course' },
    ]);
  });

  it('applies a header-search response only to the text it answers', () => {
    expect(isCurrentResponse('shad', 'shader')).toBe(false);
    expect(isCurrentResponse('shader', 'shader')).toBe(true);
  });
});
