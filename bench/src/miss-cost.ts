/**
 * What a cache miss costs in PostgreSQL for each of the catalogue's 100 most frequent terms: the statements one
 * /api/learn/search request sends (anonymous learner, first page), replayed bare on one connection, each statement's
 * median of `BENCH_REPLAYS` (5) runs. BENCH_DATABASE_URL names a bench database: node --import tsx bench/src/miss-cost.ts
 */
import { ZSearchQuery } from '@questline/domain/schemas/learner';
import pg from 'pg';
import { search } from '../../apps/server/src/modules/search/search.service';
import { captureStatements } from './sql-timing';

const url = process.env.BENCH_DATABASE_URL ?? '';
const replays = Number(process.env.BENCH_REPLAYS ?? 5);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query<{ word: string }>(
  `SELECT word FROM ts_stat('SELECT vector FROM search_documents') WHERE length(word) > 2 ORDER BY ndoc DESC, word LIMIT 100`,
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const byKind = new Map<string, number>();
const perTerm: { word: string; ms: number }[] = [];
for (const { word } of rows) {
  const statements = await captureStatements(url, (db) =>
    search(db, null, ZSearchQuery.parse({ k: JSON.stringify([`query:${word}`]) })),
  );
  let total = 0;
  for (const statement of statements) {
    const times: number[] = [];
    for (let run = 0; run < replays; run++) {
      const started = performance.now();
      await client.query(statement.sql, statement.params);
      times.push(performance.now() - started);
    }
    const took = median(times);
    const kind = statement.sql.replace(/\s+/g, ' ').trim().slice(0, 40);
    byKind.set(kind, (byKind.get(kind) ?? 0) + took);
    total += took;
  }
  perTerm.push({ word, ms: total });
}
await client.end();
perTerm.sort((a, b) => b.ms - a.ms);
const sum = perTerm.reduce((all, term) => all + term.ms, 0);
console.log(`100 terms: ${sum.toFixed(0)} ms in all, median ${median(perTerm.map((t) => t.ms)).toFixed(1)} ms`);
for (const [kind, ms] of byKind) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${kind}`);
console.log(
  `slowest: ${perTerm
    .slice(0, 12)
    .map((t) => `${t.word} ${t.ms.toFixed(1)}`)
    .join(', ')}`,
);
