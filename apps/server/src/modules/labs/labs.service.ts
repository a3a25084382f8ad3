import { AppError } from '@questline/domain/errors';
import { parseItemId } from '@questline/domain/ids';
import { labVersionOf, type TLabDefinition } from '@questline/domain/lab/definition';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import type { TLearningEvents } from '../../lib/learning-events';
import { findItem } from '../content/content.repository';
import { refuseItem } from '../learn/learn.policy';
import { recordStep } from '../learn/learn.service';
import { runLabChecks } from './lab-verifier';
import { findLabWork, saveLabWork } from './labs.repository';

type TLabStepInput = { viewer: TMe; id: string; sectionId: string };

/** A published tutorial's built-in lab step, for a learner its gates let through; anything else is not found. */
const labStepOf = async (db: TDbOrTx, input: TLabStepInput) => {
  const parsed = parseItemId(input.id);
  const row = parsed?.type === 'tutorial' ? await findItem(db, parsed.id) : undefined;
  if (row?.status !== 'published') throw new AppError('not_found');
  refuseItem(row, input.viewer);
  const sections = (row.published?.sections ?? []) as { id?: string; type?: string; lab?: TLabDefinition }[];
  const lab = sections.find((section) => section.id === input.sectionId && section.type === 'lab')?.lab;
  if (!lab) throw new AppError('not_found', { fields: [{ path: 'sectionId', key: 'not_found' }] });
  return { row, lab, key: { userId: input.viewer.id, itemId: row.id, sectionId: input.sectionId } };
};

/** The learner's saved code for a lab step (null before they typed), and when it last passed the server's checks. */
export const readLabWork = async (db: TDbOrTx, input: TLabStepInput) => {
  const { key } = await labStepOf(db, input);
  const work = await findLabWork(db, key);
  return { code: work?.code ?? null, passedTime: work?.passedTime?.toISOString() ?? null };
};

/** Keeps the learner's code as they type (the page saves it debounced). */
export const keepLabWork = async (db: TDbOrTx, input: TLabStepInput & { code: string }) => {
  const { key } = await labStepOf(db, input);
  const work = await saveLabWork(db, key, input.code);
  return { updatedTime: work.updatedTime.toISOString() };
};

/**
 * Runs the lab's checks on the learner's code in an isolated worker, outside any transaction (a run may take
 * seconds). A code sent for another version of the lab is stale; a run that does not pass every check is refused.
 */
export const checkLabWork = async (db: TDbOrTx, input: TLabStepInput & { code: string; version: string }) => {
  const { lab } = await labStepOf(db, input);
  if (labVersionOf(lab) !== input.version) throw new AppError('lab_stale');
  const run = await runLabChecks({ scene: lab.scene, code: input.code, checks: lab.checks.map((check) => check.code) });
  const passed = run.results.length === lab.checks.length && run.results.every((result) => result.passed);
  if (!passed) throw new AppError('lab_checks_failed');
  return run.results;
};

/**
 * Records a lab step complete once its checks passed on the server: the code is kept as the one that passed, and the
 * step is recorded as a click would record it. The lab must still be the version the checks ran against.
 */
export const completeLabStep = async (
  db: TDbOrTx,
  input: TLabStepInput & { code: string; version: string; events?: TLearningEvents },
) => {
  const { lab, key } = await labStepOf(db, input);
  if (labVersionOf(lab) !== input.version) throw new AppError('lab_stale');
  await saveLabWork(db, key, input.code, true);
  return recordStep(db, { ...input, completed: true }, { labPassed: true });
};
