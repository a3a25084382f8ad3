import { EXPERIENCE_CATEGORIES } from '@questline/domain/constants';
import type { TSearchCard, TSearchResultSet, TSearchType } from '@questline/domain/schemas/search';

/** A found item as the server answers it. */
export const searchCard = (overrides: Partial<TSearchCard> = {}): TSearchCard => ({
  id: 'ltu_1',
  type: 'tutorial',
  slug: 'lighting-basics',
  title: 'Lighting basics',
  descPlain: 'Light a scene.',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration: 90,
  points: [{ categoryId: EXPERIENCE_CATEGORIES[0], point: 50 }],
  premium: false,
  published: true,
  startTime: null,
  withManual: false,
  manualDuration: null,
  hidden: false,
  withLab: false,
  ...overrides,
});

const MAP_TYPES: TSearchType[] = [
  'pathway',
  'mission',
  'course',
  'project',
  'tutorial',
  'quiz',
  'liveSession',
  'skill',
  'competency',
];

/** A search result set of the cards, in order. */
export const resultSet = (
  cards: TSearchCard[],
  overrides: Partial<Pick<TSearchResultSet, 'page' | 'pageSize' | 'total' | 'text' | 'criteria' | 'topicMap'>> = {},
): TSearchResultSet => {
  const maps = Object.fromEntries(MAP_TYPES.map((type) => [`${type}Map`, {}])) as Record<
    string,
    Record<string, TSearchCard>
  >;
  for (const card of cards) (maps[`${card.type}Map`] as Record<string, TSearchCard>)[card.id] = card;
  return {
    ...(maps as unknown as Pick<TSearchResultSet, `${TSearchType}Map`>),
    results: cards.map((card) => ({
      type: card.type as TSearchType,
      [card.type]: { id: card.id },
    })) as TSearchResultSet['results'],
    userMap: {},
    statsMap: {},
    industryMap: {},
    topicMap: {},
    criteria: [],
    page: 1,
    pageSize: 20,
    text: '',
    total: cards.length,
    learner: { collectMap: {}, likeMap: {}, quizMap: {}, recordMap: {} },
    ...overrides,
  };
};

/** Popular topics: 'Topic 1' … 'Topic n', the third named 'For educators'. */
export const popularTopicsOf = (count: number) => {
  const tagIds = Array.from({ length: count }, (_, index) => `lto_${index + 1}`);
  return {
    tagIds,
    tagMap: Object.fromEntries(
      tagIds.map((id, index) => [id, { name: index === 2 ? 'For educators' : `Topic ${index + 1}`, slug: id }]),
    ),
  };
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
