import { describe, expect, it } from 'vitest';
import { readWellFormed } from '../validation';
import { ZCourseExtends, ZTutorialExtends } from './content-extends';
import { EDITOR_ITEMS, ZLearnDocument, ZPresentedItem } from './item';

const item = {
  id: 'lt_1',
  type: 'tutorial',
  slug: 'roll-a-ball',
  title: 'Roll a ball',
  language: 'en',
  status: 'published',
  published: true,
  public: true,
  hidden: false,
  internalOnly: false,
  premium: false,
  offline: false,
  uaaOnly: false,
  edlabOnly: false,
  unPublishedTime: null,
  isExpired: false,
  authorId: 'u1',
  ownerId: 'u1',
  thumbnailId: null,
  revision: 3,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  publishedAt: '2026-11-27T09:00:00.000Z',
  source: null,
};

describe('an item as its pages read it', () => {
  it("keeps the editor's stored document beside the item's columns", () => {
    const read = ZPresentedItem.parse({ ...item, sections: [{ type: 'text', title: 'Move' }] });
    expect(read.sections).toEqual([{ type: 'text', title: 'Move' }]);
    expect(EDITOR_ITEMS.tutorial.safeParse({ ...item, revision: 'three' }).success).toBe(false);
  });

  it("leaves out of a learner's read a stored field its writer got wrong, and keeps the rest", () => {
    const stored = { title: 'Roll a ball', duration: 'an hour', skillLevel: 'beginner', contentIds: ['lt_2'] };
    expect(readWellFormed(ZLearnDocument, stored)).toEqual({
      title: 'Roll a ball',
      skillLevel: 'beginner',
      contentIds: ['lt_2'],
    });
    expect(readWellFormed(ZLearnDocument, {})).toEqual({ title: '' });
  });
});

describe('the extends of tutorials and courses', () => {
  const common = {
    breadcrumb: [],
    liveSession: null,
    latestLiveSession: null,
    checkpoint: null,
    collectMap: {},
    recordMap: {},
    replacementMap: {},
    prerequisiteMap: {},
    versionData: { versions: [], current: null },
  };
  const parents = { allParentIds: [], allParentMap: {}, statsMap: {} };

  it('reads a course holding no projects yet, and refuses one without its parents', () => {
    const courseData = { ...parents, contentIds: [], tutorialMap: {}, quizMap: {}, projectMap: {} };
    const read = ZCourseExtends.safeParse({ ...common, courseData });
    expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
    expect(ZCourseExtends.safeParse({ ...common, courseData: { contentIds: [] } }).success).toBe(false);
  });

  it('refuses a tutorial extends without its steps part', () => {
    expect(ZTutorialExtends.safeParse(common).success).toBe(false);
  });
});
