/** Rules of the educator's progress export (decision 0076): scores, XP, start dates, CSV, and its links. */
import type { TLearnerProgressFilters, TLearnerProgressFormat, TLearnerProgressRow } from '../schemas/learner-progress';

/** What a quiz record keeps of one attempt that a score needs. */
type TAttempt = { startedTime: string; finishedTime: string | null; correctCount: number };

/**
 * A quiz's score in percent, as My Learning shows it: its last finished attempt's correct answers of the questions the
 * published quiz asks; null when no attempt finished or the quiz asks nothing.
 */
export const quizScorePercent = (attempts: readonly TAttempt[], questionsCount: number): number | null => {
  const finished = attempts.filter((attempt) => attempt.finishedTime !== null).at(-1);
  if (!finished || questionsCount <= 0) return null;
  return Math.min(100, Math.round((finished.correctCount / questionsCount) * 100));
};

/** Experience points an item earned: the sum of the points kept with its completion. */
export const earnedXp = (points: readonly { point: number }[] | undefined): number =>
  (points ?? []).reduce((sum, entry) => sum + (Number.isFinite(entry.point) ? entry.point : 0), 0);

/** What a record keeps with a time of its own: quiz attempts and tutorial steps. */
type TRecordTimes = {
  answers?: readonly { startedTime: string }[];
  steps?: Record<string, { completedTime?: string }>;
};

/**
 * When the learner started an item, as far as the record tells: records keep no creation time, so the earliest of
 * their first quiz attempt, first step done, and completion; null when the record holds none of them.
 */
export const recordStartedAt = (data: TRecordTimes, completedAt: Date | null): string | null => {
  const times = [
    ...(data.answers ?? []).map((attempt) => attempt.startedTime),
    ...Object.values(data.steps ?? {}).flatMap((step) => (step.completedTime ? [step.completedTime] : [])),
    ...(completedAt ? [completedAt.toISOString()] : []),
  ]
    .map((time) => Date.parse(time))
    .filter((time) => Number.isFinite(time));
  return times.length ? new Date(Math.min(...times)).toISOString() : null;
};

/** Cells a spreadsheet would read as a formula (OWASP CSV injection): =, +, -, @, and a leading tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): formula starts disarmed with a single quote; quoted when it holds a comma, quote or break. */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** RFC 4180 lines (CRLF), the last one ended too. */
export const toCsv = (rows: readonly (readonly (string | number | null)[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/** The export's columns: the header row names them (data column names, the same in every language). */
export const LEARNER_PROGRESS_COLUMNS = [
  'learner_id',
  'learner_name',
  'learner_email',
  'item_id',
  'item_type',
  'item_title',
  'item_path',
  'status',
  'score',
  'xp',
  'started_at',
  'updated_at',
  'completed_at',
] as const;

/** The export as CSV with its header row; a byte order mark first, so that spreadsheets read it as UTF-8. */
export const learnerProgressCsv = (rows: readonly TLearnerProgressRow[]): string =>
  `\uFEFF${toCsv([
    LEARNER_PROGRESS_COLUMNS,
    ...rows.map((row) => [
      row.learner.id,
      row.learner.name,
      row.learner.email,
      row.item.id,
      row.item.type,
      row.item.title,
      row.item.path,
      row.status,
      row.score,
      row.xp,
      row.startedAt,
      row.updatedAt,
      row.completedAt,
    ]),
  ])}`;

/** The download's file name: `learner-progress-{scope}-YYYY-MM-DD.{csv|json}` (scope: `edlab` or `group-{id}`). */
export const learnerProgressFileName = (scope: string, format: TLearnerProgressFormat, now: Date) =>
  `learner-progress-${scope.replace(/[^a-z0-9-]/gi, '_')}-${now.toISOString().slice(0, 10)}.${format}`;

/** The export's URL with its filters (empty ones left out), as a page of the table or as a download. */
export const learnerProgressUrl = (
  path: string,
  filters: TLearnerProgressFilters,
  options: { format?: TLearnerProgressFormat; offset?: number; limit?: number } = {},
) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...options })) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(name, String(value).trim());
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};
