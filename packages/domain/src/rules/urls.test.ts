import { describe, expect, it } from 'vitest';
import { breadcrumbUrl, detailUrl, paymentUrl, searchUrl, topicUrl, versionChangeUrl, withLearnPrefix } from './urls';

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
