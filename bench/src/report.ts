import fs from 'node:fs/promises';
import path from 'node:path';

/** One autocannon run: an endpoint at a number of concurrent connections. */
export type TRun = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Throughput as a share of the bare Fastify route measured in the same run. */
  ofBare: number;
};

/** What one `npm run bench` measured, kept as JSON so that runs on other catalogue sizes can be set side by side. */
export type TBenchResult = {
  /** Generated items besides the demo catalogue; 0 on the embedded database. */
  items: number;
  store: 'PostgreSQL' | 'PGlite';
  date: string;
  machine: string;
  seconds: number;
  runs: TRun[];
  /** The server's resident memory (MB) at start, after each connection level's runs, and at the end. */
  memory: { at: string; rssMb: number }[];
  /** Each search's own SQL replayed bare on one idle connection (PostgreSQL only): the floor its HTTP figures sit on. */
  sql?: { name: string; p50: number; p95: number }[];
};

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const PERCENTILES = [
  { key: 'p50', colour: '#2563eb' },
  { key: 'p95', colour: '#d97706' },
  { key: 'p99', colour: '#b91c1c' },
] as const;

/**
 * A horizontal bar chart of p50, p95 and p99 per endpoint (SVG, no script), on a logarithmic axis from 0.1 ms: a bare
 * route's tenth of a millisecond and an extends' second stay readable side by side.
 */
export const latencyChart = (runs: readonly TRun[], title: string) => {
  const label = 290;
  const plot = 520;
  const bar = 7;
  const group = PERCENTILES.length * (bar + 2) + 10;
  const top = 56;
  const height = top + runs.length * group + 40;
  const decades = Math.max(2, Math.ceil(Math.log10(Math.max(1, ...runs.map((run) => run.p99)) / 0.1)));
  const x = (ms: number) => label + (Math.max(0, Math.log10(Math.max(ms, 0.1) / 0.1)) / decades) * plot;
  const ticks = Array.from({ length: decades + 1 }, (_, index) => 0.1 * 10 ** index);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${label + plot + 90}" height="${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="16" y="24" font-size="15" font-weight="600" fill="#0f172a">${escapeXml(title)} (log scale)</text>`,
    ...PERCENTILES.map(
      ({ key, colour }, index) =>
        `<rect x="${label + index * 80}" y="34" width="12" height="12" fill="${colour}"/><text x="${label + index * 80 + 18}" y="44" fill="#334155">${key}</text>`,
    ),
    ...ticks.map(
      (tick) =>
        `<line x1="${x(tick)}" y1="${top - 4}" x2="${x(tick)}" y2="${height - 34}" stroke="#e2e8f0"/><text x="${x(tick)}" y="${height - 18}" text-anchor="middle" fill="#475569">${tick < 1 ? tick.toFixed(1) : tick.toFixed(0)} ms</text>`,
    ),
    ...runs.flatMap((run, row) => {
      const y = top + row * group;
      return [
        `<text x="${label - 8}" y="${y + group / 2}" text-anchor="end" fill="#0f172a">${escapeXml(run.name)}</text>`,
        ...PERCENTILES.map(({ key, colour }, index) => {
          const barY = y + 4 + index * (bar + 2);
          return `<rect x="${label}" y="${barY}" width="${Math.max(1, x(run[key]) - label).toFixed(1)}" height="${bar}" fill="${colour}"><title>${escapeXml(`${run.name} ${key} ${run[key].toFixed(1)} ms`)}</title></rect><text x="${(x(run[key]) + 4).toFixed(1)}" y="${barY + bar}" font-size="9" fill="#475569">${run[key].toFixed(1)}</text>`;
        }),
      ];
    }),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const catalogueOf = (result: TBenchResult) =>
  result.store === 'PGlite' ? 'embedded PGlite, demo catalogue' : `PostgreSQL, demo catalogue + ${result.items} items`;
const chartFile = (result: TBenchResult, connections: number) =>
  `charts/${result.store.toLowerCase()}-${result.items}-c${connections}.svg`;

/** The growth table: each endpoint's p95 (and req/s) at each catalogue size measured on PostgreSQL. */
const growthTable = (results: readonly TBenchResult[], connections: number) => {
  const sizes = results.filter((result) => result.store === 'PostgreSQL').sort((a, b) => a.items - b.items);
  if (sizes.length < 2) return [];
  const names = [
    ...new Set(
      sizes.flatMap((result) => result.runs.filter((run) => run.connections === connections)).map((run) => run.name),
    ),
  ];
  const cell = (result: TBenchResult, name: string) => {
    const run = result.runs.find((candidate) => candidate.name === name && candidate.connections === connections);
    return run ? `${fixed(run.p95)} ms · ${fixed(run.rps, 0)}/s` : '—';
  };
  return [
    `### Growth: p95 and req/s at c=${connections} by catalogue size`,
    '',
    `| endpoint | ${sizes.map((result) => `${result.items.toLocaleString('en')} items`).join(' | ')} |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} |`,
    ...names.map((name) => `| ${name} | ${sizes.map((result) => cell(result, name)).join(' | ')} |`),
    '',
    'A dash: no figure at that size (not run, or no response completed within the run).',
    '',
  ];
};

/**
 * Writes `bench/report.md` and its charts from every result kept in `bench/results/` (this run's included): a table
 * and a chart per run, the server's memory, and the growth across catalogue sizes.
 */
