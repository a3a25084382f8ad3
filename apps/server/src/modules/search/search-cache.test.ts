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
    expect(await cache.through('a', source.compute)).toBe(1);
    expect(await cache.through('a', source.compute)).toBe(2);
    cache.setEnabled(true);
    expect(await cache.through('a', source.compute)).toBe(3);
    expect(await cache.through('a', source.compute)).toBe(3);
    expect(await cache.through('b', source.compute)).toBe(4);
    cache.setEnabled(false);
    expect(cache.size()).toBe(0);
    expect(await cache.through('a', source.compute)).toBe(5);
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
});
