import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createStatementNamer, nameRepeatedStatements } from './statement-names';

describe('createStatementNamer', () => {
  it('names a text the second time it comes, and keeps that name', () => {
    const nameOf = createStatementNamer();
    expect(nameOf('select $1')).toBeUndefined();
    const name = nameOf('select $1');
    expect(name).toMatch(/^questline_\d+$/);
    expect(nameOf('select $1')).toBe(name);
    nameOf('select $2');
    expect(nameOf('select $2')).not.toBe(name);
  });

  it('names no more texts than its limit', () => {
    const nameOf = createStatementNamer({ maxNamed: 2 });
    for (const text of ['a', 'a', 'b', 'b', 'c']) nameOf(text);
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('a')).toBeDefined();
  });

  it('forgets texts seen once when too many have come', () => {
    const nameOf = createStatementNamer({ maxCounted: 2 });
    for (const text of ['a', 'b', 'c']) nameOf(text);
    // 'a' was forgotten when 'c' came: its next coming counts as its first.
    expect(nameOf('a')).toBeUndefined();
    expect(nameOf('c')).toBeDefined();
  });
});

// What PostgreSQL keeps: the statements named on a connection (pg_prepared_statements), where PostgreSQL is at hand.
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url && process.env.QUESTLINE_TEST_DATABASE === 'postgres')('nameRepeatedStatements', () => {
  it('prepares a repeated statement with parameters once on its connection, and nothing else', async () => {
    const pool = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      const tag = randomBytes(4).toString('hex');
      const repeated = `SELECT $1::int + 1 AS n /* ${tag} */`;
      for (const n of [1, 2, 3]) expect((await pool.query({ text: repeated }, [n])).rows).toEqual([{ n: n + 1 }]);
      // No parameters: sent as a simple query, which may hold several commands; never named.
      for (let i = 0; i < 2; i++) await pool.query(`SELECT 1 /* ${tag} */; SELECT 2 /* ${tag} */`);
      const { rows } = await pool.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE statement LIKE $1',
        [`%${tag}%`],
      );
      expect(rows.map((row) => row.statement)).toEqual([repeated]);
    } finally {
      await pool.end();
    }
  });
});
