// Lighthouse (default mobile: simulated slow 4G, 4× CPU) on Giro's public pages: starts the
// built app on a free port with a fresh demo database, runs each page three times in Debian's
// Chromium and prints the medians per page, then whether they meet the targets (exit 1 if not).
// Run after `npm run build` (`npm run lighthouse` builds first). LIGHTHOUSE_REPORTS=<dir> keeps
// every run's full JSON report there.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startGiro } from './start-giro.ts';

const pages = ['/', '/faq', '/about', '/login'];
const runs = 3;
const chromeFlags = ['--headless=new', ...chromiumArgs];
interface Column {
  label: string;
  category?: string;
  audit?: string;
  environment?: 'benchmarkIndex';
  digits?: number;
  target?: (value: number) => boolean;
}
const columns: Column[] = [
  { label: 'perf', category: 'performance', target: (v) => v >= 98 },
  { label: 'a11y', category: 'accessibility', target: (v) => v === 100 },
  { label: 'best', category: 'best-practices', target: (v) => v === 100 },
  { label: 'seo', category: 'seo', target: (v) => v === 100 },
  { label: 'FCP ms', audit: 'first-contentful-paint' },
  { label: 'LCP ms', audit: 'largest-contentful-paint', target: (v) => v <= 1500 },
  { label: 'TBT ms', audit: 'total-blocking-time' },
  { label: 'CLS', audit: 'cumulative-layout-shift', digits: 3, target: (v) => v === 0 },
  // Lighthouse's own measure of the machine's speed during the run (higher is faster). Simulated
  // blocking time is the run's own task times × 4: a busy machine shows here and in TBT at once.
  { label: 'CPU', environment: 'benchmarkIndex' },
];

interface Run {
  values: number[];
  failing: string[];
}

/** One Lighthouse run in a fresh Chromium: the scores and metrics of `columns`. */
async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (process.env.LIGHTHOUSE_REPORTS) {
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), String(result.report));
    }
    // A run Lighthouse could not measure (NO_NAVSTART, say) has no metrics: it is run again.
    if (result.lhr.runtimeError) throw new UnmeasuredRun(result.lhr.runtimeError.code);
    const { categories, audits, environment } = result.lhr;
    // Scored audits short of full marks, and the back/forward cache check (not scored).
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => ref.id)
      .concat('bf-cache')
      .filter((id) => audits[id] && audits[id].score !== null && audits[id].score < 1);
    const read = (column: Column) => {
      if (column.category) return Math.round((categories[column.category]?.score ?? 0) * 100);
      if (column.environment) return environment[column.environment];
      return (column.audit ? audits[column.audit]?.numericValue : undefined) ?? Number.NaN;
    };
    const values = columns.map(read);
    return { values, failing };
  } finally {
    await chrome.kill();
  }
}

class UnmeasuredRun extends Error {}

/** `audit(url)`, run again (twice at most) when Lighthouse could not measure the page. */
async function measuredAudit(url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (!(error instanceof UnmeasuredRun) || attempt === 3) throw error;
      console.warn(`${url}: Lighthouse could not measure the page (${error.message}); again`);
    }
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
const format = (value: number, column: Column) =>
  column.digits ? value.toFixed(column.digits) : String(Math.round(value));

const giro = await startGiro('lighthouse');
const { origin } = giro;
let missed = false;
try {
  const rows = [];
  for (const path of pages) {
    const results: Run[] = [];
    for (let run = 1; run <= runs; run += 1) {
      results.push(await measuredAudit(`${origin}${path}`));
      console.info(`${path}: run ${run} of ${runs} done`);
    }
    const medians = columns.map((_, index) =>
      median(results.map((r) => r.values[index] ?? Number.NaN)),
    );
    const failing = [...new Set(results.flatMap((r) => r.failing))].sort();
    rows.push({ path, medians, failing });
  }
  console.info(`\nLighthouse medians of ${runs} runs (default mobile):`);
  console.info(['page'.padEnd(8), ...columns.map((c) => c.label.padStart(7))].join(''));
  for (const { path, medians, failing } of rows) {
    const cells = medians.map((value, index) => {
      const column = columns[index] as Column;
      const ok = column.target ? column.target(value) : true;
      if (!ok) missed = true;
      return `${format(value, column)}${ok ? ' ' : '!'}`.padStart(7);
    });
    console.info([path.padEnd(8), ...cells].join(''));
    if (failing.length > 0)
      console.info(`         short of full marks in some run: ${failing.join(', ')}`);
  }
  console.info(
    `\nTargets: performance ≥ 98, accessibility, best practices and SEO 100, LCP ≤ 1500 ms, CLS 0. ${missed ? 'Missed: marked !' : 'All met.'}`,
  );
} finally {
  giro.stop();
}
process.exit(missed ? 1 : 0);
