/**
 * The staff calls of the back office (issue 21; STAFF_PATHS): sign-in, sign-out and the signed-in
 * member, platform-wide (no merchant, no access gate); and the admins' staff accounts, which the
 * Operator-Key may also manage (it creates the first admin: CLI staff-create). The session is the
 * STAFF_SESSION_COOKIE; its calls other than GET carry the CSRF header (plugins/staff-session.ts).
 */
import { ErrorCode, STAFF_SESSION_COOKIE, staffRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../../config';
import { signInClientOf } from '../../lib/user-agent';
import { authLimits } from '../../plugins/auth-limits';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import { staffOf } from '../../plugins/staff-session';
import type { StaffService } from './service';

const tags = ['staff'];
const sessionSecurity = [{ staffSession: [] }];
const adminSecurity: { [scheme: string]: string[] }[] = [{ operatorKey: [] }, { staffSession: [] }];

const cookieOptionsOf = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/wps',
  secure: request.protocol === 'https',
});

export const staffFeature: FastifyPluginAsyncTypebox<{
  staff: StaffService;
  config: ServerConfig;
  /** The Operator-Key or an admin's session (app.ts builds it with the operator scope's guard). */
  adminOnly: onRequestAsyncHookHandler;
}> = async (app, { staff, config, adminOnly }) => {
  const { login, logout, me, accounts, createAccount, patchAccount } = staffRoutes;

  // No cache on the way keeps a staff answer: it carries the CSRF token or sets the cookie (this
  // plugin's routes only: the hook is encapsulated).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptionsOf(request));

  app.post(
    login.url,
    {
      schema: {
        tags,
        summary:
          'Sign in: the password, then the TOTP code (or the enrolment of one); sets the session cookie',
        body: login.body,
        response: { 200: login.response },
      },
      // Per IP; the account's own lockout counts the failures of a username.
      preHandler: authLimits(app, config, 'staff-login'),
    },
    async (request, reply) => {
      const result = await staff.login(request.body, signInClientOf(request));
      if (result.token) reply.setCookie(STAFF_SESSION_COOKIE, result.token, cookieOptionsOf(request));
      return ok(result.value);
    },
  );

  app.post(
    logout.url,
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Sign out: ends the session (CSRF header) and clears the cookie',
        response: { 200: logout.response },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await app.staffSessionOf(request);
        if (signedIn) await staff.logout(signedIn, request.ip);
      } catch (error) {
        // A session that has ended already: nothing to end but the cookie.
        if (!(error instanceof ApiError && error.errorCode === ErrorCode.UNAUTHORIZED)) throw error;
      }
      clearCookie(request, reply);
      return ok({});
    },
  );

  app.get(
    me.url,
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'The signed-in staff member and the session’s CSRF token',
        response: { 200: me.response },
      },
      preHandler: app.requireStaff,
    },
    async (request) => {
      const { username, role, csrfToken } = staffOf(request);
      return ok({ staff: { username, role }, csrfToken });
    },
  );

  app.get(
    accounts.url,
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Admin only: every staff account',
        response: { 200: accounts.response },
      },
      onRequest: adminOnly,
    },
    async () => ok({ list: await staff.accounts() }),
  );

  app.post(
    createAccount.url,
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Admin only (or the Operator-Key: the first admin): a new staff account, audited',
        body: createAccount.body,
        response: { 200: createAccount.response },
      },
      onRequest: adminOnly,
    },
    async (request) => ok(await staff.createAccount(request.body, operatorActionOf(request))),
  );

  app.patch(
    patchAccount.url,
    {
      schema: {
        tags,
        security: adminSecurity,
        summary:
          'Admin only: role, disabled (ends its sessions) or resetTotp (a new enrolment at the next sign-in), audited',
        params: patchAccount.params,
        body: patchAccount.body,
        response: { 200: patchAccount.response },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { username } = request.params;
      const changed = await staff.patchAccount(
        username,
        request.body,
        request.staff?.username ?? null,
        operatorActionOf(request),
      );
      if (!changed) throw new ApiError(ErrorCode.NOT_FOUND, `No staff account ${username}`);
      return ok(changed);
    },
  );
};
