import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePort, machine, root, startProcess } from './processes';
import { renderReport, type TPageResult, type TPagesResult } from './report';

/**
 * Page benchmark (DESIGN §8): Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G) in
 * Debian's Chromium, on home, search, a pathway and a tutorial page of the demo catalogue, served from a fresh build
 * by the server on the embedded database. Each page is measured PAGES_RUNS (3) times and its median run by
 * performance score is kept. Writes bench/results/pages/lighthouse.json and the report's pages section.
 */
const RUNS = Number(process.env.PAGES_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const KB = 1024;

type TItem = { resourceType?: string; transferSize?: number; url?: string };
type TAudit = { numericValue?: number; details?: { items?: TItem[] } };
type TLhr = { categories: { performance: { score: number | null } }; audits: Record<string, TAudit> };

const measure = async (port: number, name: string, url: string): Promise<TPageResult> => {
  const runs: TPageResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr as unknown as TLhr | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytesOf = (items: TItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    runs.push({
      name,
      path: new URL(url).pathname + new URL(url).search,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      totalKb: bytesOf(requests.filter((item) => item.resourceType !== 'Media')) / KB,
      scriptKb: bytesOf(requests.filter((item) => item.resourceType === 'Script')) / KB,
    });
  }
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)] as TPageResult;
};

const main = async () => {
  if (process.env.PAGES_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-pages-'));
  const port = await freePort();
  const server = await startProcess(
    'apps/server/src/main.ts',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    'Questline is running',
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The new headless mode: Lighthouse needs a full browser, not the headless shell.
    chromeFlags: [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const origin = `http://localhost:${port}`;
    const home = (await (await fetch(`${origin}/api/learn/home`)).json()) as {
      result: { sections: { type: string; items: { slug: string }[] }[] };
    };
    const slugOf = (type: string) => {
      const slug = home.result.sections.find((section) => section.type === type)?.items[0]?.slug;
      if (!slug) throw new Error(`the demo catalogue lists no ${type}`);
      return slug;
    };
    const pages = [
      ['home', `${origin}/`],
      ['search', `${origin}/search?k=${encodeURIComponent(JSON.stringify(['query:light']))}`],
      ['pathway', `${origin}/pathway/${slugOf('pathway')}`],
      ['tutorial', `${origin}/tutorial/${slugOf('tutorial')}`],
    ] as const;
    const results: TPageResult[] = [];
    for (const [name, url] of pages) {
      const result = await measure(chrome.port, name, url);
      results.push(result);
      process.stdout.write(
        `${name.padEnd(9)} performance ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, CLS ${result.cls.toFixed(3)}, TBT ${result.tbtMs.toFixed(0)} ms, ${result.totalKb.toFixed(0)} KB in all, ${result.scriptKb.toFixed(0)} KB of script\n`,
      );
    }
    const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
    const summary: TPagesResult = {
      date: new Date().toISOString().slice(0, 10),
      machine: machine(),
      browser: chromium,
      runs: RUNS,
      pages: results,
    };
    const dir = path.join(root, 'bench', 'results', 'pages');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
    await renderReport(path.join(root, 'bench'));
    process.stdout.write('Report: bench/report.md\n');
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
};

await main();
