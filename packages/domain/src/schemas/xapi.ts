/** GET /api/xapi/statements: the xAPI statements query's filters and its StatementResult (decision 0077). */
import { z } from 'zod';
import { isAbsoluteIri, parseAgentFilter } from '../rules/xapi';

/** Statements one answer holds unless `limit` says; `limit` 0 asks for the most, XAPI_STATEMENTS_MAX_LIMIT. */
export const XAPI_STATEMENTS_DEFAULT_LIMIT = 100;
export const XAPI_STATEMENTS_MAX_LIMIT = 500;

const IRI_MAX = 2048;

const iri = (error: 'xapi_InvalidParameter_verb' | 'xapi_InvalidParameter_activity') =>
  z.string({ error }).max(IRI_MAX, { error }).refine(isAbsoluteIri, { error });

const instant = (error: 'xapi_InvalidParameter_since' | 'xapi_InvalidParameter_until') =>
  z.iso.datetime({ offset: true, error });

/**
 * The filters of xAPI's statements query that the platform answers: `agent` (an Agent's JSON), `verb`, `activity`
 * (IRIs), `since` (exclusive) and `until` (inclusive) on the stored time, `limit`, and `cursor`, the page the answer's
 * `more` link points at (opaque). Statements come newest stored first.
 */
export const ZXapiStatementsQuery = z.object({
  agent: z
    .string({ error: 'xapi_InvalidParameter_agent' })
    .max(IRI_MAX, { error: 'xapi_InvalidParameter_agent' })
    .refine((text) => parseAgentFilter(text) !== null, { error: 'xapi_InvalidParameter_agent' })
    .optional(),
  verb: iri('xapi_InvalidParameter_verb').optional(),
  activity: iri('xapi_InvalidParameter_activity').optional(),
  since: instant('xapi_InvalidParameter_since').optional(),
  until: instant('xapi_InvalidParameter_until').optional(),
  limit: z.coerce
    .number({ error: 'xapi_InvalidParameter_limit' })
    .int({ error: 'xapi_InvalidParameter_limit' })
    .min(0, { error: 'xapi_InvalidParameter_limit' })
    .max(XAPI_STATEMENTS_MAX_LIMIT, { error: 'xapi_InvalidParameter_limit' })
    .optional(),
  cursor: z
    .string({ error: 'xapi_InvalidParameter_cursor' })
    .max(200, { error: 'xapi_InvalidParameter_cursor' })
    .optional(),
});
export type TXapiStatementsQuery = z.infer<typeof ZXapiStatementsQuery>;

/** A statement as the platform writes them (rules/xapi.ts xapiStatement), with its stored time. */
export const ZXapiStatement = z
  .object({
    id: z.string(),
    actor: z.object({
      objectType: z.literal('Agent'),
      account: z.object({ homePage: z.string(), name: z.string() }),
    }),
    verb: z.object({ id: z.string(), display: z.record(z.string(), z.string()) }),
    object: z.object({
      objectType: z.literal('Activity'),
      id: z.string(),
      definition: z.object({ type: z.string() }).optional(),
    }),
    result: z
      .object({
        score: z.object({ scaled: z.number(), raw: z.number(), min: z.number(), max: z.number() }).optional(),
        success: z.boolean().optional(),
        completion: z.boolean().optional(),
        duration: z.string().optional(),
        extensions: z.record(z.string(), z.number()).optional(),
      })
      .optional(),
    context: z.object({
      platform: z.string(),
      contextActivities: z
        .object({
          parent: z.array(
            z.object({
              objectType: z.literal('Activity'),
              id: z.string(),
              definition: z.object({ type: z.string() }).optional(),
            }),
          ),
        })
        .optional(),
      extensions: z.record(z.string(), z.number()).optional(),
    }),
    timestamp: z.string(),
    stored: z.string(),
    version: z.string(),
  })
  .meta({ description: 'An xAPI 1.0.3 statement.' });

/** xAPI's StatementResult: a page of statements, and the relative URL of the next page ('' after the last). */
export const ZXapiStatementResult = z.object({
  statements: z.array(ZXapiStatement),
  more: z.string().meta({ description: 'The relative URL of the next page, or an empty string.' }),
});
export type TXapiStatementResult = z.infer<typeof ZXapiStatementResult>;
