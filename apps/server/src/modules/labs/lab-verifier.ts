import { Worker } from 'node:worker_threads';
import { AppError } from '@questline/domain/errors';
import { labRuntimeSource, type TLabCheckRun } from '@questline/domain/lab/runtime';
import { z } from 'zod';
import { limitConcurrency } from '../../lib/concurrency-limit';

/** How long a lab's checks may run, all together, and the heap a run may use (decision 0073). */
export const LAB_LIMITS = { cpuMs: 2_000, wallMs: 5_000, heapMb: 64, concurrent: 2 } as const;

/**
 * What the worker thread runs: a context of its own whose global has no Node object in its prototype chain (so
 * `this.constructor.constructor('return process')` finds nothing), no WebAssembly, microtasks drained inside the time
 * limit, and the runtime's checks evaluated there. The answer leaves as a string, the only value that crosses.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const context = vm.createContext(Object.create(null), {
  codeGeneration: { strings: true, wasm: false },
  microtaskMode: 'afterEvaluate',
});
let answer = '';
let timedOut = false;
try {
  const value = vm.runInContext(
    '(' + workerData.runtime + ')().runChecks(' + JSON.stringify(workerData.payload) + ')',
    context,
    { timeout: workerData.cpuMs, filename: 'lab.js' },
  );
  answer = typeof value === 'string' ? value : '';
} catch (error) {
  try {
    timedOut = String(error && error.code) === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
  } catch {}
}
parentPort.postMessage({ answer, timedOut });
`;

const ZCheckRun = z.object({
  results: z.array(
    z.object({
      passed: z.boolean(),
      error: z.object({ message: z.string(), line: z.number().optional() }).optional(),
    }),
  ),
  codeError: z.object({ message: z.string(), line: z.number().optional() }).optional(),
  logs: z.array(z.string()),
});

const gate = limitConcurrency(LAB_LIMITS.concurrent);
const runtimeSource = labRuntimeSource();

/**
 * Runs a lab's checks against the learner's code in a worker thread of its own, as the play origin's worker does in
 * the browser: at most LAB_LIMITS.cpuMs of running, LAB_LIMITS.heapMb of heap, and a wall-clock limit past which the
 * thread is ended whatever it does. An endless loop answers `lab_timeout`, a memory bomb `lab_memory`.
 */
export const runLabChecks = (payload: { scene: string; code: string; checks: string[] }): Promise<TLabCheckRun> =>
  gate(
    () =>
      new Promise<TLabCheckRun>((resolve, reject) => {
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          env: {},
          stdout: true,
          stderr: true,
          workerData: { runtime: runtimeSource, payload: JSON.stringify(payload), cpuMs: LAB_LIMITS.cpuMs },
          resourceLimits: { maxOldGenerationSizeMb: LAB_LIMITS.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(wall);
          void worker.terminate();
          outcome();
        };
        const wall = setTimeout(() => settle(() => reject(new AppError('lab_timeout'))), LAB_LIMITS.wallMs);
        worker.once('message', (message: { answer: string; timedOut: boolean }) =>
          settle(() => {
            if (message.timedOut) return reject(new AppError('lab_timeout'));
            const parsed = ZCheckRun.safeParse(safeJson(message.answer));
            if (!parsed.success) return reject(new AppError('lab_checks_failed'));
            resolve(parsed.data);
          }),
        );
        worker.once('error', (error: Error & { code?: string }) =>
          settle(() =>
            reject(new AppError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'lab_memory' : 'lab_checks_failed')),
          ),
        );
        worker.once('exit', () => settle(() => reject(new AppError('lab_memory'))));
      }),
  );

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
