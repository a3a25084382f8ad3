/** A built-in lab as it is stored on a tutorial's lab step (decision 0073), and what the platform derives from it. */

/** A lab's limits: the scene, starter and learner's code, and a check's code, in characters; checks; hints. */
export const LAB_LIMITS = { codeChars: 20_000, checkChars: 4_000, checks: 8, hints: 8 } as const;
export type TLabDefinition = {
  /** Code run first, with `scene` in scope: the objects the lab starts from. Learners read it, never change it. */
  scene: string;
  /** The learner's code when they start, and after Reset. */
  starter: string;
  hints: string[];
  /** Function bodies given `lab` that return true when the learner's work passes, each with its message. */
  checks: { message: string; code: string }[];
};

/**
 * A short fingerprint of a lab's scene and checks (FNV-1a, 64 bits as two 32-bit halves): a completion sent for
 * another fingerprint was made against an earlier version of the lab and is refused (`lab_stale`). Hints and the
 * starter code change nothing that the checks judge, so they are not part of it.
 */
export const labVersionOf = (lab: Pick<TLabDefinition, 'scene' | 'checks'>) => {
  const text = JSON.stringify([lab.scene, lab.checks.map((check) => check.code)]);
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ (code + index), 0x01000193) >>> 0;
  }
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
};

/** Whether steps hold a lab step (spec §3.1 withLab): built in or external. */
export const holdsLab = (sections: readonly { type?: unknown }[] | undefined) =>
  (sections ?? []).some((section) => section.type === 'lab');
