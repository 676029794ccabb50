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

/** The captcha answer of every captcha the e2e server draws (its test-only CAPTCHA_FIXED_TEXT). */
export const CAPTCHA_ANSWER = 'AB12';
/** Where the hole of every slider puzzle is, in the background's pixels (its SLIDER_FIXED_X). */
export const SLIDER_ANSWER_X = 150;
/** ... and its top: with SLIDER_FIXED_X the server puts it at the board's middle (200 - 40) / 2. */
export const SLIDER_ANSWER_Y = 80;

/**
 * The real built server on a free loopback port with a fresh embedded database in a temporary
 * directory. TRUST_PROXY lets a test choose the client IP with X-Forwarded-For. The captcha and
 * slider answers are fixed, since a test cannot read a picture; the per-IP limit of the account
 * calls is lifted, since the whole suite logs in and registers from one address (the per-account
 * limits and the lockout stay as configured). `env` adds or overrides settings (a test of the
 * limits sets low ones).
 */
export async function launchServer(env: Record<string, string> = {}): Promise<LaunchedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const operatorKey = randomBytes(24).toString('hex');
  try {
    const server = await startBuiltServer({
      dataDir,
      env: {
        OPERATOR_KEY: operatorKey,
        TRUST_PROXY: 'true',
        CAPTCHA_FIXED_TEXT: CAPTCHA_ANSWER,
        SLIDER_FIXED_X: String(SLIDER_ANSWER_X),
        AUTH_RATE_LIMIT_PER_IP: '100000',
        ...env,
      },
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
