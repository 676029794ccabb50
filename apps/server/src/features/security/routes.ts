/** The public encryption key, the captcha and the slider check (spec §7 Captcha, Verification). */
import { ACCOUNT_MESSAGES, accountRoutes, ErrorCode } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config';
import { authLimits } from '../../plugins/auth-limits';
import type { BodyKeyRing } from '../../plugins/body-keys';
import { ApiError, ok } from '../../plugins/errors';
import type { Captchas } from './captcha';
import type { HumanCheck } from './slider';

const tags = ['security'];

export const securityFeature: FastifyPluginAsyncTypebox<{
  config: ServerConfig;
  bodyKeys: BodyKeyRing;
  captchas: Captchas;
  humanCheck: HumanCheck;
}> = async (app, { config, bodyKeys, captchas, humanCheck }) => {
  app.get(
    accountRoutes.securityKey.url,
    {
      // Clients need the key on the login page whatever the site's state.
      config: { accessGate: false },
      schema: {
        tags,
        summary: 'The X25519 public key to encrypt login, registration and password bodies with',
        response: { 200: accountRoutes.securityKey.response },
      },
    },
    async () => ok(bodyKeys.current().published),
  );

  app.get(
    accountRoutes.captcha.url,
    {
      preHandler: authLimits(app, config, 'captcha'),
      schema: {
        tags,
        summary: 'A captcha image (PNG): single use, valid 2 minutes',
        response: { 200: accountRoutes.captcha.response },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captchas.issue(request.merchant.config.merchantCode));
    },
  );

  app.get(
    accountRoutes.slider.url,
    {
      preHandler: authLimits(app, config, 'slider'),
      schema: {
        tags,
        summary: 'A puzzle: drag the piece into its hole; one try within 2 minutes',
        response: { 200: accountRoutes.slider.response },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await humanCheck.issue(request.merchant.config.merchantCode));
    },
  );

  app.post(
    accountRoutes.sliderVerify.url,
    {
      preHandler: authLimits(app, config, 'slider'),
      schema: {
        tags,
        summary:
          'Check where the piece was dropped (within 5 px); answers a single-use ticket valid 5 minutes',
        body: accountRoutes.sliderVerify.body,
        response: { 200: accountRoutes.sliderVerify.response },
      },
    },
    async (request) => {
      const { challengeId, x, y } = request.body;
      const ticket = await humanCheck.verify(request.merchant.config.merchantCode, challengeId, x, y);
      if (!ticket) throw new ApiError(ErrorCode.HUMAN_CHECK_FAILED, ACCOUNT_MESSAGES.HUMAN_CHECK_FAILED);
      return ok({ ticket });
    },
  );
};
