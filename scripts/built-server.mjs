// Runs the built server (apps/server/dist/main.js) on the pinned Node 22 and waits until it is ready.
// Used by `npm start`, the e2e global setup and the benchmarks. Plain JavaScript for Node 20.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './prepare.mjs';

export const PINNED_NODE = join(ROOT, 'node_modules', '.bin', 'node');
export const SERVER_MAIN = join(ROOT, 'apps', 'server', 'dist', 'main.js');

/**
 * @param {{ env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export const spawnServer = ({ env = {}, stdio = 'inherit' } = {}) =>
  spawn(PINNED_NODE, [SERVER_MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio });

/**
 * Polls /readyz until it answers 200. Rejects when the server exits first or the time runs out.
 * @param {string} baseURL
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitUntilReady(baseURL, child, timeoutMs = 60_000) {
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

/**
 * A free loopback port, first trying the given range so that parallel tools on one machine stay
 * apart, else any port the system offers.
 */
export async function findFreePort(from = 18100, to = 18199) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(bound));
      });
    });
  for (let port = from; port <= to; port++) {
    const free = await tryPort(port);
    if (free) return free;
  }
  const any = await tryPort(0);
  if (!any) throw new Error('no free port');
  return any;
}

/**
 * Starts the built server on a loopback port and resolves when it is ready.
 * @param {{ dataDir: string, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startBuiltServer({ dataDir, env = {}, stdio = 'ignore' }) {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawnServer({
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
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
  try {
    await waitUntilReady(baseURL, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, port, child, stop };
}
