// Lighthouse mobile performance (its default: a mid-range phone on a throttled 4G link, simulated)
// of /m/home, /m/login, /m/register, /m/gameList and, signed in, /m/voucherCenter against the real
// built server, median of 3 runs, in Debian's Chromium, with each page's main-thread time. Starts
// the built server on a fresh database unless BENCH_URL points at one (a demo-mode server: the
// signed-in pages sign in the demo member `demo`).
// Run `npm run build -w @app/web && npm run build -w @app/server` first (or `npm start` once).
// BENCH_PAGES=/m/home,member:/m/voucherCenter measures only those pages ('member:' visits the page
// signed in); BENCH_REPORT_DIR=<dir> keeps every run's full Lighthouse result (JSON) there, for
// the audits behind a score (LCP element, critical request chains, bootup time, unused JavaScript).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { startBuiltServer } from '../scripts/built-server.mjs';

// The contract's own body cipher (TypeScript source, loaded through tsx), as the login screen uses it.
const { ENCRYPTION_HEADER, encryptBody } = await tsImport(
  '../packages/contract/src/body-encryption.ts',
  import.meta.url,
);

/** Pages named `member:<path>` are visited signed in as the demo member. */
const SIGNED_IN = 'member:';
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/gameList?type=hot',
  `${SIGNED_IN}/m/voucherCenter`,
];
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
/**
 * Main-thread work during the load, from the trace: all of it (script, style and layout, parsing,
 * paint) and the scripts' share. As Lighthouse reports them, i.e. the tasks as they ran here times
 * its CPU slowdown of 4; a count of work, less moved by the other work on the machine than TBT.
 */
const WORK = {
  'main thread': 'mainthread-work-breakdown',
  scripts: 'bootup-time',
};

/** The demo member of the demo seed (apps/server/src/db/seed/demo-members.ts). */
const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' };

/** The answer's value of an API call; throws on anything but 200. */
async function answerValue(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text}`);
  return JSON.parse(text).value;
}

/**
 * Signs the demo member in through the API as the login screen does (the body encrypted for the
 * server's key) and answers the session as the site stores it: MC_SESSION_INFO in sessionStorage
 * (apps/web/src/features/account/session.ts startSession).
 */
async function signIn(origin) {
  const key = await answerValue(await fetch(`${origin}/wps/security/key`));
  const path = '/wps/session/login';
  const sealed = encryptBody(key.publicKey, key.keyId, 'POST', path, { type: 'username', ...DEMO_MEMBER });
  const session = await answerValue(
    await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: sealed.header },
      body: JSON.stringify(sealed.body),
    }),
  );
  const { token, userName, type, merchantCode, firstTimeLogin, passwordExpired } = session;
  return JSON.stringify({
    token,
    userName,
    type,
    merchantCode,
    firstTimeLogin: firstTimeLogin || passwordExpired,
  });
}

/**
 * One Lighthouse run in a fresh Chromium profile; `name` names its saved report. With
 * `sessionInfo`, the tab first opens a page of the site that loads nothing (a missing asset's 404)
 * and stores the session there; Lighthouse then keeps the origin's storage (sessionStorage belongs
 * to the tab, which Lighthouse reuses). The profile is fresh, so the HTTP cache is empty either way.
 */
async function measure(url, name, sessionInfo) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (sessionInfo) {
      await page.goto(new URL('/m/assets/bench-no-such-file', url).href);
      await page.evaluate((value) => sessionStorage.setItem('MC_SESSION_INFO', value), sessionInfo);
    }
    const flags = {
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(sessionInfo),
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (sessionInfo && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url}: not signed in, the page went to ${lhr.finalDisplayedUrl}`);
    }
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
      ),
      work: Object.fromEntries(
        Object.entries(WORK).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
      ),
    };
  } finally {
    await browser.disconnect();
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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = process.env.BENCH_URL ? undefined : await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const server = dataDir ? await startBuiltServer({ dataDir }) : undefined;
const origin = process.env.BENCH_URL ?? server?.baseURL;
const ticksBefore = cpuTicks();
try {
  console.log(`Lighthouse ${RUNS} runs per page against ${origin} (mobile, simulated throttling)\n`);
  const rows = [];
  let sessionInfo;
  for (const page of PAGES) {
    const signedIn = page.startsWith(SIGNED_IN);
    const path = signedIn ? page.slice(SIGNED_IN.length) : page;
    if (signedIn) sessionInfo ??= await signIn(origin);
    const label = signedIn ? `${path} (signed in)` : path;
    const runs = [];
    const name = path.replace(/^\/m\//, '').replace(/[^\w-]+/g, '_');
    for (let run = 0; run < RUNS; run++) {
      const measureRun = () =>
        measure(`${origin}${path}`, `${name}-${run + 1}`, signedIn ? sessionInfo : undefined);
      // Lighthouse now and then loses a trace on this busy machine (NO_NAVSTART): one more try.
      runs.push(
        await measureRun().catch((error) => {
          console.log(`${label} run ${run + 1}: ${error.message}; once more`);
          return measureRun();
        }),
      );
    }
    // The run with the median score, so that its metrics belong together.
    const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
    // The work figures are each the median of the runs: they are compared between builds.
    const work = Object.keys(WORK).map((key) => median(runs.map((run) => run.work[key])));
    rows.push({ label, scores: runs.map((r) => r.score), medianRun, work });
    console.log(`${label}: scores ${runs.map((r) => r.score).join(', ')} → median ${medianRun?.score}`);
  }
  const columns = [...Object.keys(METRICS), ...Object.keys(WORK).map((key) => `${key} (median)`)];
  console.log(`\n| page | median | runs | ${columns.join(' | ')} |`);
  console.log(`|---|---|---|${columns.map(() => '---').join('|')}|`);
  for (const { label, scores, medianRun, work } of rows) {
    const metrics = Object.entries(format).map(([name, show]) => show(medianRun.metrics[name]));
    const seconds = work.map((ms) => `${(ms / 1000).toFixed(2)} s`);
    console.log(
      `| ${label} | ${medianRun.score} | ${scores.join(', ')} | ${[...metrics, ...seconds].join(' | ')} |`,
    );
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
