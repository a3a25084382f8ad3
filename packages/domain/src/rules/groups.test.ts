import { describe, expect, it } from 'vitest';
import { groupCanBeDeleted, groupUrl, profileUrl, splitEmailList } from './groups';

describe('splitEmailList', () => {
  it('splits on commas, semicolons, spaces and lines, drops blanks and repeats', () => {
    expect(splitEmailList(' ada@example.test, bob@example.test;\ncy@example.test  ADA@example.test ,, ')).toEqual([
      'ada@example.test',
      'bob@example.test',
      'cy@example.test',
    ]);
    expect(splitEmailList('   ')).toEqual([]);
  });

  it('keeps malformed parts for the server to name', () => {
    expect(splitEmailList('not-an-address, ok@example.test')).toEqual(['not-an-address', 'ok@example.test']);
  });
});

describe('groupCanBeDeleted', () => {
  it('holds only while the owner is the last member', () => {
    expect(groupCanBeDeleted(1)).toBe(true);
    expect(groupCanBeDeleted(2)).toBe(false);
  });
});

describe('groupUrl and profileUrl', () => {
  it('builds the group page and a profile link by custom URL, else by id', () => {
    expect(groupUrl(12)).toBe('/groups/12');
    expect(profileUrl({ id: 'abc', customProfileUrl: null })).toBe('/u/abc');
    expect(profileUrl({ id: 'abc', customProfileUrl: 'ada' })).toBe('/u/ada');
  });
});
