/**
 * EXPLAIN ANALYZE of the statements one search sends: node --import tsx bench/src/explain.ts search '["query:character"]'
 * (or headerSearch), with BENCH_DATABASE_URL set to a bench database.
 */
import { ZHeaderSearchQuery, ZSearchQuery } from '@questline/domain/schemas/learner';
import pg from 'pg';
import { headerSearch, search } from '../../apps/server/src/modules/search/search.service';
import { captureStatements } from './sql-timing';

const url = process.env.BENCH_DATABASE_URL ?? '';
const [endpoint, k] = [process.argv[2] ?? 'search', JSON.parse(process.argv[3] ?? '[]') as string[]];
const statements = await captureStatements(url, (db) =>
  endpoint === 'search'
    ? search(db, null, ZSearchQuery.parse({ k: JSON.stringify(k) }))
    : headerSearch(db, null, ZHeaderSearchQuery.parse({ k: JSON.stringify(k) }).k),
);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const statement of statements) {
  for (let i = 0; i < 3; i++) await client.query(statement.sql, statement.params);
  const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
  console.log(statement.sql.replace(/\s+/g, ' ').slice(0, 300), JSON.stringify(statement.params).slice(0, 300));
  console.log(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  console.log('----');
}
await client.end();
