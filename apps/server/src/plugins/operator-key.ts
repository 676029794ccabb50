/**
 * The operator key guards the operator API. OPERATOR_KEY wins; without it the key is generated at
 * first start and kept in DATA_DIR/operator.key (mode 600), where the operator CLI reads it too.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, HEADER } from '@app/contract';
import type { FastifyBaseLogger, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { OperatorActor } from '../db/operator-audit';
import { ApiError } from './errors';

/** Optional: who is acting (the CLI sends `cli:<user>@<host>`), recorded in the audit trail. */
export const OPERATOR_ACTOR_HEADER = 'operator-actor';

/** Who made an operator call and from where, as operator_audit records it. */
export const operatorActionOf = (request: FastifyRequest): OperatorActor => {
  const header = request.headers[OPERATOR_ACTOR_HEADER];
  const actor = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 100);
  return { actor: actor || 'operator-api', clientIp: request.ip };
};

export const operatorKeyFileOf = (dataDir: string) => join(dataDir, 'operator.key');

/** The key kept in DATA_DIR, or null when none was generated there yet. */
export const readOperatorKeyFile = async (dataDir: string): Promise<string | null> => {
  try {
    return (await readFile(operatorKeyFileOf(dataDir), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

export const resolveOperatorKey = async (
  config: { operatorKey: string | null; dataDir: string },
  log: FastifyBaseLogger,
): Promise<string> => {
  if (config.operatorKey) {
    log.info('operator key: from OPERATOR_KEY');
    return config.operatorKey;
  }
  const file = operatorKeyFileOf(config.dataDir);
  const kept = await readOperatorKeyFile(config.dataDir);
  if (kept) {
    log.info({ file }, 'operator key: from file');
    return kept;
  }
  const key = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': never replace a key another process wrote in the meantime.
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  log.info({ file }, 'operator key: generated and kept in file (mode 600)');
  return key;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const operatorKeyMatches = (expected: string, given: string | undefined): boolean =>
  given !== undefined && timingSafeEqual(digest(expected), digest(given));

/** The onRequest hook of the operator scope (app.ts): 401 without the right Operator-Key header. */
export const operatorKeyGuard =
  (operatorKey: string): onRequestAsyncHookHandler =>
  async (request) => {
    const given = request.headers[HEADER.operatorKey];
    if (!operatorKeyMatches(operatorKey, Array.isArray(given) ? given[0] : given)) {
      throw new ApiError(ErrorCode.OPERATOR_KEY_INVALID, 'Missing or wrong Operator-Key header');
    }
  };
