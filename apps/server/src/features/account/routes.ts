/**
 * Sessions, registration, passwords and member info (spec §7 Login, Test play, Register, Logout,
 * Username and email check, getSetRegister, Affiliate check, Change password, Set password via
 * phone, Member info). Login, registration and password bodies arrive encrypted.
 */
import { accountRoutes, type LoginBody, type RegisterBody } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { authLimits } from '../../plugins/auth-limits';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { AccountService } from './service';
import { accountKeyOf } from './sign-in';

const tags = ['account'];

const loginAccount = (request: FastifyRequest) => accountKeyOf(request.body as LoginBody);
const registerAccount = (request: FastifyRequest) => {
  const body = request.body as RegisterBody;
  return (
    body.username?.trim().toLowerCase() ||
    (body.mobileNum ? `+${body.countryDialingCode}${body.mobileNum}` : null)
  );
};

export const accountFeature: FastifyPluginAsyncTypebox<{
  config: ServerConfig;
  accounts: AccountService;
}> = async (app, { config, accounts }) => {
  const { login, trial, logout, register, registerMobile } = accountRoutes;

  app.post(
    login.url,
    {
      preHandler: authLimits(app, config, 'login', loginAccount),
      schema: {
        tags,
        summary: 'Log in by username and password, or by mobile number and SMS code (encrypted body)',
        body: login.body,
        response: { 200: login.response },
      },
    },
    async (request) => ok(await accounts.login(request.merchant, request.body, request.ip)),
  );

  app.post(
    trial.url,
    {
      preHandler: authLimits(app, config, 'trial'),
      schema: {
        tags,
        summary: 'Test play: a trial (type 4) member and session',
        response: { 200: trial.response },
      },
    },
    async (request) => ok(await accounts.trial(request.merchant, request.ip)),
  );

  app.delete(
    logout.url,
    {
      config: { openBeforePasswordChange: true },
      preHandler: app.requireSession,
      schema: { tags, summary: 'Log out: revokes the token', response: { 200: logout.response } },
    },
    async (request) => {
      await accounts.logout(sessionOf(request));
      return ok(null);
    },
  );

  for (const [route, variant] of [
    [register, 'username'],
    [registerMobile, 'mobile'],
  ] as const) {
    app.put(
      route.url,
      {
        preHandler: authLimits(app, config, 'register', registerAccount),
        schema: {
          tags,
          summary: `Register by ${variant} (encrypted body); answers the new session`,
          body: route.body,
          response: { 200: route.response },
        },
      },
      async (request) => ok(await accounts.register(request.merchant, request.body, variant, request.ip)),
    );
  }

  app.get(
    accountRoutes.registerSettings.url,
    {
      schema: {
        tags,
        summary: 'getSetRegister: registration fields, captcha, switches and SMS lifetime',
        response: { 200: accountRoutes.registerSettings.response },
      },
    },
    async (request) => ok(accounts.registerSettings(request.merchant)),
  );

  app.get(
    accountRoutes.checkUsername.url,
    {
      preHandler: authLimits(app, config, 'check'),
      schema: {
        tags,
        summary: 'Is the username free?',
        querystring: accountRoutes.checkUsername.querystring,
        response: { 200: accountRoutes.checkUsername.response },
      },
    },
    async (request) =>
      ok({ available: await accounts.usernameAvailable(request.merchant, request.query.username) }),
  );

  app.get(
    accountRoutes.checkEmail.url,
    {
      preHandler: authLimits(app, config, 'check'),
      schema: {
        tags,
        summary: 'Is the e-mail address free?',
        querystring: accountRoutes.checkEmail.querystring,
        response: { 200: accountRoutes.checkEmail.response },
      },
    },
    async (request) =>
      ok({ available: await accounts.emailAvailable(request.merchant, request.query.email) }),
  );

  app.get(
    accountRoutes.affiliateCheck.url,
    {
      preHandler: authLimits(app, config, 'check'),
      schema: {
        tags,
        summary: 'Affiliate check: 404 INVALID_INVITATION_CODE when the code is unknown',
        querystring: accountRoutes.affiliateCheck.querystring,
        response: { 200: accountRoutes.affiliateCheck.response },
      },
    },
    async (request) => ok(await accounts.affiliate(request.merchant, request.query.code)),
  );

  app.post(
    accountRoutes.passwordChange.url,
    {
      config: { openBeforePasswordChange: true },
      preHandler: [
        app.requireSession,
        ...authLimits(app, config, 'password', (request) => String(sessionOf(request).memberId)),
      ],
      schema: {
        tags,
        summary: 'Change password (encrypted body); revokes every other session of the member',
        body: accountRoutes.passwordChange.body,
        response: { 200: accountRoutes.passwordChange.response },
      },
    },
    async (request) => {
      await accounts.changePassword(request.merchant, sessionOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    accountRoutes.passwordByPhone.url,
    {
      preHandler: authLimits(app, config, 'password-phone', (request) => {
        const body = request.body as { mobileNum: string; countryDialingCode: string };
        return `+${body.countryDialingCode}${body.mobileNum}`;
      }),
      schema: {
        tags,
        summary: 'Set a forgotten password with an SMS code (encrypted body); revokes every session',
        body: accountRoutes.passwordByPhone.body,
        response: { 200: accountRoutes.passwordByPhone.response },
      },
    },
    async (request) => {
      await accounts.passwordByPhone(request.merchant, request.body);
      return ok(null);
    },
  );

  app.get(
    accountRoutes.memberInfo.url,
    {
      preHandler: app.requireSession,
      schema: { tags, summary: 'Member info', response: { 200: accountRoutes.memberInfo.response } },
    },
    async (request) =>
      ok(await accounts.memberInfo(sessionOf(request), request.merchant.config, request.language)),
  );
};
