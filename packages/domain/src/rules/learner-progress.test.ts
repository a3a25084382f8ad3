import { describe, expect, it } from 'vitest';
import { ZLearnerProgressQuery } from '../schemas/learner-progress';
import {
  csvCell,
  earnedXp,
  learnerProgressCsv,
  learnerProgressFileName,
  learnerProgressUrl,
  quizScorePercent,
  recordStartedAt,
} from './learner-progress';

const attempt = (correctCount: number, finishedTime: string | null) => ({
  startedTime: '2025-03-01T10:00:00.000Z',
  finishedTime,
  correctCount,
});

describe('learner progress rules', () => {
  it("scores a quiz by its last finished attempt, in percent of the published quiz's questions", () => {
    expect(quizScorePercent([], 4)).toBeNull();
    expect(quizScorePercent([attempt(1, null)], 4)).toBeNull();
    expect(quizScorePercent([attempt(4, '2025-03-01T10:05:00Z'), attempt(1, '2025-03-02T10:05:00Z')], 4)).toBe(25);
    expect(quizScorePercent([attempt(2, '2025-03-01T10:05:00Z'), attempt(0, null)], 3)).toBe(67);
    expect(quizScorePercent([attempt(2, '2025-03-01T10:05:00Z')], 0)).toBeNull();
  });

  it('adds up the points kept with a completion', () => {
    expect(earnedXp(undefined)).toBe(0);
    expect(earnedXp([{ point: 20 }, { point: 5 }])).toBe(25);
  });

  it('dates the start by the earliest attempt, step or completion the record keeps', () => {
    expect(recordStartedAt({}, null)).toBeNull();
    expect(
      recordStartedAt(
        { steps: { a: { completedTime: '2025-03-03T00:00:00.000Z' }, b: {} }, answers: [] },
        new Date('2025-03-05T00:00:00.000Z'),
      ),
    ).toBe('2025-03-03T00:00:00.000Z');
    expect(recordStartedAt({ answers: [{ startedTime: '2025-03-01T10:00:00.000Z' }] }, null)).toBe(
      '2025-03-01T10:00:00.000Z',
    );
  });

  it('writes RFC 4180 cells and disarms formulas', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    const csv = learnerProgressCsv([]);
    expect(csv.startsWith('\uFEFFlearner_id,learner_name,learner_email,item_id')).toBe(true);
    expect(csv.endsWith('completed_at\r\n')).toBe(true);
  });

  it('names downloads and builds links without empty filters', () => {
    expect(learnerProgressFileName('group-7', 'csv', new Date('2025-03-04T12:00:00Z'))).toBe(
      'learner-progress-group-7-2025-03-04.csv',
    );
    expect(learnerProgressUrl('/api/edlab/progress', { type: 'quiz', learner: ' ', status: undefined })).toBe(
      '/api/edlab/progress?type=quiz',
    );
    expect(learnerProgressUrl('/api/edlab/progress', { learner: 'Ada L' }, { format: 'csv' })).toBe(
      '/api/edlab/progress?learner=Ada+L&format=csv',
    );
  });

  it('accepts the filters it knows and refuses the rest with invalid_request', () => {
    expect(ZLearnerProgressQuery.parse({ since: '2025-03-01', limit: '10' })).toMatchObject({ limit: 10, offset: 0 });
    expect(ZLearnerProgressQuery.parse({ since: '2025-03-01T10:00:00+02:00' }).since).toBe('2025-03-01T10:00:00+02:00');
    for (const bad of [
      { type: 'group' },
      { status: 'done' },
      { since: 'yesterday' },
      { limit: '0' },
      { format: 'xml' },
    ]) {
      const result = ZLearnerProgressQuery.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalid_request');
    }
  });
});
