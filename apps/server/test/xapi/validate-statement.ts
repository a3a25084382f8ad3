import { readFileSync } from 'node:fs';
import path from 'node:path';
import learningLockerModule from '@learninglocker/xapi-validation';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Validates xAPI statements against the xAPI 1.0.3 JSON Schema of statement.schema.json (its source in its $comment),
 * with Ajv, plus what JSON Schema cannot say: a score's raw lies between its min and max, and min below max.
 */
const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, 'statement.schema.json'), 'utf8'));
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: true, strictRequired: false }));
ajv.addSchema(schema);
const statementCheck = ajv.getSchema(`${schema.$id}#/definitions/statement`);
const resultCheck = ajv.getSchema(`${schema.$id}#/definitions/statementResult`);
if (!statementCheck || !resultCheck) throw new Error('the xAPI schema has no statement definitions');

type TScore = { raw?: number; min?: number; max?: number };

const scoreProblems = (statement: unknown): string[] => {
  const score = (statement as { result?: { score?: TScore } }).result?.score;
  if (!score) return [];
  const { raw, min, max } = score;
  const problems: string[] = [];
  if (min !== undefined && max !== undefined && min >= max) problems.push('score.min is not below score.max');
  if (raw !== undefined && min !== undefined && raw < min) problems.push('score.raw is below score.min');
  if (raw !== undefined && max !== undefined && raw > max) problems.push('score.raw is above score.max');
  return problems;
};

/**
 * Learning Locker's validator of xAPI statements (@learninglocker/xapi-validation, the one its LRS runs on every
 * statement it stores): a second, independent reading of the specification.
 */
const learningLocker =
  (learningLockerModule as unknown as { default?: typeof learningLockerModule }).default ?? learningLockerModule;
const learningLockerProblems = (statement: unknown): string[] =>
  learningLocker(statement).map((warning) => {
    const { path: at, message } = warning as unknown as { path?: string[]; message?: string };
    return `learning locker: ${(at ?? []).join('.')} ${message ?? ''}`.trim();
  });

/** The schema's complaints about one statement, Learning Locker's, and the score's: none when it is valid. */
export const statementProblems = (statement: unknown): string[] => {
  const valid = statementCheck(statement);
  return [
    ...(valid ? [] : (statementCheck.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)),
    ...learningLockerProblems(statement),
    ...scoreProblems(statement),
  ];
};

/** The complaints about a StatementResult ({statements, more}) and each of its statements. */
export const statementResultProblems = (answer: unknown): string[] => {
  const valid = resultCheck(answer);
  const statements = (answer as { statements?: unknown[] }).statements ?? [];
  return [
    ...(valid ? [] : (resultCheck.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)),
    ...statements.flatMap((statement) => [...learningLockerProblems(statement), ...scoreProblems(statement)]),
  ];
};
