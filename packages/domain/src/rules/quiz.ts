/** Taking a quiz (§3.6, §3.10): grading, the pass decision, the freeze after a failed attempt, option order. */

/** An answer is correct when the chosen options are exactly the correct ones: no more, no fewer (§3.6). */
export const isAnswerCorrect = (chosenOptionIds: readonly string[], correctOptionIds: readonly string[]) => {
  const chosen = new Set(chosenOptionIds);
  const correct = new Set(correctOptionIds);
  return chosen.size === correct.size && [...correct].every((id) => chosen.has(id));
};

/** A finished attempt passes with at least `passNumber` correct answers (§3.6 quizSetting). */
export const isQuizPassed = (correctCount: number, passNumber: number) => correctCount >= passNumber;

/**
 * When new attempts may start again after a failed one: its finish plus `freezingTimeInHours` hours, an hour lasting
 * `hourSeconds` seconds (deployments and tests shorten it). Null when nothing freezes: a passed or unfinished
 * attempt, or a quiz without a freezing time.
 */
export const freezeEnd = (
  attempt: { finishedTime: string | null; passed: boolean | null },
  freezingTimeInHours: number,
  hourSeconds: number,
): Date | null => {
  if (attempt.finishedTime === null || attempt.passed !== false || freezingTimeInHours <= 0) return null;
  return new Date(Date.parse(attempt.finishedTime) + freezingTimeInHours * hourSeconds * 1000);
};

/** The freeze end while it still runs at `now`; null once it has passed or when nothing freezes. */
export const activeFreezeEnd = (
  attempt: { finishedTime: string | null; passed: boolean | null } | null | undefined,
  freezingTimeInHours: number,
  hourSeconds: number,
  now: Date = new Date(),
): Date | null => {
  const end = attempt ? freezeEnd(attempt, freezingTimeInHours, hourSeconds) : null;
  return end && end.getTime() > now.getTime() ? end : null;
};

/** FNV-1a: a 32-bit hash of a string, the seed of the generator below. */
const hashString = (text: string) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
const generator = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * The items in an order decided by `seed` alone (Fisher–Yates): the same seed always gives the same order, so an
 * attempt's shuffled options stay where they are on every read of that attempt (§3.6 shuffleOptions).
 */
export const seededShuffle = <T>(items: readonly T[], seed: string): T[] => {
  const shuffled = [...items];
  const random = generator(hashString(seed));
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
};
