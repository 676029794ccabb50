/**
 * Sessions, registration, passwords, member info and profile (spec §7 Login, Test play, Register,
 * Logout, Username and email check, getSetRegister, Affiliate check, Change password, Set password
 * via phone, Member info, member profile, Head icon POST and GET). Login, registration and password
 * bodies arrive encrypted.
 */
import {
  ACCOUNT_PATHS,
  accountRoutes,
  ErrorCode,
  HeadIconImageParams,
  type LoginBody,
  PresetAvatarParams,
  type RegisterBody,
} from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ServerConfig } from '../../config';
import { presetAvatarSvg, SVG_CONTENT_TYPE } from '../../lib/art';
import { IMMUTABLE_PUBLIC } from '../../lib/cache-control';
import { replyWithPicture } from '../../lib/picture';
import { signInClientOf } from '../../lib/user-agent';
import { authLimits } from '../../plugins/auth-limits';
import { ApiError, ok } from '../../plugins/errors';
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
    async (request) => ok(await accounts.login(request.merchant, request.body, signInClientOf(request))),
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
    async (request) => ok(await accounts.trial(request.merchant, signInClientOf(request))),
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
      async (request) =>
        ok(await accounts.register(request.merchant, request.body, variant, signInClientOf(request))),
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

  app.patch(
    accountRoutes.updateProfile.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'Change nickname, e-mail or payee name (the payee name once; then only the operator)',
        body: accountRoutes.updateProfile.body,
        response: { 200: accountRoutes.updateProfile.response },
      },
    },
    async (request) =>
      ok(await accounts.updateProfile(request.merchant, sessionOf(request), request.body, request.language)),
  );

  app.get(
    accountRoutes.headIcon.url,
    {
      preHandler: app.requireSession,
      schema: { tags, summary: 'The head icon address', response: { 200: accountRoutes.headIcon.response } },
    },
    async (request) => ok(await accounts.headIcon(sessionOf(request))),
  );

  app.post(
    accountRoutes.setHeadIcon.url,
    {
      preHandler: app.requireRealMember,
      // The largest picture in base64, with room for the JSON around it.
      bodyLimit: HEAD_ICON_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Set the head icon: a PNG or JPEG (base64, at most 512 KB, 1024 × 1024) or a preset avatar',
        body: accountRoutes.setHeadIcon.body,
        response: { 200: accountRoutes.setHeadIcon.response },
      },
    },
    async (request) => ok(await accounts.setHeadIcon(sessionOf(request), request.body)),
  );
};

const HEAD_ICON_BODY_LIMIT = 720 * 1024;

/**
 * The head icons as plain images, outside the merchant scope: an <img> sends no Merchant header.
 * An upload is found by its random id alone (a new one per upload, so its address never changes
 * content); the preset avatars are drawn (lib/art.ts).
 */
export const headIconImagesApi: FastifyPluginAsyncTypebox<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.get(
    ACCOUNT_PATHS.headIconImage,
    {
      schema: {
        tags,
        summary: 'An uploaded head icon (PNG or JPEG)',
        params: HeadIconImageParams,
      },
    },
    async (request, reply) => {
      const icon = await accounts.headIconImage(request.params.iconId);
      if (!icon) throw new ApiError(ErrorCode.NOT_FOUND, 'No such head icon');
      return replyWithPicture(reply, icon.contentType, IMMUTABLE_PUBLIC).send(icon.image);
    },
  );

  app.get(
    ACCOUNT_PATHS.presetAvatar,
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'A preset head icon (SVG)',
        params: PresetAvatarParams,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: { 200: Type.String({ description: 'image/svg+xml' }) },
      },
    },
    async (request, reply) => {
      replyWithPicture(reply, SVG_CONTENT_TYPE, IMMUTABLE_PUBLIC);
      return presetAvatarSvg(request.params.preset);
    },
  );
};
