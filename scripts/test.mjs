// `npm test`: every check in order, stopping at the first failure. Ends with `N passed, N failed`.
// Plain JavaScript for the machine's Node 20 (see start.mjs); the tools themselves run on Node 22.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDocReferences } from './doc-references.mjs';
import { checkLockAccepted, ensureBuilt, ensureInstalled, ROOT, run, toolEnv } from './prepare.mjs';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
// The first pass of every suite runs on the embedded database even where the services are set.
const embeddedEnv = toolEnv();
for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL']) delete embeddedEnv[name];

/** @typedef {{ passed: number, failed: number }} Counts */

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/** Vitest's JSON report (Jest's format). */
const vitestCounts = (path) => {
  const report = readJson(path);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests };
};

/** Playwright's JSON report; a test that passed on retry counts as passed. */
const playwrightCounts = (path) => {
  const stats = readJson(path)?.stats;
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')),
}));
const E2E = '@app/e2e';
// Every workspace's own suite is vitest, except the browser suite which runs last, after the builds.
const unitWorkspaces = workspaces.filter((w) => w.manifest.scripts?.test && w.manifest.name !== E2E);

const vitestStep = (label, workspace, env) => {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return {
    label,
    action: () => ({
      code: run(
        'npm',
        [
          'test',
          '-w',
          workspace,
          '--',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${output}`,
        ],
        { env },
      ),
      counts: vitestCounts(output),
    }),
  };
};

const commandStep = (label, command, args) => ({
  label,
  action: () => ({ code: run(command, args) }),
});

const throwingStep = (label, fn) => ({
  label,
  action: () => {
    try {
      fn();
      return { code: 0 };
    } catch (error) {
      console.error(`${label}: ${error instanceof Error ? error.message : error}`);
      return { code: 1 };
    }
  },
});

const e2eReport = join(reports, 'e2e.json');
const steps = [
  throwingStep('lock file (npm ci --dry-run)', checkLockAccepted),
  throwingStep('install', ensureInstalled),
  commandStep('lint (biome check .)', 'biome', ['check', '.']),
  throwingStep('spec § and DESIGN § citations resolve (docs/)', () => checkDocReferences(ROOT)),
  commandStep('typecheck (all workspaces)', 'npm', ['run', 'typecheck']),
  commandStep('import boundaries (dependency-cruiser)', 'npm', ['run', 'boundaries']),
  ...unitWorkspaces.map((w) => vitestStep(`tests ${w.manifest.name}`, w.manifest.name, embeddedEnv)),
  ...(TEST_DATABASE_URL || TEST_REDIS_URL
    ? [vitestStep('tests @app/server again on PostgreSQL + Redis', '@app/server', toolEnv())]
    : []),
  throwingStep('build web, console + server', ensureBuilt),
  commandStep('bundle budget (bench/bundle.mjs)', 'node', ['bench/bundle.mjs']),
  {
    label: 'e2e (Playwright, Chromium)',
    action: () => ({
      code: run('playwright', ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
        env: toolEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }),
      }),
      counts: playwrightCounts(e2eReport),
    }),
  },
];

/** @type {{ label: string, ok: boolean, seconds: number, counts?: Counts }[]} */
const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.label}`);
  const started = Date.now();
  const { code, counts } = step.action();
  results.push({ label: step.label, ok: code === 0, seconds: (Date.now() - started) / 1000, counts });
  if (code !== 0) break;
}
rmSync(reports, { recursive: true, force: true });

const skipped = steps.slice(results.length).map((s) => s.label);
let passed = 0;
let failed = 0;
console.log('\n━━ summary');
for (const result of results) {
  passed += result.counts?.passed ?? 0;
  // A failed step without a failing test (lint, typecheck, a build, a suite that did not load)
  // still counts as one failure, so that the last line never reads "0 failed" for a red run.
  failed += result.ok ? 0 : Math.max(result.counts?.failed ?? 0, 1);
  const tests = result.counts ? `  ${result.counts.passed} passed, ${result.counts.failed} failed` : '';
  console.log(
    `${result.ok ? 'ok    ' : 'FAILED'}  ${result.label}  (${result.seconds.toFixed(1)} s)${tests}`,
  );
}
for (const label of skipped) console.log(`not run ${label}`);
if (!(TEST_DATABASE_URL || TEST_REDIS_URL)) {
  console.log('note: TEST_DATABASE_URL / TEST_REDIS_URL not set, so the API suite ran on PGlite only');
}
const failedStep = results.find((r) => !r.ok);
if (failedStep) console.log(`\nStopped at the first failure: ${failedStep.label}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
