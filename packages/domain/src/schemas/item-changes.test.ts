import { expect, it } from 'vitest';
import { ZItemChangesQuery, ZItemRevisionEvent } from './item-changes';

it('reads the held revision from the query string, and refuses what is not one', () => {
  expect(ZItemChangesQuery.parse({ revision: '7' })).toEqual({ revision: 7 });
  expect(ZItemChangesQuery.parse({})).toEqual({});
  for (const revision of ['-1', '1.5', 'x', '1e309', '99999999999']) {
    expect(ZItemChangesQuery.safeParse({ revision }).success, revision).toBe(false);
  }
});

it('accepts only a positive whole revision in an event', () => {
  expect(ZItemRevisionEvent.parse({ revision: 3 })).toEqual({ revision: 3 });
  expect(ZItemRevisionEvent.safeParse({ revision: 0 }).success).toBe(false);
  expect(ZItemRevisionEvent.safeParse({}).success).toBe(false);
});
