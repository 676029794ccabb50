/**
 * The back office's staff sessions (issue 21, decision 0064): the session is the
 * STAFF_SESSION_COOKIE (HttpOnly, SameSite=Strict, Path=/wps), resolved by the staff feature's
 * resolver that app.ts hands in, so this plugin imports no feature. `staffSessionOf` finds the
 * request's session (null without the cookie; 401 UNAUTHORIZED for one that ended, idle or signed
 * out) and refuses with 403 FORBIDDEN a call other than GET/HEAD whose STAFF_CSRF_HEADER is not the
 * session's CSRF token; it sets request.staff. The operator scope's guard (operator-key.ts) asks it,
 * as do the staff routes through `requireStaff`.
 */
import { ErrorCode, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE, type StaffRole } from '@app/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { secretMatches } from '../lib/secret-match';
import { ApiError } from './errors';

/** A live staff session: who, with which role, and its CSRF token. */
export interface StaffIdentity {
  username: string;
  role: StaffRole;
  /** The SHA-256 of the cookie's token: how the session is known in the database. */
  tokenHash: string;
  csrfToken: string;
}

export interface StaffSessionResolver {
  /**
   * The live session of a cookie's token, its last use touched; null when there is none (unknown,
   * signed out, idle too long, or the account disabled).
   */
  resolve(token: string): Promise<StaffIdentity | null>;
}

/** The request's staff session, or null when it carries no session cookie (see the file's comment). */
export type StaffSessionLookup = (request: FastifyRequest) => Promise<StaffIdentity | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a call made with a staff session; null otherwise (the Operator-Key, a player). */
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    staffSessionOf: StaffSessionLookup;
    /** A preHandler: 401 without a live staff session (and the CSRF check of staffSessionOf). */
    requireStaff: preHandlerAsyncHookHandler;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The staff member of a request that has a session: requireStaff (or the operator guard) ran. */
export const staffOf = (request: FastifyRequest): StaffIdentity => {
  if (!request.staff) throw new Error('route without a staff session guard reads the staff member');
  return request.staff;
};

export const staffSessionPlugin = fp<{ resolver: StaffSessionResolver }>(
  async (app, { resolver }) => {
    app.decorateRequest('staff', null);

    const staffSessionOf: StaffSessionLookup = async (request) => {
      if (request.staff) return request.staff;
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (!token) return null;
      const staff = await resolver.resolve(token);
      if (!staff) {
        throw new ApiError(ErrorCode.UNAUTHORIZED, 'Your staff session has ended: please sign in again');
      }
      if (
        !READ_METHODS.has(request.method) &&
        !secretMatches(staff.csrfToken, headerOf(request, STAFF_CSRF_HEADER))
      ) {
        throw new ApiError(ErrorCode.FORBIDDEN, `Missing or wrong ${STAFF_CSRF_HEADER} header`);
      }
      request.staff = staff;
      return staff;
    };

    app.decorate('staffSessionOf', staffSessionOf);
    app.decorate('requireStaff', async (request) => {
      if (!(await staffSessionOf(request))) {
        throw new ApiError(ErrorCode.UNAUTHORIZED, 'Please sign in to the back office first');
      }
    });
  },
  { name: 'staff-session', dependencies: ['@fastify/cookie'] },
);
