import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { ZModerationReportsQuery, ZPostHide, ZPostReport } from './moderation';
import { ZSitePageParams, ZSitePageQuery, ZSitePageWrite, ZSitePageWriteParams } from './site-pages';

const keysOf = (result: ReturnType<typeof validate>) => (result.ok ? 'ok' : result.errors.map((error) => error.key));

describe('moderation payloads', () => {
  it('reports a post with a reason type, and for other its written reason', () => {
    expect(validate(ZPostReport, { type: 'spam', content: 'ignored' })).toEqual({
      ok: true,
      data: { type: 'spam', content: 'ignored' },
    });
    expect(keysOf(validate(ZPostReport, {}))).toEqual(['error_isRequired']);
    expect(keysOf(validate(ZPostReport, { type: 'rude' }))).toEqual(['invalid_request']);
    expect(keysOf(validate(ZPostReport, { type: 'other', content: '  ' }))).toEqual(['comment_report_reason_required']);
    expect(keysOf(validate(ZPostReport, { type: 'other', content: 'x'.repeat(501) }))).toEqual(['comment_too_long']);
    expect(keysOf(validate(ZPostHide, {}))).toEqual(['error_isRequired']);
  });

  it('lists open reports from the first page unless told otherwise', () => {
    expect(validate(ZModerationReportsQuery, {})).toEqual({ ok: true, data: { page: 1, status: 'open' } });
    expect(validate(ZModerationReportsQuery, { page: '3', status: 'hidden' })).toEqual({
      ok: true,
      data: { page: 3, status: 'hidden' },
    });
    expect(keysOf(validate(ZModerationReportsQuery, { page: '0' }))).not.toBe('ok');
    expect(keysOf(validate(ZModerationReportsQuery, { status: 'closed' }))).toEqual(['invalid_request']);
  });
});

describe('site page payloads', () => {
  it('names the five pages and the nine locales, English by default', () => {
    expect(keysOf(validate(ZSitePageParams, { page: 'privacy' }))).toBe('ok');
    expect(keysOf(validate(ZSitePageParams, { page: 'imprint' }))).toEqual(['not_found']);
    expect(validate(ZSitePageQuery, {})).toEqual({ ok: true, data: { locale: 'en_US' } });
    expect(keysOf(validate(ZSitePageWriteParams, { page: 'about', locale: 'xx_XX' }))).toEqual(['invalid_locale']);
  });

  it('takes a rich-text document only', () => {
    expect(keysOf(validate(ZSitePageWrite, { content: { type: 'doc', content: [] } }))).toBe('ok');
    expect(keysOf(validate(ZSitePageWrite, { content: { type: 'paragraph' } }))).toEqual(['invalid_request']);
  });
});
