// Lighthouse mobile performance (its default: a mid-range phone on a throttled 4G link, simulated)
// of /m/home, /m/login and /m/gameList against the real built server, median of 3 runs, in
// Debian's Chromium. Starts the built server on a fresh database unless BENCH_URL points at one.
// Run `npm run build -w @app/web && npm run build -w @app/server` first (or `npm start` once).
// BENCH_PAGES=/m/home,/m/login measures only those pages; BENCH_REPORT_DIR=<dir> keeps every
// run's full Lighthouse result (JSON) there, for the audits behind a score (LCP element,
// critical request chains, bootup time, unused JavaScript).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../scripts/built-server.mjs';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/m/home', '/m/login', '/m/gameList?type=hot'];
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const RUNS = 3;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/** One Lighthouse run in a fresh Chromium profile; `name` names its saved report. */
async function measure(url, name) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * CPU time the host took from this virtual machine (the 'steal' column of /proc/stat), in ticks of
 * all cores: Lighthouse multiplies every main-thread task by 4, so stolen time inflates Total
 * Blocking Time directly; the figure says how far to trust a run. Null where there is no such file.
 */
const cpuTicks = () => {
  try {
    const fields =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
};

const format = {
  FCP: (ms) => `${(ms / 1000).toFixed(2)} s`,
  LCP: (ms) => `${(ms / 1000).toFixed(2)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
  SI: (ms) => `${(ms / 1000).toFixed(2)} s`,
};

const dataDir = process.env.BENCH_URL ? undefined : await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const server = dataDir ? await startBuiltServer({ dataDir }) : undefined;
const origin = process.env.BENCH_URL ?? server?.baseURL;
const ticksBefore = cpuTicks();
try {
  console.log(`Lighthouse ${RUNS} runs per page against ${origin} (mobile, simulated throttling)\n`);
  const rows = [];
  for (const path of PAGES) {
    const runs = [];
    const name = path.replace(/^\/m\//, '').replace(/[^\w-]+/g, '_');
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${origin}${path}`, `${name}-${run + 1}`));
    // The run with the median score, so that its metrics belong together.
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
    rows.push({ path, scores: runs.map((r) => r.score), median });
    console.log(`${path}: scores ${runs.map((r) => r.score).join(', ')} → median ${median?.score}`);
  }
  console.log(`\n| page | median | runs | ${Object.keys(METRICS).join(' | ')} |`);
  console.log(
    `|---|---|---|${Object.keys(METRICS)
      .map(() => '---')
      .join('|')}|`,
  );
  for (const { path, scores, median } of rows) {
    const metrics = Object.entries(format).map(([name, show]) => show(median.metrics[name]));
    console.log(`| ${path} | ${median.score} | ${scores.join(', ')} | ${metrics.join(' | ')} |`);
  }
  const ticksAfter = cpuTicks();
  if (ticksBefore && ticksAfter && ticksAfter.total > ticksBefore.total) {
    const stolen = (ticksAfter.steal - ticksBefore.steal) / (ticksAfter.total - ticksBefore.total);
    console.log(`\nCPU time taken by the host (steal) during the runs: ${(stolen * 100).toFixed(0)} %`);
  }
} finally {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
