import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDbOrTx } from './client';

type TPrepared = { execute: (values?: Record<string, unknown>) => Promise<unknown> };

const built = new WeakMap<object, Map<(db: TDbOrTx) => TPrepared, TPrepared>>();

/**
 * The statement `build` makes, built once per database handle (or transaction) and run with `values`. Building a
 * select (every column named, every condition walked) costs drizzle more than a small read costs PostgreSQL; built
 * once, its text is also the same at every call: PostgreSQL parses and plans it once per connection, under the name
 * `build` gives it (one name per text).
 */
export const runPrepared = <P extends TPrepared>(
  db: TDbOrTx,
  build: (db: TDbOrTx) => P,
  values: Record<string, unknown>,
): ReturnType<P['execute']> => {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(build);
  if (!statement) {
    statement = build(db);
    statements.set(build, statement);
  }
  return statement.execute(values) as ReturnType<P['execute']>;
};

/** `column = ANY(:name)`: one text for a list of any length (an IN list's text changes with its length). */
export const anyOf = (column: SQLWrapper, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
