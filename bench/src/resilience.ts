import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { createDatabase, createUserWithCli, freePort, machine, root, signIn, startProcess } from './processes';

/**
 * Durability under a crash (DESIGN §1, §9): a writer makes acknowledged saves (new tutorial drafts) through the real
 * API while the server is killed with SIGKILL at a random moment and started again on the same data; at the end,
 * every save the server acknowledged must be in the database, and the database must open cleanly. Runs on the
 * embedded database (PGlite) and, when RESILIENCE_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on
 * a fresh database there. Writes bench/reports/resilience.md.
 */
const SAVES = Number(process.env.RESILIENCE_SAVES ?? 1000);
const KILLS = Number(process.env.RESILIENCE_KILLS ?? 3);
const WRITERS = 4;
const EMAIL = 'writer@resilience.test';

type TStore = { name: string; env: Record<string, string>; drop: () => Promise<void> };
type TOutcome = { store: string; acknowledged: number; found: number; missing: number[]; kills: number; ms: number };

const postgresStore = async (serverUrl: string): Promise<TStore> => {
  const database = await createDatabase(serverUrl, 'questline_resilience');
  return { name: 'PostgreSQL', env: { DATABASE_URL: database.url }, drop: database.drop };
};

const pgliteStore = async (): Promise<TStore> => ({
  name: 'PGlite (embedded)',
  env: { DATABASE_URL: '' },
  drop: async () => {},
});

/** Creates the writer with the CLI, before the server starts: its generated password. */
const createWriter = (env: Record<string, string>) =>
  createUserWithCli(env, { email: EMAIL, name: 'Writer', roles: 'learnCreator' });

const serve = (env: Record<string, string>, port: number) =>
  startProcess(
    'apps/server/src/main.ts',
    {
      ...env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    'Questline is running',
  );

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** One save: a new tutorial draft. Its numeric id when the server acknowledged it, undefined otherwise. */
const save = async (origin: string, cookie: string, n: number) => {
  try {
    const response = await fetch(`${origin}/api/learn/tutorial/0/general`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ title: `Acknowledged save ${n}` }),
    });
    if (response.status !== 200) return undefined;
    const { result } = (await response.json()) as { result: { id: string } };
    return Number(result.id.replace(/^\D+_/, ''));
  } catch {
    return undefined;
  }
};

const run = async (store: TStore, dataDir: string): Promise<TOutcome> => {
  const env = { ...store.env, DATA_DIR: dataDir };
  const password = await createWriter(env);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const began = Date.now();
  let server = await serve(env, port);
  let cookie = await signIn(origin, EMAIL, password);
  const acknowledged: number[] = [];
  let kills = 0;
  // Kill points: KILLS random counts of acknowledged saves, spread over the run.
  const killAt = Array.from({ length: KILLS }, () => Math.floor(Math.random() * SAVES)).sort((a, b) => a - b);
  let next = 0;
  while (acknowledged.length < SAVES) {
    const batch = await Promise.all(Array.from({ length: WRITERS }, () => save(origin, cookie, next++)));
    for (const id of batch) if (id !== undefined) acknowledged.push(id);
    if (kills < killAt.length && acknowledged.length >= (killAt[kills] ?? SAVES)) {
      // Saves in flight when the signal lands are neither acknowledged nor required.
      const inFlight = Array.from({ length: WRITERS }, () => save(origin, cookie, next++));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      server.kill('SIGKILL');
      for (const id of await Promise.all(inFlight)) if (id !== undefined) acknowledged.push(id);
      await stopped(server);
      kills += 1;
      server = await serve(env, port);
      cookie = await signIn(origin, EMAIL, password);
    }
  }
  server.kill('SIGTERM');
  await stopped(server);
  const ms = Date.now() - began;
  // The database opens cleanly (PGlite replays its log; PostgreSQL recovered when the server restarted) and holds
  // every acknowledged save.
  const database = await openDatabase({
    databaseUrl: store.env.DATABASE_URL || undefined,
    dataDir,
    holder: 'the resilience check',
  });
  try {
    const result = (await database.db.execute(
      sql`SELECT id FROM content_items WHERE id = ANY(${`{${acknowledged.join(',')}}`}::int[])`,
    )) as { rows: { id: number }[] };
    const found = new Set(result.rows.map((row) => Number(row.id)));
    const missing = acknowledged.filter((id) => !found.has(id));
    return { store: store.name, acknowledged: acknowledged.length, found: found.size, missing, kills, ms };
  } finally {
    await database.close();
  }
};

const main = async () => {
  const stores: (() => Promise<TStore>)[] = [pgliteStore];
  const serverUrl = process.env.RESILIENCE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) stores.push(() => postgresStore(serverUrl));
  const outcomes: TOutcome[] = [];
  for (const open of stores) {
    const store = await open();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-resilience-'));
    try {
      process.stdout.write(`${store.name}: ${SAVES} acknowledged saves, ${KILLS} SIGKILLs at random moments…\n`);
      const outcome = await run(store, dataDir);
      outcomes.push(outcome);
      process.stdout.write(
        `${store.name}: ${outcome.acknowledged} acknowledged, ${outcome.found} found after ${outcome.kills} kills, ` +
          `${outcome.missing.length} missing (${(outcome.ms / 1000).toFixed(1)} s)\n`,
      );
    } finally {
      await store.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
  const lines = [
    '# Resilience: acknowledged saves across SIGKILL',
    '',
    `${new Date().toISOString()}, ${machine()}`,
    '',
    '| store | acknowledged saves | found after the kills | missing | SIGKILLs | time |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...outcomes.map(
      (outcome) =>
        `| ${outcome.store} | ${outcome.acknowledged} | ${outcome.found} | ${outcome.missing.length} | ${outcome.kills} | ${(outcome.ms / 1000).toFixed(1)} s |`,
    ),
    '',
  ];
  await fs.mkdir(path.join(root, 'bench/reports'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench/reports/resilience.md'), lines.join('\n'));
  if (outcomes.some((outcome) => outcome.missing.length)) {
    process.stderr.write('Acknowledged saves were lost.\n');
    process.exitCode = 1;
  }
};

await main();
