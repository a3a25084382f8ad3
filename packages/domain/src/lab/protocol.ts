/**
 * The messages between a lab step's page (the platform's origin) and the lab frame (the play origin, sandboxed
 * without `allow-same-origin`, at `{playBaseUrl}/lab/`). Each side reads only messages from the other's window and
 * parses them with these schemas; anything else is ignored.
 *
 * Page → frame: `lab:run` (re)starts the live preview with the scene and the learner's code; `lab:check` runs the
 * checks in a worker of their own. Frame → page: `lab:ready` once it listens, `lab:log` for each console line,
 * `lab:stopped` when the preview halted (an error, or the time or memory limit), `lab:checked` with a check run's
 * results. A `lab:checked` that says every check passed is only a hint to the page: the server runs the checks again
 * before anything is recorded.
 */
import { z } from 'zod';

const ZLine = z.number().int().positive().optional();
const ZFailure = z.object({ message: z.string().max(600), line: ZLine });

/** The texts the frame shows or announces, in the interface's language (the frame has no catalogue of its own). */
export const ZLabFrameTexts = z.object({
  /** The interface's language (BCP 47), for the frame's `lang`. */
  lang: z.string().max(35).optional(),
  /** The preview's accessible name; `{{count}}` is replaced by the number of objects. */
  preview: z.string().max(200),
  /** Shown in place of the preview when the browser has no WebGL. */
  noWebgl: z.string().max(300),
});
export type TLabFrameTexts = z.infer<typeof ZLabFrameTexts>;

export const ZLabToFrame = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lab:run'),
    scene: z.string().max(40_000),
    code: z.string().max(40_000),
    texts: ZLabFrameTexts,
  }),
  z.object({
    kind: z.literal('lab:check'),
    runId: z.string().max(64),
    scene: z.string().max(40_000),
    code: z.string().max(40_000),
    checks: z.array(z.string().max(8_000)).max(20),
  }),
]);
export type TLabToFrame = z.infer<typeof ZLabToFrame>;

export const ZLabCheckRun = z.object({
  results: z.array(z.object({ passed: z.boolean(), error: ZFailure.optional() })),
  codeError: ZFailure.optional(),
  logs: z.array(z.string()),
});

export const ZLabFromFrame = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lab:ready') }),
  z.object({
    kind: z.literal('lab:log'),
    level: z.enum(['log', 'info', 'warn', 'error']),
    text: z.string().max(2_000),
  }),
  z.object({
    kind: z.literal('lab:stopped'),
    reason: z.enum(['error', 'timeout', 'memory']),
    error: ZFailure.optional(),
  }),
  z.object({
    kind: z.literal('lab:checked'),
    runId: z.string().max(64),
    outcome: z.enum(['done', 'timeout', 'memory']),
    run: ZLabCheckRun.optional(),
  }),
]);
export type TLabFromFrame = z.infer<typeof ZLabFromFrame>;

/** Where the lab frame is served on the play origin. */
export const labFrameUrlOf = (playBaseUrl: string) => `${playBaseUrl.replace(/\/$/, '')}/lab/`;
