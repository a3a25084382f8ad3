import { expect, it } from 'vitest';
import { RATING_REVIEW_MAX_LENGTH } from '../rules/ratings';
import { issueKey } from '../validation';
import { ZRatingWrite, ZReviewReport } from './ratings';

const keyOf = (result: ReturnType<typeof ZRatingWrite.safeParse>) =>
  result.success ? null : issueKey(result.error.issues[0] as Parameters<typeof issueKey>[0]);

it('takes a whole rating from 1 to 5 and a trimmed review, and names what is wrong with any other', () => {
  expect(ZRatingWrite.parse({ value: 4, review: '  Clear and short.  ' })).toEqual({
    value: 4,
    review: 'Clear and short.',
  });
  expect(ZRatingWrite.parse({ value: 1 })).toEqual({ value: 1 });
  expect(keyOf(ZRatingWrite.safeParse({}))).toBe('error_isRequired');
  for (const value of [0, 6, 4.5, '4']) expect(keyOf(ZRatingWrite.safeParse({ value }))).toBe('rating_value_invalid');
  const long = 'a'.repeat(RATING_REVIEW_MAX_LENGTH + 1);
  expect(keyOf(ZRatingWrite.safeParse({ value: 5, review: long }))).toBe('rating_review_too_long');
});

it('reports a review as comments are reported: another reason needs its words', () => {
  expect(ZReviewReport.parse({ type: 'spam' })).toEqual({ type: 'spam' });
  const other = ZReviewReport.safeParse({ type: 'other' });
  expect(other.success ? null : other.error.issues[0]?.message).toBe('comment_report_reason_required');
  expect(ZReviewReport.parse({ type: 'other', content: 'Off topic' })).toEqual({ type: 'other', content: 'Off topic' });
});
