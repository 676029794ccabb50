// Runs the built server (apps/server/dist/main.js) on the pinned Node 22 and waits until it is ready.
// Used by `npm start`, the e2e global setup and the benchmarks. Plain JavaScript for Node 20.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './prepare.mjs';

export const PINNED_NODE = join(ROOT, 'node_modules', '.bin', 'node');
export const SERVER_MAIN = join(ROOT, 'apps', 'server', 'dist', 'main.js');

/**
 * `ownGroup` puts the server in a process group of its own, so that a terminal's Ctrl-C reaches
 * only its parent, which forwards it once: the server takes a second signal as "exit now".
 * @param {{ env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions, ownGroup?: boolean }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export const spawnServer = ({ env = {}, stdio = 'inherit', ownGroup = false } = {}) =>
  spawn(PINNED_NODE, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio,
    detached: ownGroup,
  });

/**
 * Polls /readyz until it answers 200. Rejects when the server exits first or the time runs out.
 * @param {string} baseURL
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitUntilReady(baseURL, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server at ${baseURL} was not ready within ${timeoutMs / 1000} s`);
}

const PORT_RANGE = { from: 18100, to: 18199 };
// Claims of ports in the range, one file per port holding the claiming process's id. A probe alone
// is not enough: two processes starting servers at once would both find the same port free, since
// a server binds only after its migrations.
const PORT_CLAIMS = join(tmpdir(), 'built-server-ports');

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Claims a port for this process, taking over a claim whose process has died. */
function claimPort(port) {
  mkdirSync(PORT_CLAIMS, { recursive: true });
  const claim = join(PORT_CLAIMS, String(port));
  try {
    writeFileSync(claim, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(claim, 'utf8'));
    if (owner === process.pid || isAlive(owner)) return undefined;
    writeFileSync(claim, String(process.pid));
  }
  return () => rmSync(claim, { force: true });
}

/** Whether nothing listens on the port (binding a probe fails for any address already bound). */
export const isPortFree = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/** A free loopback port of the range, claimed until `release` is called. */
export async function claimFreePort() {
  for (let port = PORT_RANGE.from; port <= PORT_RANGE.to; port++) {
    const release = claimPort(port);
    if (!release) continue;
    if (await isPortFree(port)) return { port, release };
    release();
  }
  throw new Error(`no free port in ${PORT_RANGE.from}-${PORT_RANGE.to}`);
}

/**
 * Starts the built server on a loopback port (warnings only, no rate limit worth the name, demo
 * mode: the suites and benchmarks use the demo brands, accounts and sandbox gateway) and resolves
 * when it is ready.
 * @param {{ dataDir: string, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startBuiltServer({ dataDir, env = {}, stdio = 'ignore' }) {
  const { port, release } = await claimFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawnServer({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Browser suites and load generators send far more requests from one address than a player.
      RATE_LIMIT_MAX: '1000000',
      PAGE_RATE_LIMIT_MAX: '1000000',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
  child.once('exit', release);
  try {
    await waitUntilReady(baseURL, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, port, child, stop };
}
