/**
 * Sessions for the routes of the merchant scope: `Authorization: <raw token>` resolved to
 * request.session by the guards a route lists as preHandlers. requireSession answers 401 without a
 * live session, and 403 PASSWORD_CHANGE_REQUIRED for a session whose password must change first
 * (first login, expired password) on every route but those marked openBeforePasswordChange;
 * requireRealMember also refuses accounts that are not real members (trial type 4 and the other
 * non-real types) with 403 FREE_REJECT (spec §6: inbox, live chat, deposit); requireRealAccount
 * refuses them on the money calls with 403 NOT_REAL_ACCOUNT and the spec's message, which the site
 * shows as it is (spec §5, §6: type 0, 1, 2); requireAgent refuses every member who is not an agent
 * (spec §6: type 0, 4, 40) with 403 NOT_AGENT.
 */
import { ACCOUNT_MESSAGES, ErrorCode, isAgent, isRealMember, WALLET_MESSAGES } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';
import type { ResolvedMerchant } from './merchant';

export interface SessionInfo {
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  username: string;
  type: number;
  method: string;
  maySkipOldPassword: boolean;
  /** First login or expired password: only the routes marked openBeforePasswordChange answer. */
  mustChangePassword: boolean;
  createdAt: Date;
}

/**
 * What a route reads of the session's member in the session lookup's own statement: one database
 * round trip instead of two (decision 0057). The columns are its feature's own SQL (correlated
 * subqueries on the member's merchant code and id); their placeholders are filled by `paramsOf`.
 * The session's checks are the lookup's, the same as for any other route.
 */
export interface SessionAlong<T> {
  /** Names the prepared statement of the lookup with these columns: one per kind of along. */
  name: string;
  columns: (member: { merchantCode: AnyPgColumn; memberId: AnyPgColumn }) => { [K in keyof T]: SQL<T[K]> };
  /** The columns' placeholders for this request. */
  paramsOf: (request: FastifyRequest) => Record<string, unknown>;
}

export interface SessionResolver {
  /** The live session of a raw token for this merchant, touching its last use; null if none. */
  resolve(token: string, merchant: ResolvedMerchant): Promise<SessionInfo | null>;
  /** resolve(), reading `along`'s columns in the same statement. */
  resolveAlong<T>(
    token: string,
    merchant: ResolvedMerchant,
    along: SessionAlong<T>,
    params: Record<string, unknown>,
  ): Promise<{ session: SessionInfo; along: T } | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession (and the real-member guards); null on routes without a guard. */
    session: SessionInfo | null;
    /** What requireSessionAlong(along) read with the session; read it with sessionAlongOf. */
    sessionAlong: { along: SessionAlong<unknown>; value: unknown } | null;
  }
  interface FastifyContextConfig {
    /** The calls a session may make while its password must change first: the change, logout. */
    openBeforePasswordChange?: boolean;
  }
  interface FastifyInstance {
    requireSession: preHandlerAsyncHookHandler;
    requireRealMember: preHandlerAsyncHookHandler;
    requireRealAccount: preHandlerAsyncHookHandler;
    requireAgent: preHandlerAsyncHookHandler;
    /** requireSession, with what `along` reads in the same statement (read it with sessionAlongOf). */
    requireSessionAlong<T>(along: SessionAlong<T>): preHandlerAsyncHookHandler;
  }
}

/** The session of a guarded route: requireSession has run, so it is set. */
export const sessionOf = (request: FastifyRequest): SessionInfo => {
  if (!request.session) throw new Error('route without the requireSession guard reads the session');
  return request.session;
};

/** What a route's requireSessionAlong(along) guard read with the session. */
export const sessionAlongOf = <T>(request: FastifyRequest, along: SessionAlong<T>): T => {
  const read = request.sessionAlong;
  if (read?.along !== along) throw new Error(`route without the requireSessionAlong(${along.name}) guard`);
  return read.value as T;
};

export const sessionPlugin = fp<{ resolver: SessionResolver }>(
  async (scope, { resolver }) => {
    scope.decorateRequest('session', null);
    scope.decorateRequest('sessionAlong', null);

    /** The raw token of a request that has one; 401 otherwise. */
    const tokenOf = (request: FastifyRequest): string => {
      if (!request.sessionToken) throw new ApiError(ErrorCode.UNAUTHORIZED, 'Please login first');
      return request.sessionToken;
    };

    /** Admits a resolved session to the route, or refuses the request. */
    const admit = (request: FastifyRequest, session: SessionInfo | null) => {
      if (!session) {
        throw new ApiError(ErrorCode.UNAUTHORIZED, 'You are not logged in, please login first');
      }
      if (session.mustChangePassword && !request.routeOptions.config.openBeforePasswordChange) {
        throw new ApiError(
          ErrorCode.PASSWORD_CHANGE_REQUIRED,
          ACCOUNT_MESSAGES[ErrorCode.PASSWORD_CHANGE_REQUIRED],
        );
      }
      request.session = session;
    };

    const requireSession: preHandlerAsyncHookHandler = async (request) => {
      if (request.session) return;
      admit(request, await resolver.resolve(tokenOf(request), request.merchant));
    };

    const requireSessionAlong =
      <T>(along: SessionAlong<T>): preHandlerAsyncHookHandler =>
      async (request) => {
        const found = await resolver.resolveAlong(
          tokenOf(request),
          request.merchant,
          along,
          along.paramsOf(request),
        );
        admit(request, found?.session ?? null);
        request.sessionAlong = { along: along as SessionAlong<unknown>, value: found?.along };
      };

    /** requireSession, then a refusal of the members whose type fails the test. */
    const refusing = (
      allowed: (type: number) => boolean,
      refusal: () => ApiError,
    ): preHandlerAsyncHookHandler =>
      async function (request, reply) {
        await requireSession.call(this, request, reply);
        if (!allowed(sessionOf(request).type)) throw refusal();
      };

    scope.decorate('requireSession', requireSession);
    scope.decorate('requireSessionAlong', requireSessionAlong);
    scope.decorate(
      'requireRealMember',
      refusing(isRealMember, () => new ApiError(ErrorCode.FREE_REJECT, ACCOUNT_MESSAGES.FREE_REJECT)),
    );
    scope.decorate(
      'requireRealAccount',
      refusing(
        isRealMember,
        () => new ApiError(ErrorCode.NOT_REAL_ACCOUNT, WALLET_MESSAGES[ErrorCode.NOT_REAL_ACCOUNT]),
      ),
    );
    scope.decorate(
      'requireAgent',
      refusing(isAgent, () => new ApiError(ErrorCode.NOT_AGENT, ACCOUNT_MESSAGES[ErrorCode.NOT_AGENT])),
    );
  },
  { name: 'session', dependencies: ['merchant'] },
);
