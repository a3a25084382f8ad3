import type { TItemCard } from '@questline/domain/schemas/content';
import type { TLearnerDashboard, TPublicProfile, TRecordListResult } from '@questline/domain/schemas/profile';
import type { TRecordType } from './api/get-record-list';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A published card of the record lists. */
export const card = (overrides: Partial<TItemCard> & Pick<TItemCard, 'id' | 'title'>): TItemCard => ({
  type: 'tutorial',
  slug: overrides.id,
  descPlain: 'About it.',
  thumbnail: { url: 'https://cdn.example.test/cover.png' },
  skillLevel: 'beginner',
  language: 'en',
  duration: 30,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withLab: false,
  ...overrides,
});

export const profile = (overrides: Partial<TPublicProfile> = {}): TPublicProfile => ({
  id: 'u1',
  displayName: 'Ada Learner',
  avatar: null,
  customProfileUrl: 'ada',
  joinedAt: '2024-03-05T10:00:00.000Z',
  isOwner: true,
  isShow: true,
  ...overrides,
});

/** A record list answer of one type. */
export const recordList = (
  type: TRecordType,
  items: TItemCard[],
  options: { total?: number; recordMap?: TRecordListResult['recordMap']; extra?: Record<string, unknown> } = {},
): TRecordListResult => ({
  [`${type}List`]: {
    itemIds: items.map((item) => item.id),
    [`${type}Map`]: Object.fromEntries(items.map((item) => [item.id, item])),
    total: options.total ?? items.length,
  },
  statsMap: {},
  collectMap: {},
  recordMap: options.recordMap ?? {},
  ...options.extra,
});

/** A promise to settle by hand: a late answer. */
export const deferred = <T,>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

/** A dashboard answer: nothing done yet unless `overrides` say otherwise. */
export const dashboard = (overrides: Partial<TLearnerDashboard> = {}): TLearnerDashboard => ({
  experience: [],
  streak: { days: 0, activeToday: false, timeZone: 'UTC' },
  badges: { total: 0, latest: [] },
  inProgress: [],
  completed: [],
  liveSessions: [],
  ...overrides,
});
