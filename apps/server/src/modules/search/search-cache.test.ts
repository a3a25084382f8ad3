import { describe, expect, it } from 'vitest';
import { catalogueChanged, createSearchCache } from './search-cache';

const counting = () => {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
};

describe('the search cache', () => {
  it('computes every time while disabled, and keeps answers once enabled', async () => {
    const cache = createSearchCache();
    const source = counting();
    expect(cache.keeps()).toBe(false);
    expect(await cache.through('a', source.compute)).toBe(1);
    expect(await cache.through('a', source.compute)).toBe(2);
    cache.setEnabled(true);
    expect(cache.keeps()).toBe(true);
    expect(await cache.through('a', source.compute)).toBe(3);
    expect(await cache.through('a', source.compute)).toBe(3);
    expect(await cache.through('b', source.compute)).toBe(4);
    cache.setEnabled(false);
    expect(cache.size()).toBe(0);
    expect(await cache.through('a', source.compute)).toBe(5);
  });

  it('keeps nothing with a TTL of zero, and says so', async () => {
    const cache = createSearchCache({ ttlMs: 0 });
    cache.setEnabled(true);
    expect(cache.keeps()).toBe(false);
  });

  it('drops every answer when the catalogue changes, and answers older than the TTL', async () => {
    let now = 1_000;
    const cache = createSearchCache({ ttlMs: 100, now: () => now });
    cache.setEnabled(true);
    const source = counting();
    expect(await cache.through('a', source.compute)).toBe(1);
    catalogueChanged();
    expect(await cache.through('a', source.compute)).toBe(2);
    now += 99;
    expect(await cache.through('a', source.compute)).toBe(2);
    now += 1;
    expect(await cache.through('a', source.compute)).toBe(3);
  });

  it('serves but does not keep an answer computed while the catalogue changed', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    let calls = 0;
    const changing = async () => {
      calls += 1;
      catalogueChanged();
      return calls;
    };
    expect(await cache.through('a', changing)).toBe(1);
    expect(await cache.through('a', changing)).toBe(2);
  });

  it('lets the least recently used answer go first', async () => {
    const cache = createSearchCache({ maxEntries: 2 });
    cache.setEnabled(true);
    const source = counting();
    await cache.through('a', source.compute);
    await cache.through('b', source.compute);
    await cache.through('a', source.compute);
    await cache.through('c', source.compute);
    expect(cache.size()).toBe(2);
    expect(await cache.through('a', source.compute)).toBe(1);
    expect(await cache.through('b', source.compute)).toBe(4);
  });

  it('shares one computation among the askers of a key that is being computed', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const waiting: ((value: number) => void)[] = [];
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => waiting.push(resolve));
    };
    const first = cache.through('a', slow);
    const second = cache.through('a', slow);
    const other = cache.through('b', slow);
    expect(calls).toBe(2);
    waiting[0]?.(1);
    waiting[1]?.(2);
    expect([await first, await second, await other]).toEqual([1, 1, 2]);
    expect(await cache.through('a', slow)).toBe(1);
    expect(calls).toBe(2);
  });

  it('does not join a computation started before the catalogue changed, nor keep a failure', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const waiting: ((value: number) => void)[] = [];
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => waiting.push(resolve));
    };
    const before = cache.through('a', slow);
    catalogueChanged();
    const after = cache.through('a', slow);
    expect(calls).toBe(2);
    waiting[0]?.(1);
    waiting[1]?.(2);
    expect([await before, await after]).toEqual([1, 2]);

    const failing = async () => {
      calls += 1;
      throw new Error('database down');
    };
    const failures = [cache.through('c', failing), cache.through('c', failing)];
    await expect(Promise.all(failures)).rejects.toThrow('database down');
    expect(calls).toBe(3);
    expect(await cache.through('c', async () => 3)).toBe(3);
  });
});
