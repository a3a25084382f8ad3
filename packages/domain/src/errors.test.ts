import { expect, it } from 'vitest';
import { AppError, ERROR_KEYS, QUIZ_ATTEMPT_ERRORS } from './errors';

it('carries a catalogue key with the fields and params the answer names', () => {
  const error = new AppError('quiz_attempt_frozen', { params: { until: '2026-11-23T14:00:00.000Z' } });
  expect(error).toBeInstanceOf(Error);
  expect([error.name, error.key, error.message, error.params?.until]).toEqual([
    'AppError',
    'quiz_attempt_frozen',
    'quiz_attempt_frozen',
    '2026-11-23T14:00:00.000Z',
  ]);
  expect(new AppError('error_isRequired', { fields: [{ path: 'title', key: 'error_isRequired' }] }).fields).toEqual([
    { path: 'title', key: 'error_isRequired' },
  ]);
});

it('lists every key once, the quiz attempt keys among them', () => {
  expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  expect(ERROR_KEYS).toEqual(expect.arrayContaining([...QUIZ_ATTEMPT_ERRORS]));
});
