/**
 * Operator calls of the feedback (Operator-Key): a merchant's feedback by status, one with its
 * pictures, the reply the member then sees. The reply is audited in operator_audit (target
 * 'feedback:<id>'); an unknown merchant or feedback answers 404.
 */
import { ErrorCode, feedbackOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import { DEFAULT_FEEDBACK_PAGE_SIZE, type FeedbackService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const feedbackOperatorFeature: FastifyPluginAsyncTypebox<{
  feedback: FeedbackService;
  system: Pick<SystemService, 'getMerchant'>;
}> = async (app, { feedback, system }) => {
  const knownMerchant = async (merchantCode: string) =>
    (await system.getMerchant(merchantCode)).config.merchantCode;
  const notFound = (merchantCode: string, feedbackId: string) =>
    new ApiError(ErrorCode.NOT_FOUND, `No feedback ${feedbackId} in ${merchantCode}`);
  const { list, one, reply } = feedbackOperatorRoutes;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's feedback, newest first, optionally of one status (open, replied)",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) =>
      ok(
        await feedback.operatorList(await knownMerchant(request.params.merchantCode), request.query.status, {
          pageNum: request.query.pageNo ?? 1,
          pageSize: request.query.pageSize ?? DEFAULT_FEEDBACK_PAGE_SIZE,
        }),
      ),
  );

  app.get(
    one.url,
    {
      schema: {
        tags,
        security,
        summary: 'One feedback with its pictures (their addresses)',
        params: one.params,
        response: { 200: one.response },
      },
    },
    async (request) => {
      const { merchantCode, feedbackId } = request.params;
      const found = await feedback.operatorOne(await knownMerchant(merchantCode), feedbackId);
      if (!found) throw notFound(merchantCode, feedbackId);
      return ok(found);
    },
  );

  app.post(
    reply.url,
    {
      schema: {
        tags,
        security,
        summary: 'Reply to a feedback (the member sees it; a second reply replaces the first)',
        params: reply.params,
        body: reply.body,
        response: { 200: reply.response },
      },
    },
    async (request) => {
      const { merchantCode, feedbackId } = request.params;
      const replied = await feedback.reply(
        await knownMerchant(merchantCode),
        feedbackId,
        request.body.reply,
        operatorActionOf(request),
      );
      if (!replied) throw notFound(merchantCode, feedbackId);
      return ok(replied);
    },
  );
};
