import { randomUUID } from 'node:crypto';
import { AppError } from '@questline/domain/errors';
import { agentFilterUserId, parseAgentFilter, type TXapiStatement, xapiStatement } from '@questline/domain/rules/xapi';
import {
  type TXapiStatementResult,
  type TXapiStatementsQuery,
  XAPI_STATEMENTS_DEFAULT_LIMIT,
  XAPI_STATEMENTS_MAX_LIMIT,
} from '@questline/domain/schemas/xapi';
import type { TDbOrTx } from '../../db/client';
import type { TLearningEvents } from '../../lib/learning-events';
import { enqueueDelivery } from './xapi.delivery';
import { insertStatements, listStatements, type TStatementRow } from './xapi.repository';

/**
 * The learning events of a write, stored as xAPI statements in its transaction; with an LRS to deliver to, the
 * delivery is queued in the same transaction (one live job drains the outbox: xapi.delivery.ts).
 */
export const statementRecorder =
  (options: { publicUrl: string; deliver: boolean }): TLearningEvents =>
  async (db, events) => {
    if (!events.length) return;
    const rows = events.map((event) => {
      const statement = xapiStatement(event, { publicUrl: options.publicUrl, id: randomUUID() });
      return {
        id: statement.id,
        statement,
        userId: event.userId,
        verb: statement.verb.id,
        activityId: statement.object.id,
      };
    });
    await insertStatements(db, rows);
    if (options.deliver) await enqueueDelivery(db);
  };

const STATEMENTS_PATH = '/api/xapi/statements';

const cursorOf = (row: TStatementRow) =>
  Buffer.from(JSON.stringify([row.stored.toISOString(), row.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page a `more` link names; anything the server did not write is refused. */
const readCursor = (cursor: string) => {
  const refused = new AppError('xapi_InvalidParameter_cursor', {
    fields: [{ path: 'cursor', key: 'xapi_InvalidParameter_cursor' }],
  });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  if (!Array.isArray(value) || value.length !== 2) throw refused;
  const [stored, id] = value as unknown[];
  const time = typeof stored === 'string' ? new Date(stored) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime()) || typeof id !== 'string' || !UUID.test(id)) throw refused;
  return { stored: time, id };
};

/** The `more` link: the same query from after the last statement answered. */
const moreLink = (query: TXapiStatementsQuery, last: TStatementRow) => {
  const params = new URLSearchParams();
  for (const name of ['agent', 'verb', 'activity', 'since', 'until', 'limit'] as const) {
    const value = query[name];
    if (value !== undefined) params.set(name, String(value));
  }
  params.set('cursor', cursorOf(last));
  return `${STATEMENTS_PATH}?${params}`;
};

/**
 * GET /api/xapi/statements: the stored statements matching xAPI's filters, newest stored first, as a StatementResult
 * whose `more` names the next page. An agent filter naming anyone but an account of this site matches nothing.
 */
export const queryStatements = async (
  db: TDbOrTx,
  options: { publicUrl: string },
  query: TXapiStatementsQuery,
): Promise<TXapiStatementResult> => {
  const agent = query.agent === undefined ? undefined : parseAgentFilter(query.agent);
  const userId = agent ? agentFilterUserId(agent, options.publicUrl) : undefined;
  const after = query.cursor === undefined ? undefined : readCursor(query.cursor);
  if (userId === null) return { statements: [], more: '' };
  const limit = query.limit
    ? query.limit
    : query.limit === 0
      ? XAPI_STATEMENTS_MAX_LIMIT
      : XAPI_STATEMENTS_DEFAULT_LIMIT;
  const rows = await listStatements(db, {
    userId,
    verb: query.verb,
    activityId: query.activity,
    since: query.since === undefined ? undefined : new Date(query.since),
    until: query.until === undefined ? undefined : new Date(query.until),
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    statements: page.map((row) => ({ ...(row.statement as TXapiStatement), stored: row.stored.toISOString() })),
    more: rows.length > limit && last ? moreLink(query, last) : '',
  };
};
