/**
 * Money calls need a real account (spec §5, §6: type 0, 1, 2). A trial or other non-real member
 * gets 403 NOT_REAL_ACCOUNT with the spec's message, which the site shows as it is.
 */
import { ErrorCode, isRealMember, WALLET_MESSAGES } from '@app/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';

export const requireRealAccount = (app: FastifyInstance): preHandlerAsyncHookHandler =>
  async function (request, reply) {
    await app.requireSession.call(this, request, reply);
    if (!isRealMember(sessionOf(request).type)) {
      throw new ApiError(ErrorCode.NOT_REAL_ACCOUNT, WALLET_MESSAGES[ErrorCode.NOT_REAL_ACCOUNT]);
    }
  };
