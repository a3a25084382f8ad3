import vm from 'node:vm';
import { AppError } from '@questline/domain/errors';
import type { TLabDefinition } from '@questline/domain/lab/definition';

/**
 * Where lab code does not compile, as the runtime will wrap it (a function body of these parameters, in strict
 * mode), with the line counted from the code's first: compiled, never run.
 */
export const labSyntaxErrorOf = (code: string, parameters: readonly string[]) => {
  try {
    new vm.Script(`(function (${parameters.join(', ')}) {"use strict";${code}\n})`, { filename: 'lab-code.js' });
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const line = /lab-code\.js:(\d+)/.exec(String(error.stack))?.[1];
    return { line: Number(line ?? 1), reason: error.message };
  }
};

export type TLabSection = { type?: unknown; lab?: TLabDefinition };

/** A lab definition whose scene, starter or a check does not compile is refused at save, at the field and line. */
export const refuseLabSyntax = (sections: readonly TLabSection[]) => {
  sections.forEach((section, index) => {
    if (section.type !== 'lab' || !section.lab) return;
    const at = `sections.${index}.lab`;
    const parts = [
      { path: `${at}.scene`, code: section.lab.scene, parameters: ['scene', 'console'] },
      { path: `${at}.starter`, code: section.lab.starter, parameters: ['scene', 'console'] },
      ...section.lab.checks.map((check, checkIndex) => ({
        path: `${at}.checks.${checkIndex}.code`,
        code: check.code,
        parameters: ['lab'],
      })),
    ];
    for (const part of parts) {
      const error = labSyntaxErrorOf(part.code, part.parameters);
      if (error)
        throw new AppError('lab_syntax_error', {
          fields: [{ path: part.path, key: 'lab_syntax_error' }],
          params: error,
        });
    }
  });
};
