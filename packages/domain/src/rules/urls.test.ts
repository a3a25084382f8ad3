import { describe, expect, it } from 'vitest';
import {
  breadcrumbUrl,
  detailUrl,
  matchPagePath,
  PAGE_PATTERNS,
  paymentUrl,
  SITE_PAGE_PATHS,
  searchUrl,
  topicUrl,
  versionChangeUrl,
  withLearnPrefix,
} from './urls';

const pathway = { type: 'pathway', id: 'lpw_1', slug: 'junior' };
const mission = { type: 'mission', id: 'lms_2', slug: 'first-steps' };
const course = { type: 'course', id: 'lco_3', slug: 'essentials' };
const project = { type: 'project', id: 'lpr_4', slug: 'arcade' };
const tutorial = { type: 'tutorial', id: 'ltu_5', slug: 'move-a-cube' };

describe('detailUrl (§2.2)', () => {
  it('takes the path from the last item and parent ids as query parameters', () => {
    expect(detailUrl([pathway, mission, course, project, tutorial], { version: '6.1' })).toBe(
      '/tutorial/move-a-cube?pathwayId=lpw_1&missionId=lms_2&courseId=lco_3&projectId=lpr_4&uv=6.1',
    );
    expect(detailUrl([tutorial])).toBe('/tutorial/move-a-cube');
    expect(detailUrl([{ type: 'liveSession', id: 'lls_9' }])).toBe('/liveSession/lls_9');
  });

  it('adds language only when the item language differs from the locale', () => {
    expect(detailUrl([tutorial], { itemLanguage: 'ja', locale: 'en_US' })).toBe('/tutorial/move-a-cube?language=ja');
    expect(detailUrl([tutorial], { itemLanguage: 'ja', locale: 'ja_JP' })).toBe('/tutorial/move-a-cube');
  });

  it('refuses an empty chain', () => {
    expect(() => detailUrl([])).toThrow();
  });
});

describe('breadcrumbs and version changes (§2.2)', () => {
  it('lets a project keep only courseId, and a tutorial every parent', () => {
    expect(breadcrumbUrl([pathway, course, project])).toBe('/project/arcade?courseId=lco_3');
    expect(breadcrumbUrl([pathway, project, tutorial])).toBe('/tutorial/move-a-cube?pathwayId=lpw_1&projectId=lpr_4');
  });

  it('reloads with uv, keeping language and parent ids only', () => {
    expect(versionChangeUrl('https://x.test/tutorial/a?courseId=lco_3&tab=s&language=ja&uv=5', '6.1')).toBe(
      '/tutorial/a?language=ja&courseId=lco_3&uv=6.1',
    );
  });
});

describe('other links', () => {
  it('prefixes /learn on connect-style hosts unless already there', () => {
    expect(withLearnPrefix('/tutorials', true)).toBe('/learn/tutorials');
    expect(withLearnPrefix('/learn/tutorials', true)).toBe('/learn/tutorials');
    expect(withLearnPrefix('/learning', true)).toBe('/learn/learning');
    expect(withLearnPrefix('/tutorials', false)).toBe('/tutorials');
    expect(withLearnPrefix('https://elsewhere.test/x', true)).toBe('https://elsewhere.test/x');
  });

  it('links topics to their tag search, and "for educators" to /educators (§2.4)', () => {
    expect(topicUrl({ id: 7, name: 'Lighting' })).toBe(searchUrl(['tag:7']));
    expect(new URL(topicUrl({ id: 7, name: 'Lighting' }), 'https://x.test').searchParams.get('k')).toBe('["tag:7"]');
    expect(topicUrl({ id: 12, name: 'For Educators' })).toBe('/educators');
  });

  it('builds the payment URL with the defaults of §9', () => {
    const url = new URL(paymentUrl('https://store.example/checkout', { item: 'premium-annual', locale: 'zh_CN' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      item: 'premium-annual',
      locale: 'zh_CN',
      currency: 'CNY',
      seats: '1',
      source: 'store',
    });
  });
});

describe('page paths (PAGE_PATTERNS, matchPagePath)', () => {
  it('matches literal pages, whatever their case and a trailing slash, and nothing else', () => {
    expect(matchPagePath('/')?.pattern.path).toBe('/');
    expect(matchPagePath('/faq')?.pattern.path).toBe('/faq');
    expect(matchPagePath('/FAQ/')?.pattern.path).toBe('/faq');
    expect(matchPagePath('/legal/privacy')?.pattern.path).toBe(SITE_PAGE_PATHS.privacy);
    expect(matchPagePath('/moderation/reports')?.pattern.path).toBe('/moderation/reports');
    for (const path of ['/nope', '/legal', '/legal/other', '/faq/more', '/about/us', '//', '/creator']) {
      expect(matchPagePath(path), path).toBeNull();
    }
  });

  it('reads parameters decoded, and says what must exist behind them', () => {
    expect(matchPagePath('/tutorial/move-a-cube')).toEqual({
      pattern: { path: '/tutorial/$slug', exists: { kind: 'item', type: 'tutorial', param: 'slug' } },
      params: { slug: 'move-a-cube' },
    });
    expect(matchPagePath('/u/ada%20l')?.params).toEqual({ userId: 'ada l' });
    expect(matchPagePath('/groups/12')?.pattern.exists).toEqual({ kind: 'group', param: 'groupId' });
    expect(matchPagePath('/submission/lsu_3')?.pattern.exists).toEqual({ kind: 'submission', param: 'id' });
    expect(matchPagePath('/tutorial/%E0%A4%A')).toBeNull();
  });

  it('takes editor paths for editor types only, the static `0/new` before an id', () => {
    expect(matchPagePath('/quiz/0/new')).toEqual({
      pattern: expect.objectContaining({ path: '/$type/0/new' }),
      params: { type: 'quiz' },
    });
    expect(matchPagePath('/quiz/lqz_4/edit')?.params).toEqual({ type: 'quiz', id: 'lqz_4' });
    expect(matchPagePath('/quiz/lqz_4/edit')?.pattern.exists).toEqual({ kind: 'item', typeParam: 'type', param: 'id' });
    expect(matchPagePath('/badge/0/new')).toBeNull();
    expect(matchPagePath('/creator/x/edit')).toBeNull();
    // `/creator/dashboard/architecture` is its own page, not a creator editor.
    expect(matchPagePath('/creator/dashboard/architecture')?.pattern.exists).toBeUndefined();
  });

  it('lists every path once', () => {
    const paths = PAGE_PATTERNS.map((pattern) => pattern.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
