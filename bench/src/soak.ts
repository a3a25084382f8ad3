import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readDemoAccounts } from '../../apps/server/src/cli/demo/demo-accounts';
import { createDatabase, freePort, machine, root, rssMb, signIn, startProcess } from './processes';

/**
 * Soak (DESIGN §9): SOAK_SECONDS (600) of mixed learner and editor traffic at a steady SOAK_RATE (40 requests a
 * second) against the real server with the demo catalogue, on the embedded database or, when SOAK_DATABASE_URL names
 * a PostgreSQL server, on a fresh database there. Learners read home, a project, search, header search, their record
 * list and themselves; a creator saves five drafts over and over. It passes when no answer is a 5xx, each draft holds
 * the save the server acknowledged last (its highest revision), and memory stays flat: the server's RSS over the last
 * minute is within 15 % of its RSS over the second minute. Writes bench/reports/soak.md.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const DRAFTS = 5;
const MAX_IN_FLIGHT = 200;

type TSample = { second: number; rssMb: number };

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const main = async () => {
  const serverUrl = process.env.SOAK_DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl, 'questline_soak') : null;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-soak-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startProcess(
      'apps/server/src/main.ts',
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        // The demo catalogue, on PostgreSQL too, where a start seeds nothing unless asked.
        SEED_DEMO: 'true',
      },
      'Questline is running',
    );
    // The seed generated the demo accounts' passwords into the fresh data dir, readable by this user only.
    const accounts = (await readDemoAccounts(dataDir)) ?? [];
    const passwordOf = (email: string) => {
      const found = accounts.find((account) => account.email === email);
      if (!found) throw new Error(`the seed wrote no password for ${email} into ${dataDir}`);
      return found.password;
    };
    const learner = await signIn(origin, 'learner@questline.dev', passwordOf('learner@questline.dev'));
    const creator = await signIn(origin, 'creator@questline.dev', passwordOf('creator@questline.dev'));
    const writeHeaders = { 'content-type': 'application/json', origin, cookie: creator };
    const drafts: string[] = [];
    for (let index = 0; index < DRAFTS; index++) {
      const response = await fetch(`${origin}/api/learn/tutorial/0/general`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({ title: `Soak draft ${index}` }),
      });
      if (!response.ok) throw new Error(`a soak draft was refused: ${response.status}`);
      drafts.push(((await response.json()) as { result: { id: string } }).result.id);
    }
    const home = (await (await fetch(`${origin}/api/learn/home`)).json()) as {
      result: { sections: { type: string; items: { slug: string }[] }[] };
    };
    const project = home.result.sections.find((section) => section.type === 'project')?.items[0]?.slug;
    if (!project) throw new Error('the demo catalogue has no published project');
    const search = (endpoint: string, k: string[]) =>
      `/api/learn/${endpoint}?k=${encodeURIComponent(JSON.stringify(k))}`;
    const reads: { path: string; cookie?: string }[] = [
      { path: '/api/learn/home' },
      { path: `/api/learn/project/${project}` },
      { path: `/api/learn/project/${project}/extends` },
      { path: search('search', ['query:character']) },
      { path: search('headerSearch', ['query:pla']) },
      { path: '/api/learn/record/list?type=tutorial&completed=true', cookie: learner },
      { path: '/api/me', cookie: learner },
    ];

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const acknowledged = new Map<string, { revision: number; title: string }>();
    let sent = 0;
    let inFlight = 0;
    let skipped = 0;
    let saves = 0;
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const one = async (n: number) => {
      // Three requests in ten are saves; the rest are reads.
      if (n % 10 >= 7) {
        const draft = saves++ % DRAFTS;
        const id = drafts[draft] as string;
        const title = `Soak draft ${draft}, save ${n}`;
        const response = await fetch(`${origin}/api/learn/tutorial/${id}/general`, {
          method: 'POST',
          // Saves of a draft overlap: each overwrites whichever revision is current (a save needs If-Match).
          headers: { ...writeHeaders, 'if-match': '*' },
          body: JSON.stringify({ title }),
        });
        count(response.status);
        await response.arrayBuffer();
        const revision = Number(response.headers.get('etag')?.replaceAll('"', ''));
        if (response.ok && revision > (acknowledged.get(id)?.revision ?? 0)) acknowledged.set(id, { revision, title });
        return;
      }
      const read = reads[n % reads.length] as (typeof reads)[number];
      const response = await fetch(`${origin}${read.path}`, { headers: read.cookie ? { cookie: read.cookie } : {} });
      count(response.status);
      if (response.status >= 500 && failures.length < 20) failures.push(`${response.status} ${read.path}`);
      await response.arrayBuffer();
    };

    const samples: TSample[] = [];
    const began = Date.now();
    const sampler = setInterval(async () => {
      samples.push({ second: Math.round((Date.now() - began) / 1000), rssMb: await rssMb(server?.pid) });
    }, 5000);
    // A steady rate: one request every 1000 / RATE ms whatever the answers take (up to MAX_IN_FLIGHT at once).
    await new Promise<void>((resolve) => {
      const ticker = setInterval(() => {
        if (Date.now() - began >= SECONDS * 1000) {
          clearInterval(ticker);
          return resolve();
        }
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped += 1;
          return;
        }
        inFlight += 1;
        const n = sent++;
        one(n)
          .catch((error: Error) => {
            count(0);
            if (failures.length < 20) failures.push(`no answer: ${error.message}`);
          })
          .finally(() => {
            inFlight -= 1;
          });
      }, 1000 / RATE);
    });
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(sampler);

    // Every draft holds the save acknowledged with its highest revision.
    const lost: string[] = [];
    for (const id of drafts) {
      const response = await fetch(`${origin}/api/learn/tutorial/${id}?edit=true`, { headers: { cookie: creator } });
      const { result } = (await response.json()) as { result: { title: string; revision: number } };
      const expected = acknowledged.get(id);
      if (!expected || result.revision !== expected.revision || result.title !== expected.title)
        lost.push(
          `${id}: holds revision ${result.revision} "${result.title}", acknowledged ${JSON.stringify(expected)}`,
        );
    }
    const secondMinute = mean(samples.filter((s) => s.second > 60 && s.second <= 120).map((s) => s.rssMb));
    const lastMinute = mean(samples.filter((s) => s.second > SECONDS - 60).map((s) => s.rssMb));
    const growth = secondMinute > 0 ? (lastMinute - secondMinute) / secondMinute : 0;
    const serverErrors = [...statuses].filter(([status]) => status >= 500 || status === 0);
    const store = database ? 'PostgreSQL' : 'PGlite (embedded)';
    const lines = [
      `# Soak: ${SECONDS} s of mixed traffic at ${RATE} requests a second (${store})`,
      '',
      `${new Date().toISOString()}, ${machine()}`,
      '',
      `- Requests sent: ${sent} (${skipped} ticks skipped with ${MAX_IN_FLIGHT} in flight).`,
      `- Answers by status: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status || 'none'} × ${n}`)
        .join(', ')}.`,
      `- 5xx or no answer: ${serverErrors.reduce((sum, [, n]) => sum + n, 0)}${failures.length ? ` (${failures.join('; ')})` : ''}.`,
      `- Lost writes: ${lost.length} of ${DRAFTS} drafts${lost.length ? `: ${lost.join('; ')}` : ''}.`,
      `- Server RSS: second minute ${secondMinute.toFixed(0)} MB, last minute ${lastMinute.toFixed(0)} MB (${(growth * 100).toFixed(1)} %); every 5 s: ${samples.map((s) => s.rssMb.toFixed(0)).join(' ')}.`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    await fs.mkdir(path.join(root, 'bench/reports'), { recursive: true });
    await fs.writeFile(path.join(root, 'bench/reports/soak.md'), lines.join('\n'));
    if (serverErrors.length || lost.length || growth > 0.15) {
      process.stderr.write('The soak failed: 5xx answers, lost writes or growing memory.\n');
      process.exitCode = 1;
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
};

await main();