/** Keeps one API run's figures in bench/results/ and rewrites the report from every kept result. */
export const writeReport = async (benchDir: string, result: TBenchResult) => {
  const resultsDir = path.join(benchDir, 'results');
  await fs.mkdir(resultsDir, { recursive: true });
  await fs.writeFile(
    path.join(resultsDir, `${result.store.toLowerCase()}-${result.items}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  await renderReport(benchDir);
};

/** One page as Lighthouse measured it (its median run by performance score). */
export type TPageResult = {
  name: string;
  path: string;
  /** Lighthouse's performance score, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes transferred while the page loaded, video excluded, and the script among them (KB, as sent: brotli). */
  totalKb: number;
  scriptKb: number;
};
export type TPagesResult = { date: string; machine: string; browser: string; runs: number; pages: TPageResult[] };

const PAGES_FILE = path.join('results', 'pages', 'lighthouse.json');

const pagesSection = (pages: TPagesResult) => [
  '## Pages (Lighthouse, mobile preset)',
  '',
  `Written by \`npm run bench\` (bench/src/pages.ts): ${pages.date}, ${pages.machine}, ${pages.browser}; the demo`,
  `catalogue on the embedded database, served from a fresh build; the median of ${pages.runs} runs per page by`,
  'performance score. Targets (DESIGN §8): performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05, TBT ≤ 150 ms, 500 KB in all,',
  '150 KB of first-load script.',
  '',
  '| page | performance | LCP | CLS | TBT | transferred | script |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...pages.pages.map(
    (page) =>
      `| ${page.name} (\`${page.path}\`) | ${page.score} | ${fixed(page.lcpMs / 1000, 2)} s | ${fixed(page.cls, 3)} | ${fixed(page.tbtMs, 0)} ms | ${fixed(page.totalKb, 0)} KB | ${fixed(page.scriptKb, 0)} KB |`,
  ),
  '',
];

/** Rewrites bench/report.md (and its charts) from every result kept in bench/results/. */
export const renderReport = async (benchDir: string) => {
  const resultsDir = path.join(benchDir, 'results');
  const results: TBenchResult[] = [];
  for (const file of (await fs.readdir(resultsDir)).filter((name) => name.endsWith('.json')).sort())
    results.push(JSON.parse(await fs.readFile(path.join(resultsDir, file), 'utf8')) as TBenchResult);
  results.sort((a, b) => (a.store === b.store ? a.items - b.items : a.store === 'PGlite' ? -1 : 1));
  await fs.mkdir(path.join(benchDir, 'charts'), { recursive: true });
  const lines = [
    '# Questline API benchmark',
    '',
    'Written by `npm run bench` (bench/src/main.ts) from the results in `bench/results/`: the real server and a bare',
    'Fastify route, each in its own process, loaded by autocannon on loopback. "of bare" is the throughput as a share',
    "of the bare route's in the same run. Targets: DESIGN §8.",
    '',
  ];
  for (const connections of [...new Set(results.flatMap((entry) => entry.runs.map((run) => run.connections)))].sort(
    (a, b) => a - b,
  ))
    lines.push(...growthTable(results, connections));
  for (const entry of results) {
    lines.push(`## ${catalogueOf(entry)}`, '', `${entry.date}, ${entry.machine}, ${entry.seconds} s per run.`, '');
    for (const connections of [...new Set(entry.runs.map((run) => run.connections))]) {
      const runs = entry.runs.filter((run) => run.connections === connections);
      const file = chartFile(entry, connections);
      await fs.writeFile(
        path.join(benchDir, file),
        latencyChart(runs, `Latency per endpoint, ${catalogueOf(entry)}, ${connections} connections`),
      );
      lines.push(
        `### ${connections} connections`,
        '',
        '| endpoint | req/s | p50 | p95 | p99 | of bare |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...runs.map(
          (run) =>
            `| ${run.name} | ${fixed(run.rps, 0)} | ${fixed(run.p50)} ms | ${fixed(run.p95)} ms | ${fixed(run.p99)} ms | ${fixed(run.ofBare * 100)} % |`,
        ),
        '',
        `![Latency percentiles per endpoint at ${connections} connections](${file})`,
        '',
      );
    }
    if (entry.sql?.length)
      lines.push(
        '### Raw SQL of each search',
        '',
        "The statements the search service sends for the run's request, replayed with pg on one idle connection, one",
        'after another, 200 times: what the same query costs in PostgreSQL alone.',
        '',
        '| search | SQL p50 | SQL p95 |',
        '| --- | ---: | ---: |',
        ...entry.sql.map((timing) => `| ${timing.name} | ${fixed(timing.p50, 2)} ms | ${fixed(timing.p95, 2)} ms |`),
        '',
      );
    lines.push(
      `Server memory (RSS): ${entry.memory.map((sample) => `${sample.at} ${fixed(sample.rssMb, 0)} MB`).join(', ')}.`,
      '',
    );
  }
  const pages = await fs.readFile(path.join(benchDir, PAGES_FILE), 'utf8').catch(() => null);
  if (pages) lines.push(...pagesSection(JSON.parse(pages) as TPagesResult));
  await fs.writeFile(path.join(benchDir, 'report.md'), lines.join('\n'));
};
