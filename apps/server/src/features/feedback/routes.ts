/**
 * Feedback of /m/feedback (merchant scope, login required; spec §2, §6): send one, list one's own
 * with the replies. And the pictures sent with it, outside the merchant scope (an <img> sends no
 * Merchant header), by their random id.
 */
import {
  ErrorCode,
  FEEDBACK_BODY_LIMIT,
  FEEDBACK_PATHS,
  FeedbackPictureParams,
  feedbackRoutes,
} from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMMUTABLE_PRIVATE } from '../../lib/cache-control';
import { replyWithPicture } from '../../lib/picture';
import { ApiError, ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import { DEFAULT_FEEDBACK_PAGE_SIZE, type FeedbackService } from './service';

const tags = ['feedback'];

export const feedbackFeature: FastifyPluginAsyncTypebox<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    feedbackRoutes.submit.url,
    {
      preHandler: app.requireSession,
      // Three pictures of 5 MB in base64, with room for the JSON around them.
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Send feedback: question type, 20-200 characters, captcha, up to 3 PNG/JPEG pictures (base64, 5 MB each) and a remark; answers 'Sent successfully'",
        body: feedbackRoutes.submit.body,
        response: { 200: feedbackRoutes.submit.response },
      },
    },
    async (request) =>
      ok(await feedback.submit(request.merchant.config.merchantCode, sessionOf(request), request.body)),
  );

  app.get(
    feedbackRoutes.mine.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "The member's own feedback, newest first, with the operator's replies",
        querystring: feedbackRoutes.mine.querystring,
        response: { 200: feedbackRoutes.mine.response },
      },
    },
    async (request) =>
      ok(
        await feedback.mine(sessionOf(request), {
          pageNum: request.query.pageNo ?? 1,
          pageSize: request.query.pageSize ?? DEFAULT_FEEDBACK_PAGE_SIZE,
        }),
      ),
  );
};

export const feedbackPicturesApi: FastifyPluginAsyncTypebox<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.get(
    FEEDBACK_PATHS.picture,
    {
      schema: {
        tags,
        summary: 'A picture sent with feedback (PNG or JPEG), by its random id',
        params: FeedbackPictureParams,
      },
    },
    async (request, reply) => {
      const picture = await feedback.picture(request.params.pictureId);
      if (!picture) throw new ApiError(ErrorCode.NOT_FOUND, 'No such picture');
      return replyWithPicture(reply, picture.contentType, IMMUTABLE_PRIVATE).send(picture.image);
    },
  );
};
