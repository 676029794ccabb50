import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../scripts/built-server.mjs';

export interface LaunchedServer {
  baseURL: string;
  operatorKey: string;
  stop: () => Promise<void>;
}

/**
 * The real built server on a free loopback port with a fresh embedded database in a temporary
 * directory. TRUST_PROXY lets a test choose the client IP with X-Forwarded-For.
 */
export async function launchServer(): Promise<LaunchedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const operatorKey = randomBytes(24).toString('hex');
  try {
    const server = await startBuiltServer({
      dataDir,
      env: { OPERATOR_KEY: operatorKey, TRUST_PROXY: 'true' },
      // Warnings and errors of the server show in the test output.
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return {
      baseURL: server.baseURL,
      operatorKey,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
