import { describe, expect, it } from 'vitest';
import { ZCommentCreate, ZCommentReport } from '../schemas/comments';
import { validate } from '../validation';
import {
  COMMENT_MAX_LENGTH,
  commentChannelId,
  commentLink,
  commentSegments,
  isCommentSectionId,
  parseCommentChannelId,
} from './comments';
import { readLearnSearch } from './search-params';

describe('comment channels', () => {
  it('joins a tutorial and a step, and reads them back', () => {
    expect(commentChannelId('ltu_12', 's1a2b3c4d')).toBe('ltu_12.s1a2b3c4d');
    expect(parseCommentChannelId('ltu_12.s1a2b3c4d')).toEqual({ tutorialId: 'ltu_12', sectionId: 's1a2b3c4d' });
  });

  it('refuses anything but a tutorial id and a step id', () => {
    for (const bad of ['ltu_12', 'lpr_3.s1', 'ltu_0.s1', 'ltu_12.', 'ltu_12.s 1', `ltu_1.${'s'.repeat(65)}`]) {
      expect(parseCommentChannelId(bad)).toBeNull();
    }
    expect(isCommentSectionId('s-1_a')).toBe(true);
    expect(isCommentSectionId('a/b')).toBe(false);
  });
});

describe('direct links (§2.2)', () => {
  it('adds messageId and the step hash, keeps the parents and drops the tab', () => {
    expect(commentLink('/tutorial/glow?projectId=lpr_3&tab=s1', '42', 's2')).toBe(
      '/tutorial/glow?projectId=lpr_3&messageId=42#s2',
    );
    expect(commentLink('https://learn.example.org/tutorial/glow', '7', 's1')).toBe(
      'https://learn.example.org/tutorial/glow?messageId=7#s1',
    );
  });

  it('is read back by the detail page query, which drops malformed ids', () => {
    expect(readLearnSearch({ messageId: '42' }).messageId).toBe('42');
    expect(readLearnSearch({ messageId: 42 }).messageId).toBe('42');
    expect(readLearnSearch({ messageId: 'x1' }).messageId).toBeUndefined();
    expect(readLearnSearch({}).messageId).toBeUndefined();
  });
});

describe('comment text', () => {
  it('turns http(s) URLs into links and leaves the rest as text', () => {
    expect(commentSegments('See https://a.example/x?y=1, then http://b.example.')).toEqual([
      { text: 'See ' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: ', then ' },
      { text: 'http://b.example', href: 'http://b.example' },
      { text: '.' },
    ]);
  });

  it('never makes links of other schemes or markup', () => {
    expect(commentSegments('javascript:alert(1) <a href="https://x.example">x</a>')).toEqual([
      { text: 'javascript:alert(1) <a href="' },
      { text: 'https://x.example', href: 'https://x.example' },
      { text: '">x</a>' },
    ]);
    expect(commentSegments('')).toEqual([]);
  });
});

describe('comment payloads', () => {
  const channelId = 'ltu_1.s1';
  it('names empty and too long texts with their keys', () => {
    expect(validate(ZCommentCreate, { channelId, content: '   ' })).toMatchObject({
      ok: false,
      errors: [{ path: 'content', key: 'post_can_not_be_empty' }],
    });
    expect(validate(ZCommentCreate, { channelId, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: [{ path: 'content', key: 'comment_too_long' }],
    });
    expect(validate(ZCommentCreate, { channelId, content: ' Hi ' })).toMatchObject({
      ok: true,
      data: { content: 'Hi' },
    });
  });

  it('asks a report of type other for its reason', () => {
    expect(validate(ZCommentReport, { type: 'other', content: ' ' })).toMatchObject({
      ok: false,
      errors: [{ path: 'content', key: 'comment_report_reason_required' }],
    });
    expect(validate(ZCommentReport, {})).toMatchObject({ ok: false, errors: [{ key: 'error_isRequired' }] });
    expect(validate(ZCommentReport, { type: 'spam' }).ok).toBe(true);
  });
});
