/**
 * The operator key guards the operator API. OPERATOR_KEY wins; without it the key is generated at
 * first start and kept in DATA_DIR/operator.key (mode 600), where the operator CLI reads it too.
 * The guard also admits a back-office staff session (plugins/staff-session.ts) whose role allows
 * the call (staffRoleAllows of the contract; decision 0064): the key stays the root of trust for
 * scripts and the CLI, the staff sign in.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, HEADER, type StaffRole, staffRoleAllows } from '@app/contract';
import type { FastifyBaseLogger, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { OperatorActor } from '../db/operator-audit';
import { secretMatches } from '../lib/secret-match';
import { ApiError } from './errors';
import type { StaffSessionLookup } from './staff-session';

/** Optional: who is acting (the CLI sends `cli:<user>@<host>`), recorded in the audit trail. */
export const OPERATOR_ACTOR_HEADER = 'operator-actor';

/** The audit trail's actor of a staff member: `staff:<username>`. */
export const staffActorOf = (username: string) => `staff:${username}`;

/**
 * Who made an operator call and from where, as operator_audit records it: `staff:<username>` for a
 * staff session, else what the Operator-Actor header says (or 'operator-api').
 */
export const operatorActionOf = (request: FastifyRequest): OperatorActor => {
  if (request.staff) return { actor: staffActorOf(request.staff.username), clientIp: request.ip };
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

/** Whether a staff role may make a call: the route's method and URL pattern. */
export type StaffRoleCheck = (role: StaffRole, method: string, routeUrl: string) => boolean;

/**
 * The onRequest hook of the operator scope (app.ts), and of the staff calls only an admin makes:
 * an Operator-Key header must be the key (401 OPERATOR_KEY_INVALID); without one, the request's
 * staff session (`staffSessionOf`, which also checks its CSRF token) must exist (401: UNAUTHORIZED
 * for a session that ended, OPERATOR_KEY_INVALID when there is neither) and its role be allowed
 * the call by `allows` (403 FORBIDDEN).
 */
export const operatorKeyGuard =
  (
    operatorKey: string,
    staffSessionOf: StaffSessionLookup,
    allows: StaffRoleCheck = staffRoleAllows,
  ): onRequestAsyncHookHandler =>
  async (request) => {
    const header = request.headers[HEADER.operatorKey];
    const given = Array.isArray(header) ? header[0] : header;
    if (given !== undefined) {
      if (!secretMatches(operatorKey, given)) {
        throw new ApiError(ErrorCode.OPERATOR_KEY_INVALID, 'Missing or wrong Operator-Key header');
      }
      return;
    }
    const staff = await staffSessionOf(request);
    if (!staff) {
      throw new ApiError(
        ErrorCode.OPERATOR_KEY_INVALID,
        'Missing Operator-Key header (or a back-office staff session)',
      );
    }
    if (!allows(staff.role, request.method, request.routeOptions.url ?? '')) {
      throw new ApiError(ErrorCode.FORBIDDEN, `The ${staff.role} role may not make this call`);
    }
  };
