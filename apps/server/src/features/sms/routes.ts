/** Send verification code and "Verification GET" (spec §7). */
import { ACCOUNT_MESSAGES, accountRoutes, ErrorCode, type SmsSendBody } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config';
import { authLimits } from '../../plugins/auth-limits';
import { ApiError, ok } from '../../plugins/errors';
import type { SmsService } from './service';
import { normalizeMobile } from './service';

const tags = ['sms'];

export const smsFeature: FastifyPluginAsyncTypebox<{ config: ServerConfig; sms: SmsService }> = async (
  app,
  { config, sms },
) => {
  const numberOf = (input: { mobileNum: string; countryDialingCode: string }) => {
    const mobile = normalizeMobile(input);
    return `+${mobile.countryDialingCode}${mobile.mobileNum}`;
  };

  app.post(
    accountRoutes.smsSend.url,
    {
      preHandler: authLimits(app, config, 'sms', (request) => numberOf(request.body as SmsSendBody)),
      schema: {
        tags,
        summary: 'Send a 6-digit code (needs a slider ticket; 60 s apart, 5 an hour per number)',
        body: accountRoutes.smsSend.body,
        response: { 200: accountRoutes.smsSend.response },
      },
    },
    async (request) => ok(await sms.send(request.merchant, request.body)),
  );

  app.get(
    accountRoutes.smsCheck.url,
    {
      preHandler: authLimits(app, config, 'sms-check', (request) =>
        numberOf(request.query as { mobileNum: string; countryDialingCode: string }),
      ),
      schema: {
        tags,
        summary: 'Check a code without using it up (counts as one of its 5 guesses)',
        querystring: accountRoutes.smsCheck.querystring,
        response: { 200: accountRoutes.smsCheck.response },
      },
    },
    async (request) => {
      const { purpose, verificationCode } = request.query;
      const right = await sms.verify(
        request.merchant.config.merchantCode,
        request.query,
        purpose,
        verificationCode,
        {
          consume: false,
        },
      );
      if (!right) {
        throw new ApiError(ErrorCode.VERIFICATION_CODE_ERROR, ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR, {
          fields: { verificationCode: ACCOUNT_MESSAGES.VERIFICATION_CODE_ERROR },
        });
      }
      return ok({ valid: true as const });
    },
  );
};
