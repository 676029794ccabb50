// Installs and builds only what is out of date. Shared by `npm start` and `npm test`.
// Plain JavaScript that runs on the machine's Node 20: on a fresh clone the pinned Node 22
// (node_modules/.bin/node) does not exist until `npm ci` has run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(ROOT, ...parts);

/** node_modules/.bin first, so that every tool (and `node` itself) is the pinned Node 22. */
export const toolEnv = (extra = {}) => ({
  ...process.env,
  PATH: `${at('node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  ...extra,
});

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, { env = toolEnv(), cwd = ROOT } = {}) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const readIfExists = (path) => (existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined);

const INSTALL_STAMP = at('node_modules', '.install-stamp');

/**
 * npm records the installed tree in node_modules/.package-lock.json. It matches the lock when every
 * locked package is installed at its locked version, except optional ones for other platforms.
 * This spares a full `npm ci` after a developer's own `npm install` changed the lock.
 */
function installedTreeMatches(lockText) {
  const hiddenLock = at('node_modules', '.package-lock.json');
  if (!existsSync(hiddenLock)) return false;
  const locked = JSON.parse(lockText).packages ?? {};
  const installed = JSON.parse(readFileSync(hiddenLock, 'utf8')).packages ?? {};
  const lockedOk = Object.entries(locked).every(
    ([path, entry]) =>
      path === '' || installed[path]?.version === entry.version || (!installed[path] && entry.optional),
  );
  return lockedOk && Object.keys(installed).every((path) => path in locked);
}

/** `npm ci` when node_modules is missing or package-lock.json changed since the last install. */
export function ensureInstalled() {
  const lockText = readFileSync(at('package-lock.json'), 'utf8');
  const lockHash = sha256(lockText);
  if (existsSync(at('node_modules')) && readIfExists(INSTALL_STAMP) === lockHash) {
    console.log('install: skipped (package-lock.json unchanged since the last install)');
    return;
  }
  if (existsSync(at('node_modules')) && installedTreeMatches(lockText)) {
    console.log('install: skipped (node_modules already matches package-lock.json)');
  } else {
    installFromLock();
  }
  writeFileSync(INSTALL_STAMP, `${lockHash}\n`);
}

function installFromLock() {
  console.log('install: npm ci');
  // The machine's npm, not a workspace tool: node_modules may not exist yet.
  if (run('npm', ['ci'], { env: process.env }) !== 0) {
    throw new Error('npm ci failed; `npm test` checks the lock first and names what it lacks');
  }
}

/**
 * What a fresh clone does first, asked without installing: `npm ci --dry-run` refuses exactly the
 * locks that `npm ci` refuses (out of step with a package.json, or lacking packages the registry
 * lists, such as another platform's optional binary of a tool). Throws with npm's own list.
 */
export function checkLockAccepted() {
  const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    env: process.env,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status === 0) {
    console.log('lock: npm ci accepts package-lock.json');
    return;
  }
  const reasons = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .map((line) => line.replace(/^npm error\s*/, '').trim())
    .filter((line) => /^(Missing|Invalid):/.test(line) || /in sync/.test(line));
  throw new Error(
    [
      'npm ci would refuse package-lock.json, so a fresh clone (and CI) could not install:',
      ...(reasons.length > 0 ? reasons : [result.stderr.trim()]).map((line) => `  ${line}`),
      "Fix: run `npm install` (it adds what the lock lacks, every platform's optional packages included), review the change and commit package-lock.json.",
    ].join('\n'),
  );
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED_DIRS.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** One hash over the names and contents of every input file, in a stable order. */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(at(input))).sort();
  for (const file of files)
    hash
      .update(`${relative(ROOT, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

// The lock and the base tsconfig are inputs of every build: a dependency or compiler change rebuilds.
const SHARED_INPUTS = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json'];

export const BUILDS = [
  {
    name: 'web',
    workspace: '@app/web',
    dist: 'apps/web/dist',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
  },
  {
    name: 'console',
    workspace: '@app/console',
    dist: 'apps/console/dist',
    output: 'apps/console/dist/index.html',
    inputs: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/package.json',
      'apps/console/tsconfig.json',
      ...SHARED_INPUTS,
    ],
  },
  {
    name: 'server',
    workspace: '@app/server',
    dist: 'apps/server/dist',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.json', ...SHARED_INPUTS],
  },
];

// A dot file: the server's static handler does not serve it.
const BUILD_STAMP = '.build-stamp';

/** Builds the web, the console and the server, each only when its sources changed since its last build. */
export function ensureBuilt() {
  for (const build of BUILDS) {
    const stampPath = at(build.dist, BUILD_STAMP);
    const sourceHash = hashInputs(build.inputs);
    if (existsSync(at(build.output)) && readIfExists(stampPath) === sourceHash) {
      console.log(`build ${build.name}: skipped (sources unchanged since the last build)`);
      continue;
    }
    console.log(`build ${build.name}: npm run build -w ${build.workspace}`);
    rmSync(stampPath, { force: true });
    if (run('npm', ['run', 'build', '-w', build.workspace]) !== 0) {
      throw new Error(`build of ${build.name} failed`);
    }
    writeFileSync(stampPath, `${sourceHash}\n`);
  }
}
